import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeyChallenges } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** How long the browser has to answer a challenge (the WebAuthn dialog waits as long). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export type ChallengePurpose = 'registration' | 'login';

/** 32 random bytes, base64url: the challenge the authenticator signs. */
export const newChallenge = () => randomBytes(32).toString('base64url');

/** Stores a fresh challenge for `purpose` (and the account a registration is for), and drops stale ones. */
export async function issueChallenge(
  db: Db,
  now: Date,
  purpose: ChallengePurpose,
  owner: { userId: number; userHandle: string } | null = null,
): Promise<string> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  const challenge = newChallenge();
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    userId: owner?.userId ?? null,
    userHandle: owner?.userHandle ?? null,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
  return challenge;
}

export const challengeExpired = () =>
  new HttpError(
    400,
    'Die Anfrage ist abgelaufen oder wurde schon verwendet. Bitte versuchen Sie es erneut.',
    undefined,
    { code: 'passkey_challenge_expired' },
  );

/** The challenge inside the browser's clientDataJSON, or null when it is not WebAuthn client data. */
export function challengeInClientData(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Takes the challenge the answer signed out of the store, if it was issued for this purpose (and
 * account) and has not expired. One atomic delete: a second use, from any instance, finds nothing.
 */
export async function consumeChallenge(
  db: Db,
  now: Date,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  userId: number | null = null,
) {
  const challenge = challengeInClientData(clientDataJSON);
  if (!challenge) throw challengeExpired();
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw challengeExpired();
  return row;
}
