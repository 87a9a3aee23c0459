import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';

interface EmptySectionDialogProps {
  open: boolean;
  /** Keep Editing, Escape or ×: back to the text. */
  onKeepEditing: () => void;
  onDiscard: () => void;
  /** While the discard's delete call runs. */
  discarding?: boolean;
}

/** 01 §4 and §8: 'This section can't be empty.' with Keep Editing and Discard Section. */
export function EmptySectionDialog({ open, onKeepEditing, onDiscard, discarding }: EmptySectionDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={open} title={t('sections.emptyDialog.title')} onClose={onKeepEditing}>
      <p>{t('sections.emptyDialog.text')}</p>
      <div className="sections-dialog__actions">
        <button
          type="button"
          className="button button--danger"
          onClick={onDiscard}
          aria-disabled={discarding}
        >
          {t('sections.emptyDialog.discard')}
        </button>
        <button type="button" className="button button--primary" onClick={onKeepEditing}>
          {t('sections.emptyDialog.keepEditing')}
        </button>
      </div>
    </ModalDialog>
  );
}
