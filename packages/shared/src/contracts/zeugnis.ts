import { z } from 'zod';
import { idSchema, okResponse, resumeTokenSchema, safeString } from './common';

export const ZEUGNIS_LIMITS = {
  /** Characters of one Zeugnis; a long one has 5,000–8,000. */
  maxChars: 30_000,
  /** An uploaded Zeugnis (PDF or Word). */
  maxBytes: 10 * 1024 * 1024,
} as const;

export const ZEUGNIS_PARTS = ['einleitung', 'aufgaben', 'leistung', 'verhalten', 'schluss'] as const;
export type ZeugnisPart = (typeof ZEUGNIS_PARTS)[number];
export const ZEUGNIS_LANGS = ['de', 'en'] as const;
export type ZeugnisLang = (typeof ZEUGNIS_LANGS)[number];

/** What a Zeugnis of this kind should say but does not. */
export const ZEUGNIS_MISSING = [
  'leistungsbereitschaft',
  'fachwissen',
  'arbeitsweise',
  'erfolge',
  'fuehrung',
  'zufriedenheit',
  'verhalten',
  'vorgesetzte',
  'bedauern',
  'dank',
  'zukunftswuensche',
] as const;
export type ZeugnisMissingKey = (typeof ZEUGNIS_MISSING)[number];

export const LEAVING_REASONS = [
  'eigener_wunsch',
  'einvernehmen',
  'betriebsbedingt',
  'befristung',
  'arbeitgeber',
  'zwischenzeugnis',
  'ohne_grund',
] as const;

const langSchema = z
  .enum(ZEUGNIS_LANGS, { error: 'lang muss „de“ oder „en“ sein.' })
  .optional()
  .default('de');

export const zeugnisTextSchema = safeString({ error: 'text muss ein Text sein.' })
  .trim()
  .min(1, 'Bitte fügen Sie den Text Ihres Arbeitszeugnisses ein.')
  .max(
    ZEUGNIS_LIMITS.maxChars,
    `Der Text ist zu lang (höchstens ${ZEUGNIS_LIMITS.maxChars.toLocaleString('de-DE')} Zeichen). Ein Arbeitszeugnis ist selten länger als drei Seiten.`,
  );

/** POST /zeugnis/analyze as JSON with a pasted text. */
export const zeugnisTextRequestSchema = z.strictObject({ text: zeugnisTextSchema, lang: langSchema });
/** POST /zeugnis/analyze as JSON for an Anlage of the caller's resume (owner only). */
export const zeugnisAttachmentRequestSchema = z.strictObject({
  attachment_id: idSchema('Die Anlagen-ID'),
  resume_token: resumeTokenSchema,
  lang: langSchema,
});
/**
 * The JSON forms of POST /zeugnis/analyze. The same call takes multipart with the file in `file`
 * (PDF or Word) and `lang` as a field.
 */
export const zeugnisAnalyzeRequestSchema = z.union([
  zeugnisTextRequestSchema,
  zeugnisAttachmentRequestSchema,
]);
export type ZeugnisAnalyzeRequest = z.input<typeof zeugnisAnalyzeRequestSchema>;

export const zeugnisSentenceSchema = z.object({
  text: z.string(),
  /** 1.0 (sehr gut) … 6.0 (ungenügend); absent where a sentence only reports facts. */
  grade: z.number().min(1).max(6).optional(),
  meaning: z.string(),
  why: z.string(),
});

export const zeugnisPartSchema = z.object({
  part: z.enum(ZEUGNIS_PARTS),
  grade: z.number().min(1).max(6).optional(),
  sentences: z.array(zeugnisSentenceSchema),
});

export const zeugnisAnalysisSchema = z.object({
  /** One decimal; null for an einfaches Zeugnis, which does not judge at all. */
  overall_grade: z.number().min(1).max(6).nullable(),
  kind: z.enum(['einfach', 'qualifiziert']),
  parts: z.array(zeugnisPartSchema),
  missing: z.array(z.object({ key: z.enum(ZEUGNIS_MISSING), label: z.string(), why: z.string() })),
  codes: z.array(z.object({ phrase: z.string(), meaning: z.string() })),
  leaving_reason: z
    .object({ key: z.enum(LEAVING_REASONS), label: z.string(), meaning: z.string() })
    .optional(),
});
export type ZeugnisAnalysis = z.infer<typeof zeugnisAnalysisSchema>;

export const zeugnisAnalyzeResponseSchema = okResponse(zeugnisAnalysisSchema.shape);
export type ZeugnisAnalyzeResponse = z.infer<typeof zeugnisAnalyzeResponseSchema>;
