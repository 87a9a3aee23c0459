import { z } from 'zod';
import { okResponse, resumeTokenSchema } from './common';

/** The document languages a resume can be translated into (German is the source). */
export const TRANSLATION_TARGETS = ['en'] as const;

/**
 * POST /resume/translate ("Englische Fassung erstellen"): a new resume in the target language,
 * linked to its source and owned like it. Titles, degrees, skills and languages come translated
 * from data; free text is copied as written and listed as still to translate.
 */
export const translateResumeRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  target: z.enum(TRANSLATION_TARGETS, { error: 'Übersetzen ist nur ins Englische möglich (target: "en").' }),
});
export type TranslateResumeRequest = z.infer<typeof translateResumeRequestSchema>;

export const translateResumeResponseSchema = okResponse({
  data: z.object({
    /** The new resume in the target language. */
    resume_token: z.string(),
    /** The resume it was translated from. */
    source_token: z.string(),
    document_language: z.enum(TRANSLATION_TARGETS),
    /** Fields copied as written, to translate by hand ('summary', 'work.0.workDescription', …). */
    untranslated: z.array(z.string()),
    untranslated_count: z.number().int().min(0),
  }),
});
export type TranslateResumeResponse = z.infer<typeof translateResumeResponseSchema>;

/** One entry of the German source that changed since the English version last took it over. */
export const sourceChangeSchema = z.object({
  section: z.enum(['work', 'education']),
  /** changed: structural fields differ; added: new in the source; removed: gone from the source. */
  kind: z.enum(['changed', 'added', 'removed']),
  /** The entry's place in the source (added, changed) or in the version last taken over (removed). */
  index: z.number().int().min(0),
  /** The fields that changed ('title', 'startYear', 'endMonth', 'check', …); empty for added and removed. */
  fields: z.array(z.string()),
  /** The German job title or degree, and the employer or school, to name the entry by. */
  title: z.string(),
  name: z.string(),
});
export type SourceChange = z.infer<typeof sourceChangeSchema>;

/** GET /resume/translate/changes?resume_token=…: what changed in the German source of an English version. */
export const sourceChangesQuerySchema = z.object({ resume_token: resumeTokenSchema });
export const sourceChangesResponseSchema = okResponse({
  data: z.object({
    /** The German source; null when the resume is no translation or its source was deleted. */
    source_token: z.string().nullable(),
    /** When the source's changed sections were last saved (ISO); null when nothing changed. */
    changed_at: z.string().nullable(),
    changes: z.array(sourceChangeSchema),
  }),
});
export type SourceChangesResponse = z.infer<typeof sourceChangesResponseSchema>;

/**
 * POST /resume/translate/changes: takes the source's changes over into the English version — new
 * entries translated, dates and places copied — and keeps every English text the applicant wrote.
 */
export const acceptSourceChangesRequestSchema = z.object({ resume_token: resumeTokenSchema });
export const acceptSourceChangesResponseSchema = okResponse({
  data: z.object({
    taken_over: z.number().int().min(0),
    untranslated_count: z.number().int().min(0),
  }),
});
export type AcceptSourceChangesResponse = z.infer<typeof acceptSourceChangesResponseSchema>;
