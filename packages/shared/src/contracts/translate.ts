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
    /** The new resume's strength, lowered for the fields still to translate (absent from older servers). */
    resume_strength: z.number().int().min(0).optional(),
  }),
});
export type TranslateResumeResponse = z.infer<typeof translateResumeResponseSchema>;
