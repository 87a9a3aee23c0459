import { z } from 'zod';
import { okResponse, resumeTokenSchema } from './common';

/** The rules of the Lebenslauf-Check, each with one id on the wire (docs/decisions/cv-check.md). */
export const CV_CHECK_RULES = [
  'gap',
  'overlap',
  'date_missing',
  'date_future',
  'date_format',
  'current_not_marked',
  'length',
  'bullet_length',
  'summary_length',
  'skills_count',
  'skill_repeats_bullet',
  'language_level',
  'school_after_degree',
  'email_missing',
  'phone_missing',
  'email_not_a_name',
  'signature_date',
  'spelling',
  'photo_small',
] as const;
export type CvCheckRule = (typeof CV_CHECK_RULES)[number];

export const CV_CHECK_SEVERITIES = ['high', 'medium', 'low'] as const;
export type CvCheckSeverity = (typeof CV_CHECK_SEVERITIES)[number];

/** Points one finding of a severity takes off 100; a rule counts at most `maxPerRule` times. */
export const CV_CHECK_COSTS = { high: 12, medium: 6, low: 2 } as const satisfies Record<
  CvCheckSeverity,
  number
>;
export const CV_CHECK_MAX_PER_RULE = 3;

/** Where a finding is fixed: a wizard step (its entry by stored index), or the whole document. */
export const CV_CHECK_SECTIONS = [
  'heading',
  'work',
  'education',
  'skills',
  'summary',
  'languages',
  'signature',
  'document',
] as const;
export type CvCheckSection = (typeof CV_CHECK_SECTIONS)[number];

export const CV_CHECK_LIMITS = { maxPages: 30 } as const;

export const cvCheckRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  /** Language of messages and fixes; German by default. */
  lang: z.enum(['de', 'en'], { error: "lang muss 'de' oder 'en' sein." }).optional().default('de'),
  /**
   * Pages of the resume as the live preview paginates it (only the browser lays the template
   * out); without it the server estimates from the text.
   */
  pages: z
    .number({ error: 'pages muss eine Zahl sein.' })
    .int('pages muss eine ganze Zahl sein.')
    .min(1, 'pages muss mindestens 1 sein.')
    .max(CV_CHECK_LIMITS.maxPages, `pages darf höchstens ${CV_CHECK_LIMITS.maxPages} sein.`)
    .optional(),
});
export type CvCheckRequest = z.input<typeof cvCheckRequestSchema>;

export const cvCheckFindingSchema = z.object({
  rule: z.enum(CV_CHECK_RULES),
  severity: z.enum(CV_CHECK_SEVERITIES),
  section: z.enum(CV_CHECK_SECTIONS),
  /** Index of the entry in its stored list (work, education), for the edit link. */
  entry: z.number().int().min(0).optional(),
  message: z.string(),
  fix: z.string(),
});
export type CvCheckFinding = z.infer<typeof cvCheckFindingSchema>;

export const cvCheckResponseSchema = okResponse({
  /** 100 minus the cost of each finding (`costs`), each rule counted at most three times; never below 0. */
  score: z.number().int().min(0).max(100),
  /** How the score came about, in the language asked for. */
  explanation: z.string(),
  costs: z.object({ high: z.number(), medium: z.number(), low: z.number() }),
  /** The page count the length rule used, and whether it came from the preview or an estimate. */
  pages: z.object({ count: z.number().int(), estimated: z.boolean() }),
  /** Section titles in the order an applicant-tracking system reads the chosen template's PDF. */
  reading_order: z.array(z.string()),
  findings: z.array(cvCheckFindingSchema),
});
export type CvCheckResponse = z.infer<typeof cvCheckResponseSchema>;
