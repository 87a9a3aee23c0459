import { z } from 'zod';
import { okResponse, resumeTokenSchema, richTextSchema } from './common';

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
    /** The new resume's strength, lowered for the fields still to translate (absent from older servers). */
    resume_strength: z.number().int().min(0).optional(),
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

/** GET /resume/translate/fields?resume_token=<English version>: the fields still to translate. */
export const translationFieldsQuerySchema = z.object({ resume_token: resumeTokenSchema });
export type TranslationFieldsQuery = z.infer<typeof translationFieldsQuerySchema>;

export const translationFieldSchema = z.object({
  /** As in `untranslated`: 'summary', 'work.0.workDescription', … (the web builds the label from it). */
  key: z.string(),
  /** Rich text (HTML from the allowlist) or one line of plain text. */
  rich: z.boolean(),
  /** The text in the German source; null when the source is gone or no longer has the field. */
  german: z.string().nullable(),
  /** The English version's current text (at first the German text, copied). */
  english: z.string(),
});
export type TranslationField = z.infer<typeof translationFieldSchema>;

export const translationFieldsResponseSchema = okResponse({
  data: z.object({
    resume_token: z.string(),
    /** The German source; null when it was deleted or the caller may not read it. */
    source_token: z.string().nullable(),
    fields: z.array(translationFieldSchema),
    untranslated_count: z.number().int().min(0),
  }),
});
export type TranslationFieldsResponse = z.infer<typeof translationFieldsResponseSchema>;

/**
 * PUT /resume/translate/fields: stores one field of the English version (checked and sanitised
 * as every save) and takes it off the list. Without `value` the field is marked translated as it is.
 */
export const saveTranslationFieldRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  key: z.string({ error: 'key fehlt.' }).max(80, 'key ist zu lang.'),
  value: richTextSchema.optional(),
});
export type SaveTranslationFieldRequest = z.infer<typeof saveTranslationFieldRequestSchema>;

export const saveTranslationFieldResponseSchema = okResponse({
  data: z.object({
    key: z.string(),
    /** The text as stored (rich text sanitised). */
    value: z.string(),
    untranslated: z.array(z.string()),
    untranslated_count: z.number().int().min(0),
  }),
});
export type SaveTranslationFieldResponse = z.infer<typeof saveTranslationFieldResponseSchema>;
