import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resumes, users } from '../../db/schema';
import { buildTestApp, newToken, post } from '../../test/test-app';
import { call, newUser, registerUser } from './auth.test-support';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const saveSummary = (token: string, authorization?: string) =>
  post(
    app,
    '/resume/save-meta',
    { resume_token: token, meta_key: 'summary', meta_value: { data: '<p>Erfahrene Pflegekraft</p>' } },
    authorization ? { authorization: `Bearer ${authorization}` } : {},
  );
const readSummary = (token: string, authorization?: string) =>
  post(
    app,
    '/resume/get-meta',
    { resume_token: token, meta_key: 'summary' },
    authorization ? { authorization: `Bearer ${authorization}` } : {},
  );

describe('POST /register', () => {
  it('creates the account and answers status, message, data (user info) and token', async () => {
    const res = await call(app, 'POST', '/register', { body: newUser({ email: 'erika@example.de' }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 200,
      message: 'Ihr Konto wurde erstellt.',
      subscription_status: 0,
      data: { first_name: 'Erika', last_name: 'Mustermann', email: 'erika@example.de', has_password: true },
      resume_claimed: false,
    });
    const profile = await call(app, 'GET', '/profile-info', { token: res.body.token as string });
    expect(profile.body.data).toMatchObject({ firstname: 'Erika', email: 'erika@example.de' });
  });

  it('stores the email lower-cased and trimmed and the password as an argon2id hash', async () => {
    await call(app, 'POST', '/register', { body: newUser({ email: '  Erika.M@Example.DE ' }) });
    const [row] = await app.db.select().from(users);
    expect(row?.email).toBe('erika.m@example.de');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('geheim123');
  });

  it('refuses an email that is already registered with error.email as a list (409)', async () => {
    await registerUser(app, { email: 'erika@example.de' });
    const res = await call(app, 'POST', '/register', { body: newUser({ email: 'ERIKA@example.de' }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      status: 409,
      message: 'Diese E-Mail-Adresse ist bereits registriert.',
      code: 'email_taken',
      error: { email: ['Diese E-Mail-Adresse ist bereits registriert.'] },
      errors: { email: 'Diese E-Mail-Adresse ist bereits registriert.' },
    });
    expect(await app.db.select().from(users)).toHaveLength(1);
  });

  it.each([
    ['email', { email: '' }, 'E-Mail ist ein Pflichtfeld.'],
    ['email', { email: undefined }, 'E-Mail ist ein Pflichtfeld.'],
    ['email', { email: 'keine-adresse' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['email', { email: `${'a'.repeat(76)}@x.de` }, 'Höchstens 80 Zeichen.'],
    ['password', { password: '' }, 'Passwort ist ein Pflichtfeld.'],
    ['password', { password: '12345' }, 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
    ['first_name', { first_name: ' ' }, 'Vorname ist erforderlich.'],
    ['last_name', { last_name: undefined }, 'Nachname ist erforderlich.'],
    ['resume_token', { resume_token: 'kurz' }, 'resume_token ist ungültig (32 Hex-Zeichen erwartet).'],
  ])('refuses a bad %s with the spec’s message', async (field, change, message) => {
    const res = await call(app, 'POST', '/register', { body: newUser(change) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ [`body.${field}`]: message });
  });
});

describe('registering with a resume token (DESIGN.md deviation 1)', () => {
  it('makes the anonymous resume the account’s and sets its name', async () => {
    const token = newToken();
    await saveSummary(token);
    const account = await registerUser(app, { resume_token: token, resume_name: 'Bewerbung Klinikum' });
    const [resume] = await app.db.select().from(resumes).where(eq(resumes.token, token));
    expect(resume).toMatchObject({ ownerId: account.user.id, name: 'Bewerbung Klinikum' });
  });

  it('then refuses the resume token alone (403) and opens it with the login token (200)', async () => {
    const token = newToken();
    await saveSummary(token);
    const account = await registerUser(app, { resume_token: token });
    expect((await readSummary(token)).status).toBe(403);
    const owned = await readSummary(token, account.token);
    expect(owned.status).toBe(200);
    expect(owned.body.resume).toMatchObject({ meta_value: { data: '<p>Erfahrene Pflegekraft</p>' } });
    expect((await saveSummary(token)).status).toBe(403);
    expect((await saveSummary(token, account.token)).status).toBe(200);
  });

  it('does not take a resume that already belongs to another account', async () => {
    const token = newToken();
    await saveSummary(token);
    const first = await registerUser(app, { resume_token: token });
    const second = await call(app, 'POST', '/register', { body: newUser({ resume_token: token }) });
    expect(second.status).toBe(200);
    expect(second.body.resume_claimed).toBe(false);
    const [resume] = await app.db.select().from(resumes).where(eq(resumes.token, token));
    expect(resume?.ownerId).toBe(first.user.id);
    expect((await readSummary(token, second.body.token as string)).status).toBe(403);
  });

  it('reserves a token the browser made but has not saved under yet', async () => {
    const token = newToken();
    const account = await registerUser(app, { resume_token: token, resume_name: 'Neu' });
    expect((await saveSummary(token)).status).toBe(403);
    expect((await saveSummary(token, account.token)).status).toBe(200);
  });

  it('treats an empty resume token as none', async () => {
    const res = await call(app, 'POST', '/register', {
      body: newUser({ resume_token: '', resume_name: '' }),
    });
    expect(res.status).toBe(200);
    expect(await app.db.select().from(resumes)).toHaveLength(0);
  });
});
