import { z } from 'zod';
import { RESUME_NAME_MAX } from '../constants';
import { resumeListItemSchema } from './accounts';
import { okResponse, resumeTokenSchema } from './common';

// My Resume's actions on one resume: duplicate, rename, delete.

/** POST /resume/duplicate: a copy of the resume under a new token and name, same owner. */
export const duplicateResumeRequestSchema = z.object({ resume_token: resumeTokenSchema });
export const duplicateResumeResponseSchema = okResponse({
  /** The copy, as the My Resume list shows it. */
  data: resumeListItemSchema,
});
export type DuplicateResumeResponse = z.infer<typeof duplicateResumeResponseSchema>;

/** POST /resume/rename ("Umbenennen" on My Resume): the owner's resume under a new name. */
export const renameResumeRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  resume_name: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie einen Namen für den Lebenslauf ein.')
    .max(RESUME_NAME_MAX, `Der Name darf höchstens ${RESUME_NAME_MAX} Zeichen lang sein.`),
});
export type RenameResumeRequest = z.infer<typeof renameResumeRequestSchema>;
export const renameResumeResponseSchema = okResponse({
  /** The renamed resume, as the My Resume list shows it. */
  data: resumeListItemSchema,
});

/**
 * POST /resume/delete-resume ("Löschen" on My Resume): the owner's resume goes for good, with its
 * sections, photo, letters and attachments.
 */
export const deleteResumeRequestSchema = z.object({ resume_token: resumeTokenSchema });
export const deleteResumeResponseSchema = okResponse({ data: z.object({ resume_token: z.string() }) });
