/**
 * The browser's half of passkeys: @simplewebauthn/browser asks the authenticator (Touch ID,
 * Windows Hello, a phone, a security key). It is loaded only when a passkey is used, so the first
 * load of `/` does not carry it. Failures become one of a few kinds the forms can explain.
 */
import type { PasskeyAuthenticationOptions, PasskeyRegistrationOptions } from '@vita/shared';

export type PasskeyFailureKind = 'unsupported' | 'cancelled' | 'exists' | 'failed';

/** The browser refused or could not make or use a passkey; `kind` says why, for the message. */
export class PasskeyCeremonyError extends Error {
  override readonly name = 'PasskeyCeremonyError';
  constructor(readonly kind: PasskeyFailureKind) {
    super(kind);
  }
}

/** Whether this browser speaks WebAuthn at all (checked without loading the library). */
export const browserHasPasskeys = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.create === 'function';

type WithCode = { name?: string; code?: string; cause?: { name?: string } };

/** What a failure of `navigator.credentials` means for the user. */
export function failureKind(error: unknown): PasskeyFailureKind {
  const { name, code, cause } = (error ?? {}) as WithCode;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'exists';
  // NotAllowedError: the user closed the dialog, or it timed out; the browser does not say which.
  if (name === 'NotAllowedError' || cause?.name === 'NotAllowedError' || name === 'AbortError') {
    return 'cancelled';
  }
  if (code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (name === 'NotSupportedError' || cause?.name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

const library = () => import('@simplewebauthn/browser');

async function ceremony<T>(run: (webauthn: Awaited<ReturnType<typeof library>>) => Promise<T>): Promise<T> {
  if (!browserHasPasskeys()) throw new PasskeyCeremonyError('unsupported');
  const webauthn = await library();
  try {
    return await run(webauthn);
  } catch (error) {
    throw new PasskeyCeremonyError(failureKind(error));
  }
}

/** Makes a passkey for the options of POST /passkeys/register/options. */
export const createPasskey = (optionsJSON: PasskeyRegistrationOptions) =>
  ceremony((webauthn) => webauthn.startRegistration({ optionsJSON }));

/** Signs the challenge of POST /passkeys/login/options with a passkey the user picks. */
export const signWithPasskey = (optionsJSON: PasskeyAuthenticationOptions) =>
  ceremony((webauthn) => webauthn.startAuthentication({ optionsJSON }));
