import type { RequirementKind } from '@vita/shared/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './job-match-launcher.css';
import './job-match-texts';

// The panel and its styles load on the first click: the final page's bundle has a size bar.
const JobMatchDialog = lazy(() => import('./job-match-dialog'));

interface JobMatchLauncherProps {
  /** See JobMatchDialogProps: the letter editor passes it to take requirements into the letter. */
  onAddMissing?: (label: string, kind: RequirementKind) => void;
}

/** The "Stellenanzeige abgleichen" button (final page, letter editor) and, once opened, its dialog. */
export function JobMatchLauncher({ onAddMissing }: JobMatchLauncherProps = {}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="final-actions__spellcheck job-match__open"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('jobMatch.open')}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <JobMatchDialog open={open} onClose={() => setOpen(false)} onAddMissing={onAddMissing} />
        </Suspense>
      )}
    </>
  );
}
