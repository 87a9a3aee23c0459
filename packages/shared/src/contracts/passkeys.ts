import { z } from 'zod';
import { emailSchema, optionalResumeName, optionalResumeToken } from './accounts';
import { okResponse, safeString, text } from './common';

/**
 * Passkeys (WebAuthn): the options the server hands the browser, and the browser's answer, in
 * the JSON forms of WebAuthn Level 3 (`PublicKeyCredentialCreationOptionsJSON`, …) as
 * @simplewebauthn/browser takes and returns them.
 */

/** Binary WebAuthn values travel base64url-encoded; bounded so a hostile body stays small. */
const base64url = (max: number) =>
  safeString({ error: 'Ungültige Passkey-Antwort.' })
    .max(max, 'Ungültige Passkey-Antwort.')
    .regex(/^[A-Za-z0-9_-]*$/, 'Ungültige Passkey-Antwort.');

export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const transportSchema = z.enum(PASSKEY_TRANSPORTS);
/** Unknown transports from a newer browser are dropped rather than refused. */
const transportsInput = z
  .array(z.string().max(32))
  .max(10)
  .transform((list) => list.filter((t): t is PasskeyTransport => transportSchema.safeParse(t).success));
export type PasskeyTransport = z.infer<typeof transportSchema>;

const requirement = z.enum(['discouraged', 'preferred', 'required']);
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(transportSchema).optional(),
});

export const passkeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: requirement.optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: requirement.optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

/** POST /passkeys/register/options and /passkeys/login/options. */
export const passkeyRegistrationOptionsResponseSchema = okResponse({
  data: passkeyRegistrationOptionsSchema,
});
export const passkeyLoginOptionsResponseSchema = okResponse({ data: passkeyAuthenticationOptionsSchema });

const clientExtensionResults = z
  .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
  .optional()
  .default({});
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** What `startRegistration()` returns (RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: 'Ungültige Passkey-Antwort.' }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
  response: z.object({
    clientDataJSON: base64url(8000),
    attestationObject: base64url(40_000),
    authenticatorData: base64url(8000).optional(),
    transports: transportsInput.optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url(8000).optional(),
  }),
});

/** What `startAuthentication()` returns (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: 'Ungültige Passkey-Antwort.' }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
  response: z.object({
    clientDataJSON: base64url(8000),
    authenticatorData: base64url(8000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});

export const PASSKEY_NAME_MAX = 60;
const passkeyNameSchema = text(PASSKEY_NAME_MAX).transform((name) => name.trim());

export const passkeyRegisterVerifyRequestSchema = z.object({
  response: passkeyRegistrationResponseSchema,
  /** What the user calls it ("Laptop", "Telefon"); empty: the server names it. */
  name: passkeyNameSchema.optional(),
});
export type PasskeyRegisterVerifyRequest = z.infer<typeof passkeyRegisterVerifyRequestSchema>;
/** What the web sends: the browser library's answer as it comes. */
export type PasskeyRegisterVerifyBody = z.input<typeof passkeyRegisterVerifyRequestSchema>;

/** An e-mail narrows the choice to that account's passkeys; without one the browser offers all. */
export const passkeyLoginOptionsRequestSchema = z.object({
  email: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    emailSchema.optional(),
  ),
});
export type PasskeyLoginOptionsRequest = z.infer<typeof passkeyLoginOptionsRequestSchema>;

/** Answered like POST /login (loginResponseSchema); the visitor's resume is adopted the same way. */
export const passkeyLoginVerifyRequestSchema = z.object({
  response: passkeyAuthenticationResponseSchema,
  resume_token: optionalResumeToken,
  resume_name: optionalResumeName,
});
export type PasskeyLoginVerifyRequest = z.infer<typeof passkeyLoginVerifyRequestSchema>;
export type PasskeyLoginVerifyBody = z.input<typeof passkeyLoginVerifyRequestSchema>;

/** One passkey of the account, as My Account lists it. */
export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Synced between the user's devices (a cloud keychain) rather than bound to one. */
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListResponseSchema = okResponse({ data: z.array(passkeySchema) });
export const passkeyResponseSchema = okResponse({ data: passkeySchema });
