import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialogButton } from '../../../components/ui/lazy-dialog-button';
import './cv-check-texts';

const CvCheckDialog = lazy(() => import('./cv-check-dialog'));

/** The "Lebenslauf-Check" button of the final page and, once opened, its dialog. */
export function CvCheckLauncher() {
  const { t } = useTranslation();
  return (
    <LazyDialogButton
      label={t('cvCheck.open')}
      className="final-actions__spellcheck cv-check__open"
      dialog={(open, close) => <CvCheckDialog open={open} onClose={close} />}
    />
  );
}
