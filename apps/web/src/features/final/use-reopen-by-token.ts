import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { readAll } from '../../store/local-store';
import { needsConfirmation } from '../../store/previous-resumes';
import { reopenErrorKey, reopenResume } from './reopen-resume';

/** 01 §9: the final page's loader lasts about 1 s, or 2 s when a resume is reopened by id. */
export const LOADER_MS = 1000;
export const LOADER_WITH_ID_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface FinalPageLoad {
  ready: boolean;
  /** `?id=` would replace a resume of the visitor's own: nothing loads until they answer. */
  asking: boolean;
  /** "Öffnen": the linked resume replaces the local one (which is remembered). */
  approve(): void;
}

/**
 * The loader of the final page: ready after 1 s, or with `?id=` after 2 s and the reopened
 * resume (whichever comes later). A failed reopen shows why and leaves the local resume as it was.
 * A link to someone else's resume never replaces the visitor's own silently: it waits for
 * `approve` (the page asks), since what they typed next would be saved under the sender's token.
 */
export function useFinalPageLoad(token: string | null): FinalPageLoad {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [approved, setApproved] = useState<string | null>(null);
  // Decided when the id changes, not on every store write while the page loads.
  const asking = useMemo(
    () => token !== null && approved !== token && needsConfirmation(token, readAll()),
    [token, approved],
  );

  useEffect(() => {
    if (asking) return;
    let live = true;
    // A new id on the open page (the sidebar's way back): nothing saves while the store changes.
    setReady(false);
    const reopen = token
      ? reopenResume(token).catch((error: unknown) => {
          if (live) showToast(t(reopenErrorKey(error)), 'error');
        })
      : Promise.resolve();
    Promise.all([wait(token ? LOADER_WITH_ID_MS : LOADER_MS), reopen]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [token, asking, t]);

  return { ready, asking, approve: () => setApproved(token) };
}
