import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { readAll } from '../../store/local-store';
import { resumeLabel } from '../../store/previous-resumes';
import { useStoreValue } from '../../store/resume-store';
import './texts';

interface OpenLinkDialogProps {
  onOpen: () => void;
  onCancel: () => void;
}

/**
 * Asks before a `?id=` link replaces the visitor's own resume, and says where their own one
 * stays. Escape and × count as "Abbrechen": nothing is replaced without a yes.
 */
export function OpenLinkDialog({ onOpen, onCancel }: OpenLinkDialogProps) {
  const { t } = useTranslation();
  const signedIn = useStoreValue('loginToken') !== null;
  const name = resumeLabel(readAll());
  return (
    <ModalDialog
      open
      title={t('final.openLink.title')}
      onClose={onCancel}
      closeLabel={t('final.openLink.close')}
    >
      <p>{t('final.openLink.text')}</p>
      <p>
        {name ? t('final.openLink.keepNamed', { name }) : t('final.openLink.keep')}
        {signedIn && ` ${t('final.openLink.keepAccount')}`}
      </p>
      <DialogActions
        className="final-dialog__buttons"
        buttonClass="final-button"
        cancelFirst
        cancelLabel={t('final.openLink.cancel')}
        onCancel={onCancel}
        confirmLabel={t('final.openLink.open')}
        onConfirm={onOpen}
      />
    </ModalDialog>
  );
}
