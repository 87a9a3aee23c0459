import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import type { LoginTokens } from './login-token';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { resetCodePepper } from './reset-code';
import { createSocialVerifier, type SocialVerifier } from './social-login';

/** What the auth services need; built once per app from the config and the app's parts. */
export type AuthDeps = {
  db: Db;
  now: () => Date;
  loginTokens: LoginTokens;
  limiter: RateLimiter;
  mailer: Mailer;
  social: SocialVerifier;
  codePepper: Uint8Array;
  /** Code checks per account and window: above the five tries a code allows, so those answer first. */
  codeChecksPerAccount: number;
  /** Failed logins per account and address within the window. */
  perAccount: number;
  /** The login answer's `subscription_status`; billing answers it, wired in createApp. */
  subscriptionStatus: (userId: number, now: Date) => Promise<number>;
};

export type AuthOptions = {
  config: AppConfig;
  now: () => Date;
  /** The login-token secret; the reset-code pepper is derived from it. */
  jwtSecret: Uint8Array;
  subscriptionStatus: AuthDeps['subscriptionStatus'];
};

export function createAuthDeps(
  parts: { db: Db; loginTokens: LoginTokens; mailer: Mailer },
  options: AuthOptions,
): AuthDeps {
  const { config, now } = options;
  return {
    ...parts,
    now,
    limiter: createRateLimiter(parts.db, config.authRateLimit, now),
    social: createSocialVerifier(config, now),
    codePepper: resetCodePepper(options.jwtSecret),
    codeChecksPerAccount: config.authRateLimit.perAccount * 2,
    perAccount: config.authRateLimit.perAccount,
    subscriptionStatus: options.subscriptionStatus,
  };
}
