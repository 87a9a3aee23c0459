import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './job-match-launcher.css';
import './job-match-texts';

// The panel and its styles load on the first click: the final page's bundle has a size bar.
const JobMatchDialog = lazy(() => import('./job-match-dialog'));

/** The final page's "Stellenanzeige abgleichen" button and, once opened, its dialog. */
export function JobMatchLauncher() {
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
          <JobMatchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
