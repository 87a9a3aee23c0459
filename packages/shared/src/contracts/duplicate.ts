import { z } from 'zod';
import { resumeListItemSchema } from './accounts';
import { okResponse, resumeTokenSchema } from './common';

/** POST /resume/duplicate: a copy of the resume under a new token and name, same owner. */
export const duplicateResumeRequestSchema = z.object({ resume_token: resumeTokenSchema });
export const duplicateResumeResponseSchema = okResponse({
  /** The copy, as the My Resume list shows it. */
  data: resumeListItemSchema,
});
export type DuplicateResumeResponse = z.infer<typeof duplicateResumeResponseSchema>;

/** Longest resume name a save accepts (snapshot contract). */
export const RESUME_NAME_MAX = 120;
