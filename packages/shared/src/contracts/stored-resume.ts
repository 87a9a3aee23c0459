import { z } from 'zod';
import { resumeDocumentSchema } from '../resume/resume-document';
import { okResponse } from './common';
import { customSectionListResponseSchema } from './sections';
import { resumeObjectSchema } from './snapshot';
import { resumeStyleSchema } from './style';

/** The meta keys a reopened resume is rebuilt from (the extra sections come with the document). */
export const REOPEN_META_KEYS = [
  'heading',
  'education',
  'work-expr',
  'skills',
  'summary',
  'signature',
] as const;
export type ReopenMetaKey = (typeof REOPEN_META_KEYS)[number];

/**
 * POST /resume/stored: everything the server keeps of a resume in one answer, for reopening it
 * by link (one request instead of eleven). Each part as its own read route answers it: the meta
 * values as get-meta stores them (null or [] when absent), the photo as get-photo ('' when none).
 */
export const storedResumeResponseSchema = okResponse({
  data: z.object({
    object: resumeObjectSchema,
    style: resumeStyleSchema,
    meta: z.object(
      Object.fromEntries(REOPEN_META_KEYS.map((key) => [key, z.unknown().nullable()])) as Record<
        ReopenMetaKey,
        z.ZodNullable<z.ZodUnknown>
      >,
    ),
    custom_sections: customSectionListResponseSchema.shape.data,
    document: resumeDocumentSchema,
    photo: z.string(),
    /** The document's own language; null when never chosen (the interface's language prints). */
    document_language: z.enum(['de', 'en']).nullable(),
    /** An English version's fields still in German (keys as `resumes.untranslated.fields`); [] when none. */
    untranslated: z.array(z.string()),
  }),
});
export type StoredResumeResponse = z.output<typeof storedResumeResponseSchema>;
