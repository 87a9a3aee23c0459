import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import type { ArrangeItem } from './section-row';
import './texts';

interface DeleteSectionDialogProps {
  item: ArrangeItem | null;
  busy: boolean;
  onConfirm: (item: ArrangeItem) => void;
  onCancel: () => void;
}

/** Asks before a section is deleted (the trash of the final page). */
export function DeleteSectionDialog({ item, busy, onConfirm, onCancel }: DeleteSectionDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={item !== null}
      title={t('final.remove.title')}
      onClose={onCancel}
      closeLabel={t('final.remove.close')}
    >
      <p>{t('final.remove.text', { title: item?.title ?? '' })}</p>
      <DialogActions
        className="final-dialog__buttons"
        buttonClass="final-button"
        tone="danger"
        cancelFirst
        cancelLabel={t('final.remove.cancel')}
        onCancel={onCancel}
        confirmLabel={t('final.remove.confirm')}
        onConfirm={() => item && onConfirm(item)}
        disabled={busy}
        busy={busy}
      />
    </ModalDialog>
  );
}
