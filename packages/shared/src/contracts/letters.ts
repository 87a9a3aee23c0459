import { z } from 'zod';
import { LETTER_LIMITS } from '../constants';
import { idSchema, okResponse, optionalText, resumeTokenSchema, richTextSchema, text } from './common';
import { EMPTY_LETTER_ANSWERS, jobAdTextSchema, letterAnswersSchema } from './letter-draft';

/** A calendar day as the API carries it, whatever the UI language shows: YYYY-MM-DD, or ''. */
const isoDayText = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Datum im Format JJJJ-MM-TT.');
export const isoDaySchema = isoDayText.optional().default('');

/** The address field of a DIN 5008 letter (window envelope): company, contact, street, PLZ and Ort. */
export const letterRecipientSchema = z.object({
  company: optionalText(120),
  /** "Frau Dr. Anna Berger"; the salutation is derived from it unless the user changed it. */
  contact: optionalText(120),
  street: optionalText(120),
  zip: optionalText(10),
  city: optionalText(80),
});
export type LetterRecipient = z.infer<typeof letterRecipientSchema>;

/** The sender block. Empty fields fall back to the resume's heading when the letter is shown. */
export const letterSenderSchema = z.object({
  name: optionalText(120),
  street: optionalText(120),
  zip_city: optionalText(120),
  phone: optionalText(40),
  email: optionalText(120),
});
export type LetterSender = z.infer<typeof letterSenderSchema>;

/** How the letter's date is written (both are DIN 5008 forms): 25.11.2026 or 25. November 2026. */
export const LETTER_DATE_STYLES = ['numeric', 'long'] as const;
/** Tighter spacing levels the editor offers when the text outgrows the one page (0 = template's own). */
export const LETTER_TIGHTEN_MAX = 3;

/** Every field of an Anschreiben. Create takes them with defaults; PUT takes any subset. */
export const letterFieldsSchema = z.object({
  /** The name in My Resume; defaults to the employer. */
  name: optionalText(LETTER_LIMITS.name),
  recipient: letterRecipientSchema.optional().default(letterRecipientSchema.parse({})),
  sender: letterSenderSchema.optional().default(letterSenderSchema.parse({})),
  /** The position applied for: the Deckblatt's "Bewerbung als …". */
  position: optionalText(LETTER_LIMITS.position),
  /** Printed in bold, without the word "Betreff" (DIN 5008). */
  subject: optionalText(LETTER_LIMITS.subject),
  salutation: optionalText(LETTER_LIMITS.salutation),
  body: richTextSchema.optional().default(''),
  closing: optionalText(LETTER_LIMITS.closing).transform((value) => value || 'Mit freundlichen Grüßen'),
  place: optionalText(LETTER_LIMITS.place),
  date: isoDaySchema,
  date_style: z.enum(LETTER_DATE_STYLES).optional().default('numeric'),
  /** Whether the "Anlagen" line lists the attachments that go with the letter. */
  show_enclosures: z.boolean().optional().default(true),
  /**
   * The DIN 5008 address window (fold marks, Rücksendeangabe): null follows the resume's document
   * language (on for German letters, off for English ones, which get a plain business letter).
   */
  address_window: z.boolean().nullable().optional().default(null),
  tighten: z.number().int().min(0).max(LETTER_TIGHTEN_MAX).optional().default(0),
  /** The job ad pasted for the first draft, kept with the letter. */
  job_ad: jobAdTextSchema.optional().default(''),
  /** Start date, salary and motivation as the applicant wrote them, for the first draft. */
  answers: letterAnswersSchema.optional().default(EMPTY_LETTER_ANSWERS),
});
export type LetterFields = z.infer<typeof letterFieldsSchema>;

export const createLetterRequestSchema = letterFieldsSchema.extend({ resume_token: resumeTokenSchema });
export type CreateLetterRequest = z.input<typeof createLetterRequestSchema>;

/** PUT /letters/{id}: any subset, without defaults (a field not sent stays as stored); a nested object replaces the stored one whole. */
export const updateLetterRequestSchema = z
  .object({
    name: text(LETTER_LIMITS.name),
    recipient: letterRecipientSchema,
    sender: letterSenderSchema,
    position: text(LETTER_LIMITS.position),
    subject: text(LETTER_LIMITS.subject),
    salutation: text(LETTER_LIMITS.salutation),
    body: richTextSchema,
    closing: text(LETTER_LIMITS.closing),
    place: text(LETTER_LIMITS.place),
    date: isoDayText,
    date_style: z.enum(LETTER_DATE_STYLES),
    show_enclosures: z.boolean(),
    address_window: z.boolean().nullable(),
    tighten: z.number().int().min(0).max(LETTER_TIGHTEN_MAX),
    job_ad: jobAdTextSchema,
    answers: z.object({
      start_date: text(LETTER_LIMITS.startDate),
      salary: text(LETTER_LIMITS.salary),
      motivation: text(LETTER_LIMITS.motivation),
    }),
  })
  .partial();
export type UpdateLetterRequest = z.input<typeof updateLetterRequestSchema>;

/** A stored letter as answered: every field present. Built without the create defaults' transform,
 * which the response serializer cannot run backwards. */
export const letterSchema = updateLetterRequestSchema.required().extend({
  id: z.number().int(),
  resume_token: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Letter = z.infer<typeof letterSchema>;

export const letterResponseSchema = okResponse({
  data: letterSchema,
});
export const letterListResponseSchema = okResponse({
  data: z.array(letterSchema),
});
export const listByResumeQuerySchema = z.object({ resume_token: resumeTokenSchema });
export const letterIdParamSchema = z.object({ id: idSchema('Die Anschreiben-ID') });
/**
 * GET/PUT/DELETE /letters/{id}: an anonymous resume's letter also needs its resume_token (letter
 * ids are counted up, the token is the capability); an owned one needs the owner's login.
 */
export const letterAccessQuerySchema = z.object({ resume_token: resumeTokenSchema.optional() });
