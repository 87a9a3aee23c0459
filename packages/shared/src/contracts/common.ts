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

/** Every error the API returns: `{ status, message, errors? }` (errors: field → reason). */
export const apiErrorSchema = z.object({
  status: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ status: z.literal(200), message: z.string() });
