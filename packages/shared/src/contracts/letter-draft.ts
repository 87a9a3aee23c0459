import { z } from 'zod';
import { LETTER_LIMITS } from '../constants';
import { okResponse, optionalText, resumeTokenSchema, safeString } from './common';
import { JOB_MATCH_LIMITS } from './job-match';

/** What only the applicant can say: asked in the editor as named fields, never left as "[…]" in the text. */
export const LETTER_ANSWER_FIELDS = ['start_date', 'salary', 'motivation'] as const;
export type LetterAnswerField = (typeof LETTER_ANSWER_FIELDS)[number];

export const letterAnswersSchema = z.object({
  /** "zum 1. März 2027", "ab sofort". */
  start_date: optionalText(LETTER_LIMITS.startDate),
  /** "52.000 € brutto im Jahr". */
  salary: optionalText(LETTER_LIMITS.salary),
  /** Why this job, in the applicant's own words: the draft takes it as written. */
  motivation: optionalText(LETTER_LIMITS.motivation),
});
export type LetterAnswers = z.infer<typeof letterAnswersSchema>;
export const EMPTY_LETTER_ANSWERS: LetterAnswers = { start_date: '', salary: '', motivation: '' };

export const jobAdTextSchema = safeString({ error: 'Die Stellenanzeige muss ein Text sein.' }).max(
  JOB_MATCH_LIMITS.maxAdChars,
  `Die Stellenanzeige ist zu lang (höchstens ${JOB_MATCH_LIMITS.maxAdChars.toLocaleString('de-DE')} Zeichen).`,
);

/** POST /letter-draft: the ad, the letter's position and company, and the applicant's answers. */
export const letterDraftRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  ad_text: jobAdTextSchema.optional().default(''),
  position: optionalText(LETTER_LIMITS.position),
  company: optionalText(LETTER_LIMITS.company),
  answers: letterAnswersSchema.optional().default(EMPTY_LETTER_ANSWERS),
});
export type LetterDraftRequest = z.input<typeof letterDraftRequestSchema>;

/**
 * Where a sentence of the draft comes from. `ad`: a task or requirement as the ad words it;
 * `resume`: a CV entry or line ("Berufserfahrung: Kauffrau im Einzelhandel, …"); `letter`: the
 * letter's own position or company; `answer`: a named field the applicant filled; `convention`:
 * the closing line, which states nothing about the applicant.
 */
export const draftSourceSchema = z.object({
  kind: z.enum(['ad', 'resume', 'letter', 'answer', 'convention']),
  text: z.string(),
});
export type DraftSource = z.infer<typeof draftSourceSchema>;

export const draftSentenceSchema = z.object({
  text: z.string(),
  sources: z.array(draftSourceSchema).min(1),
});
export type DraftSentence = z.infer<typeof draftSentenceSchema>;

/** A paragraph of sentences, or a list whose items are sentences. */
export const draftBlockSchema = z.object({
  kind: z.enum(['paragraph', 'list']),
  sentences: z.array(draftSentenceSchema),
});
export type DraftBlock = z.infer<typeof draftBlockSchema>;

export const letterDraftSchema = z.object({
  /** "Bewerbung als Filialleitung (m/w/d)": the one place the gender marker belongs. */
  subject: z.string(),
  blocks: z.array(draftBlockSchema),
  /** The ad's tasks, as it words them. */
  tasks: z.array(z.string()),
  /** The tasks the draft answers with the CV's experience. */
  tasks_named: z.array(z.string()),
  /** Answers the ad asks for (salary, start date) that are still empty: the editor points to their fields. */
  asks: z.array(z.enum(LETTER_ANSWER_FIELDS)),
});
export type LetterDraft = z.infer<typeof letterDraftSchema>;

export const letterDraftResponseSchema = okResponse({ data: letterDraftSchema });
export type LetterDraftResponse = z.infer<typeof letterDraftResponseSchema>;
