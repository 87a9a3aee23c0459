import { z } from 'zod';
import { RESUME_TOKEN_PATTERN, TEMPLATE_IDS } from '../constants';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text';

export const resumeTokenSchema = z
  .string({ error: 'resume_token fehlt.' })
  .regex(RESUME_TOKEN_PATTERN, 'resume_token ist ungültig (32 Hex-Zeichen erwartet).');

export const templateIdSchema = z.coerce
  .number({ error: 'resume_template_id muss eine Zahl sein.' })
  .int()
  .refine((id) => (TEMPLATE_IDS as readonly number[]).includes(id), 'Unbekannte Vorlage.');

/**
 * The resume a write goes to: its token, and the template chosen when the write creates it
 * (01 §7: the first save of a resume creates it in that template).
 */
export const resumeWriteTarget = {
  resume_token: resumeTokenSchema,
  resume_template_id: templateIdSchema.optional(),
};

/** Any string from outside: no NUL byte, no lone surrogate (see safe-text.ts). */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** Free text the user typed: bounded so a hostile payload cannot fill the database. */
export const text = (max = 500) => safeString().max(max, `Höchstens ${max} Zeichen.`);
export const optionalText = (max = 500) => text(max).optional().default('');

/** Rich text (HTML). Sanitised with the allowlist on the server before it is stored. */
export const richTextSchema = safeString().max(50_000, 'Der Text ist zu lang (höchstens 50.000 Zeichen).');

/** Serial ids are PostgreSQL `integer`s: anything outside 1 … 2^31-1 names no row. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id, as a JSON number or as decimal digits (path parameters are strings). `1e10`, `0x10`,
 * `1.5`, `-1` and numbers past MAX_ID are refused before they reach a query.
 */
export const idSchema = (field = 'Die ID') =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/)], { error: `${field} muss eine ganze Zahl sein.` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int(`${field} muss eine ganze Zahl sein.`)
        .min(1, `${field} muss positiv sein.`)
        .max(MAX_ID, `${field} ist zu groß.`),
    );

export const idParamSchema = z.object({ id: idSchema() });

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
  /** `letter_placeholders` (422): the prompts still in the letter, as written ("[Eintrittstermin]"). */
  placeholders: z.array(z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A success that carries nothing but its message. */
export const okSchema = z.object({ status: z.literal(200), message: z.string() });

/** A success answer: `status` 200 and the `message` the web may show, then what the route returns. */
export const okResponse = <Shape extends z.ZodRawShape>(shape: Shape) => okSchema.extend(shape);

/** GET /health. */
export const healthResponseSchema = okResponse({
  database: z.enum(['pglite', 'postgres']),
});

/** GET /livez: the process is up. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });

/** GET /readyz, 200 and 503 alike: each check is 'ok' or why it failed. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  ready: z.boolean(),
  stopping: z.boolean(),
  checks: z.object({ database: z.string(), migrations: z.string(), pdf: z.string() }),
});
