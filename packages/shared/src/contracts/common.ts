import { z } from 'zod';
import { RESUME_TOKEN_PATTERN, TEMPLATE_IDS } from '../constants';

export const resumeTokenSchema = z
  .string({ error: 'resume_token fehlt.' })
  .regex(RESUME_TOKEN_PATTERN, 'resume_token ist ungültig (32 Hex-Zeichen erwartet).');

export const templateIdSchema = z.coerce
  .number({ error: 'resume_template_id muss eine Zahl sein.' })
  .int()
  .refine((id) => (TEMPLATE_IDS as readonly number[]).includes(id), 'Unbekannte Vorlage.');

/** Free text the user typed: bounded so a hostile payload cannot fill the database. */
export const text = (max = 500) => z.string().max(max, `Höchstens ${max} Zeichen.`);
export const optionalText = (max = 500) => text(max).optional().default('');

/** Rich text (HTML). Sanitised with the allowlist on the server before it is stored. */
export const richTextSchema = z.string().max(50_000, 'Der Text ist zu lang (höchstens 50.000 Zeichen).');

export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'Die ID muss eine Zahl sein.' }).int().positive('Die ID muss positiv sein.'),
});

/**
 * Every error the API returns: `{ status, message, errors? }` (errors: field → reason). Account,
 * billing and auth errors add a stable `code`, and a few codes one more field; they are named here
 * because the response schemas let nothing else through.
 */
export const apiErrorSchema = z.object({
  status: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
  /** Registration's `email_taken`: the spec's `error.email` list. */
  error: z.record(z.string(), z.array(z.string())).optional(),
  /** `invalid_code` of /reset-password: wrong tries left before the code is locked. */
  attempts_left: z.number().optional(),
  /** A declined payment (402): the bank's reason as Stripe names it. */
  decline_code: z.string().nullable().optional(),
  /** `already_subscribed`: the running subscription. */
  gateway_payment_id: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A success that carries nothing but its message. */
export const okSchema = z.object({ status: z.literal(200), message: z.string() });

/** GET /health. */
export const healthResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  database: z.enum(['pglite', 'postgres']),
});
