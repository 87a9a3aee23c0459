import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
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
      <div className="final-dialog__buttons">
        <button type="button" className="final-button final-button--secondary" onClick={onCancel}>
          {t('final.remove.cancel')}
        </button>
        <button
          type="button"
          className="final-button final-button--danger"
          disabled={busy}
          aria-busy={busy}
          onClick={() => item && onConfirm(item)}
        >
          {t('final.remove.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
