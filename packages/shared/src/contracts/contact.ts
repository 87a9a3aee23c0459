import { z } from 'zod';
import { LEGAL_FORM_LIMITS } from '../constants';
import { emailSchema } from './accounts';
import { okResponse, safeString } from './common';

/**
 * POST /contact-message: the e-mail form of /accessibility (spec 02 §2.11, where its Submit does
 * nothing: Vita sends it) and of /kontakt. No login; the message goes to the operator's mailbox.
 */
export const CONTACT_TOPICS = ['accessibility', 'general'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A name is one line: it goes into the subject. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

export const CONTACT_MESSAGE_MAX = LEGAL_FORM_LIMITS.message;

export const contactMessageRequestSchema = z.object({
  topic: z.enum(CONTACT_TOPICS, { error: 'topic muss accessibility oder general sein.' }).default('general'),
  name: safeString({ error: 'Bitte geben Sie Ihren Namen an.' })
    .trim()
    .min(1, 'Bitte geben Sie Ihren Namen an.')
    .max(LEGAL_FORM_LIMITS.name, `Höchstens ${LEGAL_FORM_LIMITS.name} Zeichen.`)
    .refine((value) => !CONTROL.test(value) && !LINE_BREAK.test(value), 'Enthält unzulässige Zeichen.'),
  email: emailSchema,
  message: safeString({ error: 'Bitte schreiben Sie uns Ihre Frage oder Ihr Anliegen.' })
    .trim()
    .min(1, 'Bitte schreiben Sie uns Ihre Frage oder Ihr Anliegen.')
    .max(CONTACT_MESSAGE_MAX, `Höchstens ${CONTACT_MESSAGE_MAX} Zeichen.`)
    .refine((value) => !CONTROL.test(value), 'Enthält unzulässige Zeichen.'),
});
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

export const contactMessageResponseSchema = okResponse({
  data: z.object({ received_at: z.string() }),
});
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
