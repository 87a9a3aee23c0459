import { z } from 'zod';
import { idSchema, okResponse, resumeTokenSchema, safeString } from './common';

export const SHARE_LINK_LIMITS = { label: 120, passwordMin: 4, passwordMax: 128 } as const;

const LABEL_MESSAGE = 'Bitte geben Sie eine Bezeichnung für den Link ein (z. B. die Firma).';

/** An instant in the future the link stops working; ISO date-time or a YYYY-MM-DD day (end of day, UTC). */
const expiresAtSchema = safeString({ error: 'Gültig bis muss ein Datum sein.' })
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) && !Number.isNaN(Date.parse(value)),
    'Gültig bis: bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.',
  )
  .transform((value) => (value.length === 10 ? `${value}T23:59:59.999Z` : new Date(value).toISOString()));

export const createShareLinkSchema = z.object({
  resume_token: resumeTokenSchema,
  label: safeString({ error: LABEL_MESSAGE })
    .trim()
    .min(1, LABEL_MESSAGE)
    .max(SHARE_LINK_LIMITS.label, `Bezeichnung: höchstens ${SHARE_LINK_LIMITS.label} Zeichen.`),
  expires_at: expiresAtSchema.nullable().optional().default(null),
  password: safeString({ error: 'Das Passwort muss ein Text sein.' })
    .min(SHARE_LINK_LIMITS.passwordMin, `Passwort: mindestens ${SHARE_LINK_LIMITS.passwordMin} Zeichen.`)
    .max(SHARE_LINK_LIMITS.passwordMax, `Passwort: höchstens ${SHARE_LINK_LIMITS.passwordMax} Zeichen.`)
    .nullable()
    .optional()
    .or(z.literal(''))
    .transform((value) => (value ? value : null)),
  allow_download: z
    .boolean({ error: 'allow_download muss wahr oder falsch sein.' })
    .optional()
    .default(false),
});
export type CreateShareLink = z.input<typeof createShareLinkSchema>;
export type ShareLinkInput = z.infer<typeof createShareLinkSchema>;

export const shareLinkListQuerySchema = z.object({ resume_token: resumeTokenSchema });
export const shareLinkIdParamSchema = z.object({ id: idSchema('Die Link-ID') });

export const shareLinkSchema = z.object({
  id: z.number().int(),
  /** Same-origin path `/s/<slug>`; the client prefixes its origin. */
  url: z.string(),
  label: z.string(),
  expires_at: z.string().nullable(),
  allow_download: z.boolean(),
  has_password: z.boolean(),
  views: z.number().int(),
  downloads: z.number().int(),
  last_viewed_at: z.string().nullable(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkResponseSchema = okResponse({ data: shareLinkSchema });
export const shareLinkListResponseSchema = okResponse({ data: z.array(shareLinkSchema) });
