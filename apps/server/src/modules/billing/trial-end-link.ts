import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRIAL_END_PAGE } from '@vita/shared';
import type { BillingDeps } from './subscription-store';

const PURPOSE = 'trial-end';

const macOf = (secret: Uint8Array, publicId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${publicId}`).digest('base64url');

/** The reminder's token: the subscription's public id and a signature only this server can make. */
export const trialEndToken = (secret: Uint8Array, publicId: string) =>
  `${publicId}.${macOf(secret, publicId)}`;

/** The subscription's public id when the token was signed here; null for anything else. */
export function verifyTrialEndToken(secret: Uint8Array, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const publicId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(macOf(secret, publicId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? publicId : null;
}

/** The link in the reminder: the page that ends the subscription at the trial's end, without login. */
export const trialEndLink = (deps: BillingDeps, publicId: string) =>
  `${deps.links.baseUrl}${TRIAL_END_PAGE}?token=${encodeURIComponent(trialEndToken(deps.links.secret, publicId))}`;
