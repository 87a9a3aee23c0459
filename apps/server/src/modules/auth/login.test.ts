import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema';
import { buildTestApp, newToken, post } from '../../test/test-app';
import { call, registerUser } from './auth.test-support';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const login = (body: Record<string, unknown>) =>
  call(app, 'POST', '/login', { body: { mode: 'web', ...body } });

describe('POST /login, mode web', () => {
  it('answers status 200, subscription_status, data and token', async () => {
    const account = await registerUser(app, { email: 'max@example.de' });
    const res = await login({ email: 'max@example.de', password: account.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 200,
      subscription_status: 0,
      data: { id: account.user.id, first_name: 'Erika', email: 'max@example.de' },
    });
    const profile = await call(app, 'GET', '/profile-info', { token: res.body.token as string });
    expect(profile.status).toBe(200);
  });

  it('finds the account whatever the case and spaces of the email', async () => {
    const account = await registerUser(app, { email: 'max@example.de' });
    expect((await login({ email: ' MAX@Example.de ', password: account.password })).status).toBe(200);
  });

  it('signs a login token that expires after 30 days', async () => {
    const account = await registerUser(app);
    const { iat, exp, sub } = decodeJwt(account.token);
    expect(sub).toBe(String(account.user.id));
    expect((exp ?? 0) - (iat ?? 0)).toBe(30 * 24 * 3600);
  });

  it.each([
    ['a wrong password', 'max@example.de', 'falsch123'],
    ['an unknown email', 'niemand@example.de', 'geheim123'],
  ])('answers 401 with a stable code for %s', async (_case, email, password) => {
    await registerUser(app, { email: 'max@example.de' });
    const res = await login({ email, password });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      status: 401,
      message: 'E-Mail oder Passwort ist falsch.',
      code: 'invalid_credentials',
    });
  });

  it('accepts an old password shorter than today’s minimum and still refuses it when wrong', async () => {
    await registerUser(app, { email: 'max@example.de' });
    expect((await login({ email: 'max@example.de', password: 'x' })).status).toBe(401);
  });

  it.each([
    [{ email: '', password: 'geheim123' }, 'body.email', 'E-Mail ist ein Pflichtfeld.'],
    [{ email: 'max@example.de', password: '' }, 'body.password', 'Passwort ist ein Pflichtfeld.'],
  ])('refuses missing fields with the spec’s messages', async (body, field, message) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ [field]: message });
  });

  it('refuses an unknown mode', async () => {
    const res = await call(app, 'POST', '/login', {
      body: { mode: 'twitter', email: 'a@b.de', password: 'x' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain('mode muss web, google oder facebook sein.');
  });

  it('adopts the anonymous resume sent along and names it', async () => {
    const account = await registerUser(app);
    const token = newToken();
    await post(app, '/resume/save-meta', {
      resume_token: token,
      meta_key: 'skills',
      meta_value: { data: '<ul><li>Excel</li></ul>', recommended: [] },
    });
    const res = await login({
      email: account.email,
      password: account.password,
      resume_token: token,
      resume_name: 'Lebenslauf 2026',
    });
    expect(res.body.resume_claimed).toBe(true);
    const [resume] = await app.db.select().from(resumes).where(eq(resumes.token, token));
    expect(resume).toMatchObject({ ownerId: account.user.id, name: 'Lebenslauf 2026' });
    const read = (authorization?: string) =>
      post(
        app,
        '/resume/get-meta',
        { resume_token: token, meta_key: 'skills' },
        authorization ? { authorization: `Bearer ${authorization}` } : {},
      );
    expect((await read()).status).toBe(403);
    expect((await read(res.body.token as string)).status).toBe(200);
  });
});
