import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../flow/paths';

/** The query flag that asks the final page to open the download dialog (02 §2.5 "download flag"). */
export const DOWNLOAD_FLAG = 'download';

/** /final-resume?id={resume_token}, with the download flag when Download was chosen in My Resume. */
export function finalResumeHref(resumeToken: string, download = false): string {
  const query = new URLSearchParams({ id: resumeToken });
  if (download) query.set(DOWNLOAD_FLAG, '1');
  return `${paths.finalResume}?${query.toString()}`;
}

/**
 * For the final page: whether My Resume's Download asked for the download dialog, and `clear()`
 * to drop the flag from the address once the dialog opened (a reload must not open it again).
 */
export function useDownloadFlag(): { requested: boolean; clear: () => void } {
  const [search, setSearch] = useSearchParams();
  const requested = search.get(DOWNLOAD_FLAG) === '1';
  const clear = useCallback(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DOWNLOAD_FLAG);
        return next;
      },
      { replace: true },
    );
  }, [setSearch]);
  return { requested, clear };
}
