import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { readAll } from '../../store/local-store';
import { needsConfirmation } from '../../store/previous-resumes';
import { reopenErrorKey, reopenResume } from '../../store/reopen-resume';

export interface FinalPageLoad {
  ready: boolean;
  /** `?id=` would replace a resume of the visitor's own: nothing loads until they answer. */
  asking: boolean;
  /** "Öffnen": the linked resume replaces the local one (which is remembered). */
  approve(): void;
}

/**
 * The loader of the final page: ready at once, or with `?id=` as soon as the resume is reopened.
 * The spec's fixed 1 s / 2 s loaders (01 §9) only kept a finished resume from the reader (a
 * deviation, see docs/decisions/final-page.md). A failed reopen shows why and leaves the local
 * resume as it was.
 * A link to someone else's resume never replaces the visitor's own silently: it waits for
 * `approve` (the page asks), since what they typed next would be saved under the sender's token.
 */
export function useFinalPageLoad(token: string | null): FinalPageLoad {
  const { t } = useTranslation();
  const [ready, setReady] = useState(token === null);
  const [approved, setApproved] = useState<string | null>(null);
  // Decided when the id changes, not on every store write while the page loads.
  const asking = useMemo(
    () => token !== null && approved !== token && needsConfirmation(token, readAll()),
    [token, approved],
  );

  useEffect(() => {
    if (asking) return;
    if (token === null) {
      setReady(true);
      return;
    }
    let live = true;
    // A new id on the open page (the sidebar's way back): nothing saves while the store changes.
    setReady(false);
    void reopenResume(token)
      .catch((error: unknown) => {
        if (live) showToast(t(reopenErrorKey(error)), 'error');
      })
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [token, asking, t]);

  return { ready, asking, approve: () => setApproved(token) };
}
