import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { socialIdentities, users } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { call, registerUser } from './auth.test-support';
import { type JwksServer, startJwksServer } from './jwks.test-support';

const GOOGLE = {
  issuer: 'https://accounts.google.com',
  audience: 'vita-google-client.apps.googleusercontent.com',
};
const FACEBOOK = { issuer: 'https://www.facebook.com', audience: '1234567890' };

let jwks: JwksServer;
let app: FastifyInstance;
beforeAll(async () => {
  jwks = await startJwksServer();
});
afterAll(() => jwks.close());
afterEach(() => app?.close());

const withProviders = async () => {
  app = await buildTestApp({
    googleClientId: GOOGLE.audience,
    facebookAppId: FACEBOOK.audience,
    googleJwksUrl: jwks.url,
    facebookJwksUrl: jwks.url,
  });
};

const socialLogin = (mode: 'google' | 'facebook', loginToken: string, extra: Record<string, unknown> = {}) =>
  call(app, 'POST', '/login', {
    body: { mode, social_id: 'sub-1', login_token: loginToken, name: 'Erika Mustermann', ...extra },
  });

const googleToken = (
  claims: Record<string, unknown> = {},
  options: Partial<Parameters<JwksServer['sign']>[0]> = {},
) =>
  jwks.sign({
    ...GOOGLE,
    subject: 'sub-1',
    claims: {
      email: 'Erika@Gmail.com',
      email_verified: true,
      given_name: 'Erika',
      family_name: 'M.',
      ...claims,
    },
    ...options,
  });

describe('POST /login with Google or Facebook', () => {
  it('creates an account from a valid Google ID token and logs the same person in again', async () => {
    await withProviders();
    const first = await socialLogin('google', await googleToken());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 200,
      subscription_status: 0,
      data: { email: 'erika@gmail.com', first_name: 'Erika', last_name: 'M.', has_password: false },
    });
    const again = await socialLogin('google', await googleToken({ email: 'neu@gmail.com' }));
    expect(again.status).toBe(200);
    expect((again.body.data as { id: number }).id).toBe((first.body.data as { id: number }).id);
    expect(await app.db.select().from(users)).toHaveLength(1);
  });

  it('accepts Google’s issuer without https://', async () => {
    await withProviders();
    const token = await googleToken({}, { issuer: 'accounts.google.com' });
    expect((await socialLogin('google', token)).status).toBe(200);
  });

  it('creates an account from a valid Facebook ID token, names from the name field', async () => {
    await withProviders();
    const token = await jwks.sign({ ...FACEBOOK, subject: 'sub-1', claims: { email: 'max@fb.example' } });
    const res = await socialLogin('facebook', token, { name: 'Max Peter Muster' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'max@fb.example',
      first_name: 'Max',
      last_name: 'Peter Muster',
    });
    const [identity] = await app.db.select().from(socialIdentities);
    expect(identity).toMatchObject({ provider: 'facebook', subject: 'sub-1' });
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else' }],
    ['a wrong issuer', { issuer: 'https://evil.example' }],
    [
      'an expired token',
      { issuedAt: Math.floor(Date.now() / 1000) - 7200, expiresAt: Math.floor(Date.now() / 1000) - 3600 },
    ],
    ['a key the provider does not list', { unknownKey: true }],
  ])('refuses %s with 401', async (_case, options) => {
    await withProviders();
    const res = await socialLogin('google', await googleToken({}, options));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      message: 'Die Anmeldung mit Google konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
      code: 'invalid_social_token',
    });
    expect(await app.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a Facebook token at the Google login (other issuer and audience)', async () => {
    await withProviders();
    const token = await jwks.sign({ ...FACEBOOK, subject: 'sub-1' });
    expect((await socialLogin('google', token)).status).toBe(401);
  });

  it('refuses garbage in login_token with 401', async () => {
    await withProviders();
    expect((await socialLogin('google', 'not.a.jwt')).status).toBe(401);
  });

  it('refuses a social_id that is not the token’s subject', async () => {
    await withProviders();
    const res = await socialLogin('google', await googleToken(), { social_id: 'someone-else' });
    expect(res.status).toBe(401);
  });

  it('joins an existing account when Google has verified the email', async () => {
    await withProviders();
    const account = await registerUser(app, { email: 'erika@gmail.com' });
    const res = await socialLogin('google', await googleToken());
    expect((res.body.data as { id: number }).id).toBe(account.user.id);
  });

  it('does not join an existing account on an email nobody verified (409)', async () => {
    await withProviders();
    await registerUser(app, { email: 'max@fb.example' });
    const token = await jwks.sign({ ...FACEBOOK, subject: 'sub-1', claims: { email: 'max@fb.example' } });
    const res = await socialLogin('facebook', token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('email_taken');
    expect(await app.db.select().from(socialIdentities)).toHaveLength(0);
  });

  it('takes the email sent along for a new account when the token has none', async () => {
    await withProviders();
    const token = await jwks.sign({ ...FACEBOOK, subject: 'sub-1' });
    const res = await socialLogin('facebook', token, { email: 'Max@Example.de' });
    expect(res.body.data).toMatchObject({ email: 'max@example.de' });
    const none = await socialLogin('facebook', await jwks.sign({ ...FACEBOOK, subject: 'sub-2' }), {
      social_id: 'sub-2',
    });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('email_missing');
  });

  it('answers 400 with a clear message when the provider is not configured', async () => {
    app = await buildTestApp();
    const res = await socialLogin('facebook', 'irrelevant');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Die Anmeldung mit Facebook ist nicht eingerichtet.',
      code: 'provider_disabled',
    });
  });

  it('answers 503 when the provider’s key set cannot be fetched', async () => {
    app = await buildTestApp({ googleClientId: GOOGLE.audience, googleJwksUrl: 'http://127.0.0.1:9/jwks' });
    const res = await socialLogin('google', await googleToken());
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('provider_unreachable');
  });

  it('links the social identity only once per provider and subject', async () => {
    await withProviders();
    await socialLogin('google', await googleToken());
    await socialLogin('google', await googleToken());
    const rows = await app.db.select().from(socialIdentities).where(eq(socialIdentities.subject, 'sub-1'));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /auth/providers', () => {
  it('shows no social buttons without configuration', async () => {
    app = await buildTestApp();
    const res = await call(app, 'GET', '/auth/providers');
    expect(res.body.data).toEqual({
      google: { enabled: false, client_id: null },
      facebook: { enabled: false, app_id: null },
    });
  });

  it('gives the client ids the buttons need', async () => {
    await withProviders();
    const res = await call(app, 'GET', '/auth/providers');
    expect(res.body.data).toEqual({
      google: { enabled: true, client_id: GOOGLE.audience },
      facebook: { enabled: true, app_id: FACEBOOK.audience },
    });
  });
});
