import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../flow/paths';

/**
 * The query flag that asks the final page to open the download dialog (02 §2.5 "download flag"):
 * '1' opens it; 'pdf' or 'txt' also starts that download (the way back from /payment, so the user
 * gets the file they asked for before paying).
 */
export const DOWNLOAD_FLAG = 'download';
/** Beside the download flag on the way back from /payment: the final page confirms the purchase. */
const PAID_FLAG = 'paid';
const DOWNLOAD_CHOICES = ['pdf', 'txt', 'docx', 'json'] as const;
export type DownloadChoice = (typeof DOWNLOAD_CHOICES)[number];
const isChoice = (value: string | null): value is DownloadChoice =>
  (DOWNLOAD_CHOICES as readonly (string | null)[]).includes(value);

/** The payment page, remembering the download that led there. */
export const paymentHrefFor = (choice: DownloadChoice): string =>
  `${paths.payment}?${new URLSearchParams({ [DOWNLOAD_FLAG]: choice }).toString()}`;

/** The final page, starting the chosen download as it opens. */
export const finalDownloadHref = (choice: DownloadChoice): string =>
  `${paths.finalResume}?${new URLSearchParams({ [DOWNLOAD_FLAG]: choice }).toString()}`;

/**
 * Where a payment returns to: the final page confirming the purchase and starting the download,
 * or null when none led there.
 */
export function afterPaymentHref(search: URLSearchParams): string | null {
  const choice = search.get(DOWNLOAD_FLAG);
  return isChoice(choice) ? `${finalDownloadHref(choice)}&${PAID_FLAG}=1` : null;
}

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
export function useDownloadFlag(): {
  requested: boolean;
  choice: DownloadChoice | null;
  /** The way back from a purchase: the page says it went through. */
  paid: boolean;
  clear: () => void;
} {
  const [search, setSearch] = useSearchParams();
  const flag = search.get(DOWNLOAD_FLAG);
  const choice = isChoice(flag) ? flag : null;
  const requested = flag === '1' || choice !== null;
  const paid = choice !== null && search.get(PAID_FLAG) === '1';
  const clear = useCallback(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DOWNLOAD_FLAG);
        next.delete(PAID_FLAG);
        return next;
      },
      { replace: true },
    );
  }, [setSearch]);
  return { requested, choice, paid, clear };
}
