import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { DialogActions } from '../../components/ui/dialog-actions';

interface MoreInfoDialogProps {
  open: boolean;
  onClose: () => void;
  onNoExperience: () => void;
  onOk: () => void;
}

/** 01 §5: neither job title nor employer — 'More Information Needed'. */
export function MoreInfoDialog({ open, onClose, onNoExperience, onOk }: MoreInfoDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={open} title={t('work.moreInfo.title')} onClose={onClose}>
      <p>{t('work.moreInfo.text')}</p>
      <DialogActions
        className="work-dialog__actions"
        cancelFirst
        cancelLabel={t('work.moreInfo.noExperience')}
        onCancel={onNoExperience}
        confirmLabel={t('work.moreInfo.ok')}
        onConfirm={onOk}
      />
    </ModalDialog>
  );
}
