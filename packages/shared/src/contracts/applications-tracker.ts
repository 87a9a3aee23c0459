import { z } from 'zod';
import { applicationExportRequestSchema } from './attachments';
import { idSchema, okResponse, optionalText, resumeTokenSchema, safeString, text } from './common';
import { jobAdTextSchema } from './letter-draft';
import { optionalWebUrl, webUrlSchema } from './web-url';

/** Where an application stands, in the order a board shows its columns. */
export const APPLICATION_STATUSES = [
  'saved',
  'applied',
  'acknowledged',
  'interview',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error:
    'Unbekannter Status. Erlaubt: Gemerkt, Beworben, Eingangsbestätigung, Vorstellungsgespräch, Zusage, Absage, Zurückgezogen.',
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** A closed application needs no follow-up: no reminder, nothing due on the board. */
export const CLOSED_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['offer', 'rejected', 'withdrawn'];

export const TRACKER_LIMITS = { company: 120, position: 150, contactName: 120, notes: 5_000 } as const;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused), or '' for none. */
export const isRealDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};
const daySchema = (field: string) =>
  safeString({ error: `${field} muss ein Datum sein.` }).refine(
    (value) => value === '' || isRealDay(value),
    `${field}: bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.`,
  );

const required = (field: string, max: number) =>
  safeString({ error: `${field} ist ein Pflichtfeld.` })
    .trim()
    .min(1, `${field} ist ein Pflichtfeld.`)
    .max(max, `${field}: höchstens ${max} Zeichen.`);

const CONTACT_EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse der Kontaktperson ein.';
/** Lower-cased and trimmed, as account addresses are; '' for none. */
const contactEmailSchema = safeString({ error: CONTACT_EMAIL_MESSAGE })
  .trim()
  .max(254, 'E-Mail der Kontaktperson: höchstens 254 Zeichen.')
  .pipe(z.union([z.literal(''), z.email(CONTACT_EMAIL_MESSAGE)], { error: CONTACT_EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

/** The fields a user edits; create takes them with defaults, PUT takes any subset. */
const editable = {
  company: required('Die Firma', TRACKER_LIMITS.company),
  position: required('Die Position', TRACKER_LIMITS.position),
  job_ad_text: jobAdTextSchema,
  job_ad_url: webUrlSchema(),
  contact_name: text(TRACKER_LIMITS.contactName),
  contact_email: contactEmailSchema,
  letter_id: idSchema('Die Anschreiben-ID').nullable(),
  status: applicationStatusSchema,
  applied_at: daySchema('Beworben am'),
  follow_up_at: daySchema('Nachfassen am'),
  notes: safeString().max(TRACKER_LIMITS.notes, `Notizen: höchstens ${TRACKER_LIMITS.notes} Zeichen.`),
};

export const createTrackedApplicationSchema = z.object({
  resume_token: resumeTokenSchema,
  company: editable.company,
  position: editable.position,
  job_ad_text: editable.job_ad_text.optional().default(''),
  job_ad_url: optionalWebUrl(),
  contact_name: optionalText(TRACKER_LIMITS.contactName),
  contact_email: editable.contact_email.optional().default(''),
  letter_id: editable.letter_id.optional().default(null),
  status: editable.status.optional().default('saved'),
  applied_at: editable.applied_at.optional().default(''),
  follow_up_at: editable.follow_up_at.optional().default(''),
  notes: editable.notes.optional().default(''),
});
export type CreateTrackedApplication = z.input<typeof createTrackedApplicationSchema>;
export type TrackedApplicationInput = z.infer<typeof createTrackedApplicationSchema>;

/** PUT /applications/{id}: any subset; a field not sent stays as stored. */
export const updateTrackedApplicationSchema = z
  .object({ resume_token: resumeTokenSchema, ...editable })
  .partial()
  .strict();
export type UpdateTrackedApplication = z.input<typeof updateTrackedApplicationSchema>;

export const statusChangeSchema = z.object({ status: applicationStatusSchema, changed_at: z.string() });
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const APPLICATION_SEND_FORMATS = ['mappe', 'separate'] as const;
export type ApplicationSendFormat = (typeof APPLICATION_SEND_FORMATS)[number];
/** What portals and most inboxes take in one e-mail. */
export const SEND_MAX_BYTES = 5 * 1024 * 1024;
/** Sendings per account in 24 hours: enough for a busy week, too few for spam. */
export const SENDS_PER_DAY = 20;
export const SEND_LIMITS = { subject: 200, message: 5_000 } as const;

/**
 * `delivered`: the employer's mail server accepted it; `pending`: it waits in the outbox and is
 * tried again; `refused`: the server refused the address for good (`error` says why).
 */
export const applicationSendSchema = z.object({
  to: z.string(),
  sent_at: z.string(),
  format: z.enum(APPLICATION_SEND_FORMATS),
  bytes: z.number().int(),
  compressed: z.boolean(),
  delivery: z.enum(['delivered', 'pending', 'refused']),
  error: z.string().nullable(),
});
export type ApplicationSend = z.infer<typeof applicationSendSchema>;

/** The Mappe as it was sent: kept with the application, unchanged when the CV changes later. */
export const frozenMappeSchema = z.object({
  frozen_at: z.string(),
  bytes: z.number().int(),
  pages: z.number().int(),
  file_name: z.string(),
});

export const trackedApplicationSchema = z.object({
  id: z.number().int(),
  /** null once the resume was deleted; the application and its sent PDF stay. */
  resume_token: z.string().nullable(),
  resume_name: z.string(),
  company: z.string(),
  position: z.string(),
  job_ad_text: z.string(),
  job_ad_url: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  letter_id: z.number().int().nullable(),
  status: applicationStatusSchema,
  applied_at: z.string(),
  follow_up_at: z.string(),
  /** The follow-up day has come and the application is still open. */
  follow_up_due: z.boolean(),
  follow_up_mailed_at: z.string().nullable(),
  notes: z.string(),
  history: z.array(statusChangeSchema),
  frozen: frozenMappeSchema.nullable(),
  /** Set when the application is sent from Vita. */
  sent_at: z.string().nullable(),
  sent_to: z.string().nullable(),
  /** The last sending from Vita and what became of its e-mail. */
  last_send: applicationSendSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TrackedApplication = z.infer<typeof trackedApplicationSchema>;

export const trackedApplicationResponseSchema = okResponse({ data: trackedApplicationSchema });
export const trackedApplicationListResponseSchema = okResponse({ data: z.array(trackedApplicationSchema) });
export const trackedApplicationIdParamSchema = z.object({ id: idSchema('Die Bewerbungs-ID') });

/** POST /applications/{id}/freeze: which Mappe to keep; the resume and letter are the application's. */
export const freezeApplicationRequestSchema = applicationExportRequestSchema
  .omit({ resume_token: true, letter_id: true })
  .prefault({});
export type FreezeApplicationRequest = z.input<typeof freezeApplicationRequestSchema>;

const RECIPIENT_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse des Empfängers ein.';

/** POST /applications/{id}/send: to whom, the mail's words, and which Mappe (as for the freeze). */
export const sendApplicationRequestSchema = applicationExportRequestSchema
  .omit({ resume_token: true, letter_id: true })
  .extend({
    to: safeString({ error: RECIPIENT_MESSAGE })
      .trim()
      .max(254, RECIPIENT_MESSAGE)
      .pipe(z.email(RECIPIENT_MESSAGE))
      .transform((email) => email.toLowerCase()),
    subject: optionalText(SEND_LIMITS.subject),
    message: safeString()
      .max(SEND_LIMITS.message, `Nachricht: höchstens ${SEND_LIMITS.message} Zeichen.`)
      .optional()
      .default(''),
    format: z
      .enum(APPLICATION_SEND_FORMATS, { error: 'Format: „mappe“ (ein PDF) oder „separate“ (einzelne PDFs).' })
      .optional()
      .default('mappe'),
  });
export type SendApplicationRequest = z.input<typeof sendApplicationRequestSchema>;

/** GET /applications/{id}/send-draft: the e-mail as Vita would write it, to be read and changed. */
export const sendDraftSchema = z.object({
  to: z.string(),
  subject: z.string(),
  message: z.string(),
  reply_to: z.string(),
  sent_today: z.number().int(),
  sends_per_day: z.number().int(),
});
export type SendDraft = z.infer<typeof sendDraftSchema>;
export const sendDraftResponseSchema = okResponse({ data: sendDraftSchema });

/** An application in the GDPR export: as the API answers it, with the sent PDF (base64) if kept. */
export const trackedApplicationExportSchema = trackedApplicationSchema.extend({
  sent_pdf_base64: z.string().nullable(),
});
