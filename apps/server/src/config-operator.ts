import { z } from 'zod';

/**
 * Who runs this Vita: the operator's identity, shown in the Impressum, the AGB, the payment page
 * and on every invoice. In production the pages must never show a placeholder instead, so the
 * identity is required there like the payment provider.
 */
export const operatorEnvShape = {
  /** Full name with legal form: 'Vita Software GmbH'. */
  OPERATOR_NAME: z.string().trim().min(1).optional(),
  /** Postal address, its lines separated by commas: 'Musterstraße 1, 10115 Berlin'. */
  OPERATOR_ADDRESS: z.string().trim().min(1).optional(),
  OPERATOR_EMAIL: z.email({ error: 'muss eine gültige E-Mail-Adresse sein' }).optional(),
  OPERATOR_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()/-]{6,30}$/, {
      error: 'muss eine Telefonnummer sein (Ziffern, Leerzeichen, + ( ) / -)',
    })
    .optional(),
  /** USt-IdNr. (DE123456789), or the Steuernummer where there is none: printed on every invoice. */
  OPERATOR_VAT_ID: z.string().trim().min(1).optional(),
  /** Optional: 'Vertreten durch' in the Impressum. */
  OPERATOR_REPRESENTATIVE: z.string().trim().min(1).optional(),
  /** Optional: register court and number, 'Amtsgericht Berlin-Charlottenburg, HRB 123456'. */
  OPERATOR_REGISTER: z.string().trim().min(1).optional(),
  /** Optional: the data-protection authority named in the privacy notice. */
  OPERATOR_SUPERVISORY_AUTHORITY: z.string().trim().min(1).optional(),
  /** Optional: the data-protection officer's name and contact. */
  OPERATOR_DATA_PROTECTION_OFFICER: z.string().trim().min(1).optional(),
};

const REQUIRED_IN_PRODUCTION = [
  'OPERATOR_NAME',
  'OPERATOR_ADDRESS',
  'OPERATOR_EMAIL',
  'OPERATOR_PHONE',
  'OPERATOR_VAT_ID',
] as const;

type OperatorEnv = { [K in keyof typeof operatorEnvShape]?: string | undefined };

export type OperatorConfig = {
  name: string | null;
  /** The address's lines (street, town, …). */
  addressLines: string[];
  email: string | null;
  phone: string | null;
  vatId: string | null;
  representative: string | null;
  register: string | null;
  supervisoryAuthority: string | null;
  dataProtectionOfficer: string | null;
};

/** NODE_ENV=production: every required OPERATOR_ variable that is missing is listed. */
export function checkOperator(env: OperatorEnv & { NODE_ENV?: string }, ctx: z.RefinementCtx) {
  if (env.NODE_ENV !== 'production') return;
  for (const key of REQUIRED_IN_PRODUCTION) {
    if (env[key]) continue;
    ctx.addIssue({
      code: 'custom',
      path: [key],
      message:
        'fehlt: im Produktivbetrieb (NODE_ENV=production) nennen Impressum, AGB, Zahlungsseite und Rechnungen den Betreiber',
    });
  }
}

export function operatorOf(env: OperatorEnv): OperatorConfig {
  return {
    name: env.OPERATOR_NAME ?? null,
    addressLines: (env.OPERATOR_ADDRESS ?? '').split(/\s*(?:,|\n)\s*/).filter((line) => line.length > 0),
    email: env.OPERATOR_EMAIL ?? null,
    phone: env.OPERATOR_PHONE ?? null,
    vatId: env.OPERATOR_VAT_ID ?? null,
    representative: env.OPERATOR_REPRESENTATIVE ?? null,
    register: env.OPERATOR_REGISTER ?? null,
    supervisoryAuthority: env.OPERATOR_SUPERVISORY_AUTHORITY ?? null,
    dataProtectionOfficer: env.OPERATOR_DATA_PROTECTION_OFFICER ?? null,
  };
}
