import { randomBytes } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Passkey, PasskeyRegisterVerifyRequest, PasskeyRegistrationOptions } from '@vita/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { passkeys } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { consumeChallenge, issueChallenge } from './passkey-challenges';
import type { RelyingParty } from './relying-party';

/** Enough for every device a person owns; a bound so a stolen login cannot fill the table. */
export const MAX_PASSKEYS_PER_ACCOUNT = 20;
/** How long the browser's passkey dialog waits for the user. */
export const CEREMONY_TIMEOUT_MS = 120_000;

type PasskeyRow = typeof passkeys.$inferSelect;

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  backed_up: row.backedUp,
});

const passkeysOf = (db: Db, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));

const tooMany = () =>
  new HttpError(
    400,
    `Sie können höchstens ${MAX_PASSKEYS_PER_ACCOUNT} Passkeys speichern. Bitte entfernen Sie zuerst einen.`,
    undefined,
    { code: 'passkey_limit' },
  );

/**
 * POST /passkeys/register/options: what the browser needs to make a discoverable passkey for the
 * account. The account's passkeys are excluded, so one authenticator is not saved twice; they all
 * carry one random user handle (never the account id or e-mail).
 */
export async function registrationOptions(
  db: Db,
  now: Date,
  user: UserRow,
  rp: RelyingParty,
): Promise<PasskeyRegistrationOptions> {
  const existing = await passkeysOf(db, user.id);
  if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw tooMany();
  const userHandle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url');
  const challenge = await issueChallenge(db, now, 'registration', { userId: user.id, userHandle });
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: displayName,
    userID: Buffer.from(userHandle, 'base64url'),
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as never,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  }) as Promise<PasskeyRegistrationOptions>;
}

export const passkeyRefused = (status: 400 | 401) =>
  new HttpError(
    status,
    'Der Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
    undefined,
    { code: 'passkey_invalid' },
  );

/**
 * POST /passkeys/register/verify: checks the authenticator's answer against the challenge this
 * account was given, the origin and the RP ID (user verification required: a passkey replaces
 * the password), and saves the credential under the name the user chose.
 */
export async function registerPasskey(
  db: Db,
  now: Date,
  user: UserRow,
  rp: RelyingParty,
  input: PasskeyRegisterVerifyRequest,
): Promise<Passkey> {
  const issued = await consumeChallenge(
    db,
    now,
    input.response.response.clientDataJSON,
    'registration',
    user.id,
  );
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: issued.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw passkeyRefused(400);
  const { credential, credentialBackedUp } = verification.registrationInfo;

  const [{ saved = 0 } = {}] = await db
    .select({ saved: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (saved >= MAX_PASSKEYS_PER_ACCOUNT) throw tooMany();
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? input.response.response.transports ?? [],
      userHandle: issued.userHandle ?? randomBytes(32).toString('base64url'),
      name: input.name || `Passkey ${saved + 1}`,
      backedUp: credentialBackedUp,
      createdAt: now,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) {
    throw new HttpError(409, 'Dieser Passkey ist bereits gespeichert.', undefined, {
      code: 'passkey_exists',
    });
  }
  return toPasskey(row);
}

/** GET /passkeys: the account's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  return (await passkeysOf(db, userId)).map(toPasskey);
}

/** DELETE /passkeys/{id}: only the owner's; another account's passkey is "not found", like none. */
export async function deletePasskey(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (deleted.length === 0) throw notFound('Diesen Passkey gibt es nicht (mehr).');
}
