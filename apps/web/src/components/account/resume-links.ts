import { paths } from '../../flow/paths';

/** The query flag that asks the final page to open the download dialog (02 §2.5 "download flag"). */
export const DOWNLOAD_FLAG = 'download';

/** /final-resume?id={resume_token}, with the download flag when Download was chosen in My Resume. */
export function finalResumeHref(resumeToken: string, download = false): string {
  const query = new URLSearchParams({ id: resumeToken });
  if (download) query.set(DOWNLOAD_FLAG, '1');
  return `${paths.finalResume}?${query.toString()}`;
}
