import type { ResumeRow } from '../resume/resume-access';

export type ResumeSize = { bytes: number; pages: number };
export type ResumeSizes = {
  get(key: string): ResumeSize | undefined;
  remember(key: string, size: ResumeSize): void;
};

/** A resume changes its key with every save, so a remembered size is never stale. */
export const resumeSizeKey = (resume: ResumeRow) => `${resume.id}:${resume.updatedAt.getTime()}`;

/**
 * The size of each resume's last PDF, so that the download dialog's size check (called again at
 * every choice) renders the resume at most once. Only a cache: a restart or another instance
 * renders once more.
 */
export function createResumeSizes(limit = 500): ResumeSizes {
  const sizes = new Map<string, ResumeSize>();
  return {
    get: (key) => sizes.get(key),
    remember(key, size) {
      sizes.delete(key);
      sizes.set(key, size);
      if (sizes.size > limit) {
        const oldest = sizes.keys().next().value;
        if (oldest !== undefined) sizes.delete(oldest);
      }
    },
  };
}
