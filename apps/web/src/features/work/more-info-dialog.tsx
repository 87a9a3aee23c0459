import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';

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
      <div className="work-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onNoExperience}>
          {t('work.moreInfo.noExperience')}
        </button>
        <button type="button" className="button button--primary" onClick={onOk}>
          {t('work.moreInfo.ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
