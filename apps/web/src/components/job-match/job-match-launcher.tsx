import type { JobRequirement } from '@vita/shared/contracts';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialogButton } from '../ui/lazy-dialog-button';
import './job-match-launcher.css';
import './job-match-texts';

const JobMatchDialog = lazy(() => import('./job-match-dialog'));

interface JobMatchLauncherProps {
  /** See JobMatchDialogProps: the letter editor passes it to take requirements into the letter. */
  onAddToLetter?: (requirement: JobRequirement) => void;
}

/** The "Stellenanzeige abgleichen" button (final page, letter editor) and, once opened, its dialog. */
export function JobMatchLauncher({ onAddToLetter }: JobMatchLauncherProps = {}) {
  const { t } = useTranslation();
  return (
    <LazyDialogButton
      label={t('jobMatch.open')}
      className="final-actions__spellcheck job-match__open"
      dialog={(open, close) => <JobMatchDialog open={open} onClose={close} onAddToLetter={onAddToLetter} />}
    />
  );
}
