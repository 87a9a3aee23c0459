import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { passkeyChallenges, passkeys } from '../../db/schema';
import { app, clock, rebuildTestApp, useTestApp } from '../../test/use-test-app';
import { account, call, registerUser, useErikaAccount } from '../auth/auth.test-support';
import { CHALLENGE_LIFETIME_MS } from './passkey-challenges';
import { type SoftwareAuthenticator, softwareAuthenticator } from './software-authenticator.test-support';

const ORIGIN = 'https://vita.example';
const RP_ID = 'vita.example';

useTestApp({ publicUrl: `${ORIGIN}/` });
useErikaAccount();

type Body = Record<string, unknown>;

async function registrationOptions(token = account.token) {
  const res = await call(app, 'POST', '/passkeys/register/options', { token });
  expect(res.status).toBe(200);
  return res.body.data as { challenge: string; user: { id: string }; rp: { id: string } } & Body;
}

/** Saves the authenticator's passkey in the account of `token`, answering from `origin`. */
async function addPasskey(authenticator: SoftwareAuthenticator, token = account.token, name?: string) {
  const options = await registrationOptions(token);
  return call(app, 'POST', '/passkeys/register/verify', {
    token,
    body: { response: authenticator.register(options, ORIGIN), ...(name ? { name } : {}) },
  });
}

async function loginChallenge(email?: string) {
  const res = await call(app, 'POST', '/passkeys/login/options', { body: email ? { email } : {} });
  expect(res.status).toBe(200);
  return res.body.data as { challenge: string; rpId: string; allowCredentials?: { id: string }[] };
}

const loginVerify = (response: unknown, extra: Body = {}) =>
  call(app, 'POST', '/passkeys/login/verify', { body: { response, ...extra } });

async function passkeyLogin(authenticator: SoftwareAuthenticator, origin = ORIGIN) {
  const { challenge } = await loginChallenge();
  return loginVerify(authenticator.login(challenge, origin));
}

const listed = async (token = account.token) => {
  const res = await call(app, 'GET', '/passkeys', { token });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string; last_used_at: string | null }[];
};

describe('adding a passkey in My Account', () => {
  it('offers a discoverable passkey with user verification for the PUBLIC_URL host', async () => {
    const options = await registrationOptions();
    expect(options.rp).toEqual({ name: 'Vita', id: RP_ID });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.user).toMatchObject({ name: 'erika@example.de', displayName: 'Erika Mustermann' });
    // A random user handle (32 bytes), not the account id or the e-mail.
    expect(Buffer.from(options.user.id, 'base64url')).toHaveLength(32);
  });

  it('saves it under the chosen name and lists it', async () => {
    const res = await addPasskey(softwareAuthenticator(RP_ID), account.token, '  Laptop  ');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Ihr Passkey wurde gespeichert.');
    expect(res.body.data).toMatchObject({ name: 'Laptop', last_used_at: null });
    expect((await listed()).map((p) => p.name)).toEqual(['Laptop']);
  });

  it('names an unnamed one by its number, and excludes saved ones from the next registration', async () => {
    const first = softwareAuthenticator(RP_ID);
    expect((await addPasskey(first)).body.data).toMatchObject({ name: 'Passkey 1' });
    const options = await registrationOptions();
    expect(options.excludeCredentials).toEqual([
      { id: first.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    // Every passkey of the account carries the same user handle.
    const again = await registrationOptions();
    expect(again.user.id).toBe(options.user.id);
  });

  it('needs a login', async () => {
    const res = await call(app, 'POST', '/passkeys/register/options');
    expect(res.status).toBe(401);
    expect((await call(app, 'GET', '/passkeys')).status).toBe(401);
  });

  it('refuses an answer from another origin and saves nothing', async () => {
    const options = await registrationOptions();
    const response = softwareAuthenticator(RP_ID).register(options, 'https://vita.example.evil.test');
    const res = await call(app, 'POST', '/passkeys/register/verify', {
      token: account.token,
      body: { response },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'passkey_invalid' });
    expect(await listed()).toEqual([]);
  });

  it('refuses a passkey made for another RP ID', async () => {
    const authenticator = softwareAuthenticator('evil.test');
    const res = await addPasskey(authenticator);
    expect(res.status).toBe(400);
    expect(await listed()).toEqual([]);
  });

  it('refuses a passkey without user verification', async () => {
    const options = await registrationOptions();
    const response = softwareAuthenticator(RP_ID).register(options, ORIGIN, { userVerified: false });
    const res = await call(app, 'POST', '/passkeys/register/verify', {
      token: account.token,
      body: { response },
    });
    expect(res.status).toBe(400);
  });

  it("refuses an answer to another account's challenge", async () => {
    const other = await registerUser(app);
    const options = await registrationOptions(other.token);
    const response = softwareAuthenticator(RP_ID).register(options, ORIGIN);
    const res = await call(app, 'POST', '/passkeys/register/verify', {
      token: account.token,
      body: { response },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'passkey_challenge_expired' });
  });

  it('does not save the same authenticator twice', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    expect((await addPasskey(authenticator)).status).toBe(200);
    const res = await addPasskey(authenticator);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Dieser Passkey ist bereits gespeichert.');
  });

  it('refuses malformed answers with 400', async () => {
    const res = await call(app, 'POST', '/passkeys/register/verify', {
      token: account.token,
      body: { response: { id: 'a b', rawId: 'x', type: 'public-key', response: {} } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('logging in with a passkey', () => {
  it('answers as the password login: a login token with its version, the user, the plan status', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    const res = await passkeyLogin(authenticator);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Sie sind angemeldet.',
      subscription_status: 0,
      resume_claimed: false,
      data: { email: 'erika@example.de', first_name: 'Erika', has_password: true },
    });
    const token = res.body.token as string;
    expect(decodeJwt(token)).toMatchObject({ sub: String(account.user.id), ver: 0 });
    expect((await call(app, 'GET', '/profile-info', { token })).status).toBe(200);
    expect((await listed())[0]?.last_used_at).toBe(clock.now().toISOString());
  });

  it('without an e-mail asks for any passkey; with one, for that account’s', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    const anyone = await loginChallenge();
    expect(anyone.rpId).toBe(RP_ID);
    expect(anyone.allowCredentials).toBeUndefined();
    const erika = await loginChallenge('Erika@Example.de');
    expect(erika.allowCredentials?.map((c) => c.id)).toEqual([authenticator.credentialId]);
    expect((await loginChallenge('niemand@example.de')).allowCredentials).toBeUndefined();
  });

  it('adopts the resume the visitor built, as the password login does', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    const resumeToken = 'ab'.repeat(16);
    await call(app, 'POST', '/resume-heading', {
      body: { resume_token: resumeToken, resume_template_id: 1, first_name: 'Erika' },
    });
    const { challenge } = await loginChallenge();
    const res = await loginVerify(authenticator.login(challenge, ORIGIN), { resume_token: resumeToken });
    expect(res.status).toBe(200);
    expect(res.body.resume_claimed).toBe(true);
  });

  it('refuses an answer from another origin', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    const res = await passkeyLogin(authenticator, 'https://phishing.test');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'passkey_invalid' });
    expect(res.body.token).toBeUndefined();
  });

  it('refuses a signature for another RP ID', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    authenticator.pretendRpId('phishing.test');
    expect((await passkeyLogin(authenticator)).status).toBe(401);
  });

  it('refuses a replayed answer: each challenge counts once', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    const { challenge } = await loginChallenge();
    const response = authenticator.login(challenge, ORIGIN);
    expect((await loginVerify(response)).status).toBe(200);
    const replay = await loginVerify(response);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'passkey_challenge_expired' });
  });

  it('refuses a challenge older than five minutes, and one we never issued', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    const { challenge } = await loginChallenge();
    clock.advance(CHALLENGE_LIFETIME_MS + 1000);
    expect((await loginVerify(authenticator.login(challenge, ORIGIN))).status).toBe(400);
    const forged = Buffer.alloc(32, 7).toString('base64url');
    expect((await loginVerify(authenticator.login(forged, ORIGIN))).status).toBe(400);
  });

  it('refuses a registration challenge used for a login', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    const { challenge } = await registrationOptions();
    expect((await loginVerify(authenticator.login(challenge, ORIGIN))).status).toBe(400);
  });

  it('refuses a passkey without user verification', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    const { challenge } = await loginChallenge();
    const res = await loginVerify(authenticator.login(challenge, ORIGIN, { userVerified: false }));
    expect(res.status).toBe(401);
  });

  it('refuses a passkey that is not saved', async () => {
    const res = await passkeyLogin(softwareAuthenticator(RP_ID));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'passkey_unknown' });
  });

  it('keeps working with passkeys that keep no signature counter (always 0)', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator);
    expect((await passkeyLogin(authenticator)).status).toBe(200);
    expect((await passkeyLogin(authenticator)).status).toBe(200);
  });

  it('stores a counting authenticator’s counter and refuses one that does not move forward', async () => {
    const authenticator = softwareAuthenticator(RP_ID, { counter: 0 });
    await addPasskey(authenticator);
    authenticator.countFrom(4);
    expect((await passkeyLogin(authenticator)).status).toBe(200);
    const [row] = await app.db.select({ counter: passkeys.counter }).from(passkeys);
    expect(row?.counter).toBe(5);
    // A clone of the key signs with a counter it had before: refused, the stored one stays.
    authenticator.countFrom(3);
    const clone = await passkeyLogin(authenticator);
    expect(clone.status).toBe(401);
    const [after] = await app.db.select({ counter: passkeys.counter }).from(passkeys);
    expect(after?.counter).toBe(5);
    authenticator.countFrom(9);
    expect((await passkeyLogin(authenticator)).status).toBe(200);
  });

  it('is limited per address like the password login', async () => {
    await rebuildTestApp({
      publicUrl: ORIGIN,
      authRateLimit: { windowMs: 15 * 60_000, perIp: 2, perAccount: 5 },
    });
    const authenticator = softwareAuthenticator(RP_ID);
    const verify = async () =>
      call(app, 'POST', '/passkeys/login/verify', {
        body: { response: authenticator.login('AAAA', ORIGIN) },
        ip: '203.0.113.9',
      });
    expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(400);
    const locked = await verify();
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Zu viele Versuche/);
  });
});

describe('removing a passkey', () => {
  it('removes the owner’s passkey; it no longer logs in', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    const added = await addPasskey(authenticator);
    const id = (added.body.data as { id: number }).id;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/passkeys/${id}`,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Der Passkey wurde entfernt.');
    expect(await listed()).toEqual([]);
    expect((await passkeyLogin(authenticator)).status).toBe(401);
  });

  it("answers 404 for another account's passkey and keeps it", async () => {
    const added = await addPasskey(softwareAuthenticator(RP_ID));
    const id = (added.body.data as { id: number }).id;
    const other = await registerUser(app);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/passkeys/${id}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Diesen Passkey gibt es nicht (mehr).');
    expect(await listed()).toHaveLength(1);
  });

  it('goes with the account: deleting the account deletes its passkeys and challenges', async () => {
    await addPasskey(softwareAuthenticator(RP_ID));
    await registrationOptions();
    const res = await call(app, 'POST', '/account/delete', {
      token: account.token,
      body: { password: account.password },
    });
    expect(res.status).toBe(200);
    expect(await app.db.select().from(passkeys)).toEqual([]);
    expect(await app.db.select().from(passkeyChallenges)).toEqual([]);
  });
});

describe('the account export (GDPR Art. 15 and 20)', () => {
  it('lists every passkey with its name, credential id, transports and dates, and no key material', async () => {
    const authenticator = softwareAuthenticator(RP_ID);
    await addPasskey(authenticator, account.token, 'Laptop');
    await addPasskey(softwareAuthenticator(RP_ID), account.token, 'Telefon');
    expect((await passkeyLogin(authenticator)).status).toBe(200);
    const other = await registerUser(app);
    await addPasskey(softwareAuthenticator(RP_ID), other.token, 'Fremd');

    const res = await call(app, 'GET', '/account/export', { token: account.token });
    expect(res.status).toBe(200);
    const rows = await app.db.select().from(passkeys).orderBy(passkeys.id);
    const [laptop, phone] = rows;
    expect((res.body.data as { passkeys: unknown }).passkeys).toEqual([
      {
        name: 'Laptop',
        credential_id: laptop?.credentialId,
        transports: ['internal'],
        backed_up: false,
        created_at: laptop?.createdAt.toISOString(),
        last_used_at: laptop?.lastUsedAt?.toISOString(),
      },
      {
        name: 'Telefon',
        credential_id: phone?.credentialId,
        transports: ['internal'],
        backed_up: false,
        created_at: phone?.createdAt.toISOString(),
        last_used_at: null,
      },
    ]);
    expect(laptop?.lastUsedAt).toBeInstanceOf(Date);
    const text = JSON.stringify(res.body.data);
    expect(text).not.toContain('Fremd');
    expect(text).not.toContain(laptop?.publicKey.toString('base64'));
    expect(text).not.toContain(laptop?.userHandle);
  });
});
