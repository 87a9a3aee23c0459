import { z } from 'zod';
import { ACCOUNT_LIMITS, RESUME_NAME_MAX } from '../constants';
import { trackedApplicationExportSchema } from './applications-tracker';
import { okResponse, okSchema, resumeTokenSchema, safeString, text } from './common';
import { letterSchema } from './letters';
import { extraSubKeySchema } from './sections';
import { resumeJsonDataSchema, saveResumeObjectRequestSchema } from './snapshot';
import { resumeStyleSchema } from './style';

/** Accounts (spec 02 §3, §5, §7): field names and messages as the spec has them. */

export const MIN_PASSWORD_LENGTH = ACCOUNT_LIMITS.passwordMin;
export const MAX_EMAIL_LENGTH = ACCOUNT_LIMITS.email;
/** Long enough for any passphrase, short enough that hashing it cannot be abused. */
const MAX_PASSWORD_LENGTH = ACCOUNT_LIMITS.passwordMax;
const RESET_CODE = new RegExp(`^\\d{${ACCOUNT_LIMITS.resetCode}}$`);

const required = (message: string, max = 100) =>
  safeString({ error: message }).trim().min(1, message).max(max, `Höchstens ${max} Zeichen.`);

/** Stored and compared lower-cased and trimmed. */
export const emailSchema = safeString({ error: 'E-Mail ist ein Pflichtfeld.' })
  .trim()
  .min(1, 'E-Mail ist ein Pflichtfeld.')
  .max(MAX_EMAIL_LENGTH, `Höchstens ${MAX_EMAIL_LENGTH} Zeichen.`)
  .pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein.'))
  .transform((email) => email.toLowerCase());

const passwordSchema = (requiredMessage: string) =>
  safeString({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(MIN_PASSWORD_LENGTH, `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`)
    .max(MAX_PASSWORD_LENGTH, `Höchstens ${MAX_PASSWORD_LENGTH} Zeichen.`);

/** A login password is only checked, never judged: an old short password must still log in. */
const loginPasswordSchema = safeString({ error: 'Passwort ist ein Pflichtfeld.' })
  .min(1, 'Passwort ist ein Pflichtfeld.')
  .max(MAX_PASSWORD_LENGTH, `Höchstens ${MAX_PASSWORD_LENGTH} Zeichen.`);

/** The browser sends what it holds: an empty or missing resume token means none. */
export const optionalResumeToken = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  resumeTokenSchema.optional(),
);
export const optionalResumeName = z.preprocess(
  (value) => (value === null ? undefined : value),
  text(RESUME_NAME_MAX).optional(),
);

export const registerRequestSchema = z.object({
  first_name: required('Vorname ist erforderlich.'),
  last_name: required('Nachname ist erforderlich.'),
  email: emailSchema,
  password: passwordSchema('Passwort ist ein Pflichtfeld.'),
  resume_token: optionalResumeToken,
  resume_name: optionalResumeName,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const webLoginRequestSchema = z.object({
  mode: z.literal('web'),
  email: emailSchema,
  password: loginPasswordSchema,
  resume_token: optionalResumeToken,
  resume_name: optionalResumeName,
});

/** `login_token` is the provider's ID token (spec name); `social_id` must be its `sub`. */
export const socialLoginRequestSchema = z.object({
  mode: z.enum(SOCIAL_PROVIDERS),
  social_id: safeString({ error: 'social_id fehlt.' }).min(1, 'social_id fehlt.').max(255),
  login_token: safeString({ error: 'login_token fehlt.' }).min(1, 'login_token fehlt.').max(8192),
  name: z.preprocess((value) => (value === null ? undefined : value), text(200).optional()),
  email: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    emailSchema.optional(),
  ),
  resume_token: optionalResumeToken,
  resume_name: optionalResumeName,
});

export const loginRequestSchema = z.discriminatedUnion(
  'mode',
  [webLoginRequestSchema, socialLoginRequestSchema],
  { error: 'mode muss web, google oder facebook sein.' },
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type WebLoginRequest = z.infer<typeof webLoginRequestSchema>;
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** DESIGN.md deviation 4: the email as well as the code. */
export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    code: safeString({ error: 'Bitte geben Sie den Code ein.' })
      .trim()
      .regex(RESET_CODE, `Der Code besteht aus ${ACCOUNT_LIMITS.resetCode} Ziffern.`),
    password: passwordSchema('Passwort ist ein Pflichtfeld.'),
    confirmPassword: safeString().max(MAX_PASSWORD_LENGTH).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    path: ['confirmPassword'],
    message: 'Die Passwortbestätigung stimmt nicht überein.',
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const updatePasswordRequestSchema = z.object({
  current_password: safeString({ error: 'Altes Passwort ist erforderlich.' })
    .min(1, 'Altes Passwort ist erforderlich.')
    .max(MAX_PASSWORD_LENGTH),
  new_password: passwordSchema('Neues Passwort ist erforderlich.'),
  confirm_password: passwordSchema('Passwort bestätigen ist erforderlich.'),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;
/**
 * The spec's answer plus `token`: a password change signs out every other device, and the device
 * that made the change goes on with this fresh login token.
 */
export const updatePasswordResponseSchema = okResponse({
  token: z.string(),
});
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponseSchema>;

/** POST /logout-all ("Überall abmelden"): no body; every login token of the account stops working. */
export const logoutAllResponseSchema = okSchema;
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;

/** Checked by the server after the fields (spec: toast "Password not match"). */
export const PASSWORDS_DO_NOT_MATCH = 'Die Passwörter stimmen nicht überein.';

export const updateProfileRequestSchema = z.object({
  first_name: required('Vorname ist erforderlich.'),
  last_name: required('Nachname ist erforderlich.'),
  city: required('Stadt ist erforderlich.'),
  country: required('Ländername ist erforderlich.'),
  zip_code: required('Postleitzahl ist erforderlich.', 20),
  phone: required('Telefon-Nr. ist erforderlich.', 40),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** GET /profile-info: the spec's names (firstname, lastname) differ from the update's. */
export const profileSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  city: z.string(),
  country: z.string(),
  zip_code: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
/** GET /profile-info and POST /update-profile. */
export const profileResponseSchema = okResponse({
  data: profileSchema,
});

export const userInfoSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** false for an account made by social login: deleting it asks for a confirmation instead. */
  has_password: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Login and registration answer the same (spec 02 §3 "Login result"). */
export const loginResponseSchema = okResponse({
  subscription_status: z.number(),
  data: userInfoSchema,
  token: z.string(),
  /** Whether the sent resume_token now belongs to this account. */
  resume_claimed: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authProvidersSchema = z.object({
  google: z.object({ enabled: z.boolean(), client_id: z.string().nullable() }),
  facebook: z.object({ enabled: z.boolean(), app_id: z.string().nullable() }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
export const authProvidersResponseSchema = okResponse({
  data: authProvidersSchema,
});

/** My Account › Communication Preferences (spec 02 §2.8). */
export const communicationPreferencesSchema = z.object({
  insider_tips: z.boolean({ error: 'insider_tips muss true oder false sein.' }),
  job_alerts: z.boolean({ error: 'job_alerts muss true oder false sein.' }),
  new_features: z.boolean({ error: 'new_features muss true oder false sein.' }),
  market_research: z.boolean({ error: 'market_research muss true oder false sein.' }),
  /** true clears the four above; in answers it is true when none is chosen. */
  unsubscribe_all: z.boolean().optional().default(false),
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;
export const communicationPreferencesResponseSchema = okResponse({
  data: communicationPreferencesSchema,
});

export const resumeListItemSchema = z.object({
  resume_name: z.string(),
  resume_token: z.string(),
  resume_strength: z.number(),
  resume_details: z.array(z.object({ created_at: z.string(), updated_at: z.string() })),
  /** The document's own language when chosen ('en' for an English version); absent: German. */
  document_language: z.enum(['de', 'en']).nullable().optional(),
  /** How many fields of an English version are still in German; absent: none. */
  untranslated_count: z.number().int().min(0).optional(),
});
export type ResumeListItem = z.infer<typeof resumeListItemSchema>;
export const resumeListResponseSchema = okResponse({
  data: z.array(resumeListItemSchema),
});

/** "Save local resume" (spec 02 §7, path not shown): POST /resume/save-local-resume. */
export const saveLocalResumeRequestSchema = saveResumeObjectRequestSchema;
export type SaveLocalResumeRequest = z.infer<typeof saveLocalResumeRequestSchema>;

/** Social accounts have no password: they confirm instead. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  confirm: z.boolean().optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** GET /account/export (GDPR Art. 15 and 20): everything stored about the account. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  profile: profileSchema.extend({ created_at: z.string(), updated_at: z.string() }),
  communication_preferences: communicationPreferencesSchema,
  social_logins: z.array(z.object({ provider: z.string(), linked_at: z.string() })),
  /**
   * The passkeys, without their public key, counter and user handle (what checks a login); the
   * credential id is listed: it identifies the person's authenticator (docs/decisions/passkeys-in-export.md).
   */
  passkeys: z.array(
    z.object({
      name: z.string(),
      credential_id: z.string(),
      transports: z.array(z.string()),
      backed_up: z.boolean(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
  mails: z.array(z.object({ subject: z.string(), created_at: z.string(), sent_at: z.string().nullable() })),
  resumes: z.array(
    z.object({
      resume_token: z.string(),
      resume_name: z.string(),
      resume_strength: z.number(),
      created_at: z.string(),
      updated_at: z.string(),
      style: resumeStyleSchema,
      /** Every stored section by its meta_key (heading, education, work-expr, …), as stored. */
      meta: z.record(z.string(), z.unknown()),
      extra_sections: z.array(
        z.object({ id: z.number(), meta_sub_key: extraSubKeySchema, meta_value: z.unknown() }),
      ),
      custom_sections: z.array(z.object({ id: z.number(), title: z.string(), description: z.string() })),
      /** An image data URL, or null. */
      photo: z.string().nullable(),
      /** The Anlagen with their files (base64, as stored: PDFs as uploaded, images re-encoded). */
      attachments: z.array(
        z.object({
          title: z.string(),
          document_date: z.string(),
          position: z.number(),
          mime: z.string(),
          bytes: z.number(),
          pages: z.number(),
          created_at: z.string(),
          data_base64: z.string(),
        }),
      ),
      resume_json_data: resumeJsonDataSchema,
      /** The resume's Anschreiben, as GET /letters answers them. */
      letters: z.array(letterSchema),
    }),
  ),
  /** The Bewerbungsmanager: every application with its history and the Mappe kept as sent. */
  applications: z.array(trackedApplicationExportSchema),
  /** Links that show a resume to others, with their counters; never the link's password hash. */
  share_links: z.array(
    z.object({
      resume_token: z.string(),
      label: z.string(),
      url: z.string(),
      allow_download: z.boolean(),
      has_password: z.boolean(),
      views: z.number().int(),
      downloads: z.number().int(),
      last_viewed_at: z.string().nullable(),
      expires_at: z.string().nullable(),
      revoked_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export const accountExportResponseSchema = okResponse({
  data: accountExportSchema,
});
