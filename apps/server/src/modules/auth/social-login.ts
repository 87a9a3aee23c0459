import type { SocialProvider } from '@vita/shared';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { AppConfig } from '../../config';
import { HttpError } from '../../http/errors';

/** What a verified ID token says about the person. */
export type SocialIdentity = {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  /** Only then may the identity join an existing account with that email. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

export type SocialVerifier = {
  /** The client id the browser needs for the button, or null when the provider is off. */
  clientId(provider: SocialProvider): string | null;
  verify(provider: SocialProvider, idToken: string): Promise<SocialIdentity>;
};

const PROVIDERS = {
  google: {
    label: 'Google',
    issuer: ['https://accounts.google.com', 'accounts.google.com'],
    audience: (c: AppConfig) => c.googleClientId,
    jwksUrl: (c: AppConfig) => c.googleJwksUrl,
  },
  facebook: {
    label: 'Facebook',
    issuer: ['https://www.facebook.com'],
    audience: (c: AppConfig) => c.facebookAppId,
    jwksUrl: (c: AppConfig) => c.facebookJwksUrl,
  },
} as const;

/** Errors that mean "this token is not valid"; anything else means we could not check it. */
const INVALID_TOKEN_CODES = new Set([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
]);

const claim = (payload: JWTPayload, name: string) => {
  const value = payload[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** ID tokens of Google and Facebook, checked with `jose` against the providers' key sets. */
export function createSocialVerifier(config: AppConfig, now: () => Date): SocialVerifier {
  const keySets = new Map<SocialProvider, ReturnType<typeof createRemoteJWKSet>>();
  const keySetOf = (provider: SocialProvider) => {
    let keySet = keySets.get(provider);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(PROVIDERS[provider].jwksUrl(config)), { timeoutDuration: 5000 });
      keySets.set(provider, keySet);
    }
    return keySet;
  };

  return {
    clientId: (provider) => PROVIDERS[provider].audience(config),
    async verify(provider, idToken) {
      const spec = PROVIDERS[provider];
      const audience = spec.audience(config);
      if (!audience) {
        throw new HttpError(400, `Die Anmeldung mit ${spec.label} ist nicht eingerichtet.`, undefined, {
          code: 'provider_disabled',
        });
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keySetOf(provider), {
          issuer: [...spec.issuer],
          audience,
          algorithms: ['RS256'],
          currentDate: now(),
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && INVALID_TOKEN_CODES.has(code)) {
          throw new HttpError(
            401,
            `Die Anmeldung mit ${spec.label} konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.`,
            undefined,
            { code: 'invalid_social_token' },
          );
        }
        throw new HttpError(
          503,
          `${spec.label} ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.`,
          undefined,
          { code: 'provider_unreachable' },
        );
      }
      const email = claim(payload, 'email').toLowerCase() || null;
      return {
        provider,
        subject: payload.sub as string,
        email,
        // Google says so explicitly; Facebook does not, so its email never joins an existing account.
        emailVerified: email !== null && payload.email_verified === true,
        firstName: claim(payload, 'given_name'),
        lastName: claim(payload, 'family_name'),
      };
    },
  };
}
