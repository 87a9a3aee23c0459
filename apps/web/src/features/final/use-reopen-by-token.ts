import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { reopenErrorKey, reopenResume } from './reopen-resume';

/** 01 §9: the final page's loader lasts about 1 s, or 2 s when a resume is reopened by id. */
export const LOADER_MS = 1000;
export const LOADER_WITH_ID_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The loader of the final page: ready after 1 s, or with `?id=` after 2 s and the reopened
 * resume (whichever comes later). A failed reopen shows why and leaves the local resume as it was.
 */
export function useFinalPageLoad(token: string | null): boolean {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
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
  }, [token, t]);
  return ready;
}
