import type { Caller, ResumeRow } from '../resume/resume-access';

export type DownloadPolicy = (caller: Caller, resume: ResumeRow) => boolean;

/**
 * Who may download a resume they can read. Spec 02 wants a login and an active plan; that gate
 * comes with billing, which replaces this function. Until then everyone who may read may download.
 */
export const mayDownload: DownloadPolicy = () => true;
