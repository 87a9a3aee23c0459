import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { PasskeyAuthenticationOptions, PasskeyLoginVerifyRequest } from '@vita/shared';
import { and, eq } from 'drizzle-orm';
import { passkeys, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { type LoginResult, signedIn } from '../auth/auth.service';
import type { AuthDeps } from '../auth/auth-deps';
import { consumeChallenge, issueChallenge } from './passkey-challenges';
import { CEREMONY_TIMEOUT_MS, passkeyRefused } from './passkey-registration';
import type { RelyingParty } from './relying-party';

/**
 * POST /passkeys/login/options. Without an e-mail the browser offers every passkey it holds for
 * Vita (discoverable credentials); with one it asks for that account's passkeys only, which also
 * lets a security key that keeps no passkey of its own answer. An unknown e-mail answers as none.
 */
export async function loginOptions(
  deps: AuthDeps,
  rp: RelyingParty,
  email: string | undefined,
): Promise<PasskeyAuthenticationOptions> {
  const allowed = email
    ? await deps.db
        .select({ id: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(users.email, email))
    : [];
  const challenge = await issueChallenge(deps.db, deps.now(), 'login');
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    ...(allowed.length > 0
      ? { allowCredentials: allowed.map((c) => ({ id: c.id, transports: c.transports as never })) }
      : {}),
  }) as Promise<PasskeyAuthenticationOptions>;
}

const unknownPasskey = () =>
  new HttpError(
    401,
    'Dieser Passkey ist bei Vita nicht gespeichert. Bitte melden Sie sich mit E-Mail und Passwort an.',
    undefined,
    { code: 'passkey_unknown' },
  );

/**
 * POST /passkeys/login/verify: the signature is checked with the stored public key, against a
 * login challenge from us, the origin and the RP ID, with user verification. A signature counter
 * that does not move forward means a cloned authenticator or a replay: refused. The answer is the
 * password login's, from the same code.
 */
export async function loginWithPasskey(
  deps: AuthDeps,
  rp: RelyingParty,
  input: PasskeyLoginVerifyRequest,
): Promise<LoginResult> {
  const { db } = deps;
  const now = deps.now();
  const { response } = input;
  const issued = await consumeChallenge(db, now, response.response.clientDataJSON, 'login');
  const [found] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id))
    .limit(1);
  if (!found) throw unknownPasskey();
  const { passkey, user } = found;
  const { userHandle } = response.response;
  if (userHandle !== undefined && userHandle !== passkey.userHandle) throw passkeyRefused(401);

  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: issued.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw passkeyRefused(401);
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;

  // Only if the counter is still the one checked: two answers racing on several instances
  // cannot both move it forward from the same value.
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now, backedUp: credentialBackedUp })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (updated.length === 0 && newCounter > 0) throw passkeyRefused(401);
  return signedIn(deps, user, input);
}
