import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema';
import { app, useTestApp } from '../../test/use-test-app';
import { account, call, registerUser, useErikaAccount } from '../auth/auth.test-support';
import { LOGIN_EXPIRED } from '../auth/auth-errors';

useTestApp();
useErikaAccount();

const contact = {
  first_name: 'Erika',
  last_name: 'Musterfrau',
  city: 'Köln',
  country: 'Deutschland',
  zip_code: '50667',
  phone: '+49 221 123456',
};

describe('calls that need a login', () => {
  it.each([
    ['GET', '/profile-info'],
    ['POST', '/update-profile'],
    ['POST', '/update-password'],
    ['GET', '/communication-preferences'],
    ['POST', '/communication-preferences'],
    ['GET', '/resume-listing'],
    ['GET', '/account/export'],
    ['POST', '/account/delete'],
  ] as const)('%s %s answers 401 without a valid login token', async (method, url) => {
    const body = method === 'POST' ? {} : undefined;
    const bare = await call(app, method, url, { body });
    expect(bare.status).toBe(401);
    const valid = {
      '/update-profile': contact,
      '/update-password': { current_password: 'a', new_password: 'bbbbbb', confirm_password: 'bbbbbb' },
      '/communication-preferences': {
        insider_tips: true,
        job_alerts: true,
        new_features: true,
        market_research: true,
      },
      '/account/delete': { password: 'x' },
    } as Record<string, unknown>;
    const res = await call(app, method, url, { body: valid[url] ?? body, token: `${account.token}x` });
    expect(res.status).toBe(401);
    // A token that is sent but not valid says so, so the browser can sign out cleanly.
    expect(res.body).toMatchObject({ message: LOGIN_EXPIRED, code: 'login_expired' });
  });
});

describe('GET /profile-info and POST /update-profile', () => {
  it('reads the profile with the spec’s names', async () => {
    const res = await call(app, 'GET', '/profile-info', { token: account.token });
    expect(res.body.data).toEqual({
      firstname: 'Erika',
      lastname: 'Mustermann',
      city: '',
      country: '',
      zip_code: '',
      phone: '',
      email: 'erika@example.de',
    });
  });

  it('saves the contact form and reads it back', async () => {
    const saved = await call(app, 'POST', '/update-profile', { token: account.token, body: contact });
    expect(saved.status).toBe(200);
    const res = await call(app, 'GET', '/profile-info', { token: account.token });
    expect(res.body.data).toMatchObject({ lastname: 'Musterfrau', city: 'Köln', zip_code: '50667' });
  });

  it.each([
    ['first_name', 'Vorname ist erforderlich.'],
    ['last_name', 'Nachname ist erforderlich.'],
    ['city', 'Stadt ist erforderlich.'],
    ['country', 'Ländername ist erforderlich.'],
    ['zip_code', 'Postleitzahl ist erforderlich.'],
    ['phone', 'Telefon-Nr. ist erforderlich.'],
  ])('requires %s: "%s"', async (field, message) => {
    for (const value of ['', '   ', undefined]) {
      const res = await call(app, 'POST', '/update-profile', {
        token: account.token,
        body: { ...contact, [field]: value },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ [`body.${field}`]: message });
    }
  });
});

describe('POST /update-password', () => {
  const valid = { current_password: 'geheim123', new_password: 'neu12345', confirm_password: 'neu12345' };
  const change = (override: Record<string, unknown> = {}) =>
    call(app, 'POST', '/update-password', { token: account.token, body: { ...valid, ...override } });
  const login = (password: string) =>
    call(app, 'POST', '/login', { body: { mode: 'web', email: 'erika@example.de', password } });

  it('changes the password', async () => {
    const res = await change();
    expect(res.status).toBe(200);
    expect((await login('neu12345')).status).toBe(200);
    expect((await login('geheim123')).status).toBe(401);
  });

  it('answers 404 with a message for a wrong current password (spec: toast with the server message)', async () => {
    const res = await change({ current_password: 'falsch' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Das alte Passwort ist falsch.');
    expect((await login('geheim123')).status).toBe(200);
  });

  it('refuses new and confirm that differ ("Password not match")', async () => {
    const res = await change({ confirm_password: 'neu54321' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Die Passwörter stimmen nicht überein.',
      code: 'password_mismatch',
    });
  });

  it.each([
    ['current_password', { current_password: '' }, 'Altes Passwort ist erforderlich.'],
    ['new_password', { new_password: '' }, 'Neues Passwort ist erforderlich.'],
    ['confirm_password', { confirm_password: undefined }, 'Passwort bestätigen ist erforderlich.'],
    ['new_password', { new_password: '12345' }, 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
  ])('requires %s with the spec’s message', async (field, override, message) => {
    const res = await change(override);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ [`body.${field}`]: message });
  });
});

describe('communication preferences (spec 02 §2.8)', () => {
  const all = { insider_tips: true, job_alerts: true, new_features: true, market_research: true };
  const nothingChosen = {
    insider_tips: false,
    job_alerts: false,
    new_features: false,
    market_research: false,
    unsubscribe_all: true,
  };
  const save = (body: Record<string, unknown>) =>
    call(app, 'POST', '/communication-preferences', { token: account.token, body });

  it('starts with nothing chosen (consent is opt-in)', async () => {
    const res = await call(app, 'GET', '/communication-preferences', { token: account.token });
    expect(res.body.data).toEqual(nothingChosen);
  });

  it('saves the four checkboxes', async () => {
    await save({ ...all, market_research: false });
    const res = await call(app, 'GET', '/communication-preferences', { token: account.token });
    expect(res.body.data).toEqual({ ...all, market_research: false, unsubscribe_all: false });
  });

  it('clears every box on "unsubscribe from all"', async () => {
    await save(all);
    const res = await save({ ...all, unsubscribe_all: true });
    expect(res.body.data).toEqual(nothingChosen);
  });

  it('refuses a box that is not true or false', async () => {
    const res = await save({ ...all, job_alerts: 'ja' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('body.job_alerts');
  });
});

describe('GET /resume-listing and POST /resume/save-local-resume', () => {
  const token = (n: number) => n.toString(16).padStart(32, 'a');
  const saveLocal = (n: number, name: string, login = account.token) =>
    call(app, 'POST', '/resume/save-local-resume', {
      token: login,
      body: {
        resume_token: token(n),
        resume_name: name,
        resume_strength: 40,
        resume_json_data: { templateId: '3', resume_name: name },
        login_token: login,
      },
    });

  it('lists the account’s resumes, last edited first, in the spec’s shape', async () => {
    await saveLocal(1, 'Erster');
    await saveLocal(2, 'Zweiter');
    await app.db
      .update(resumes)
      .set({ updatedAt: new Date('2026-01-01') })
      .where(eq(resumes.token, token(2)));
    const res = await call(app, 'GET', '/resume-listing', { token: account.token });
    expect(res.status).toBe(200);
    const list = res.body.data as Array<Record<string, unknown>>;
    expect(list.map((r) => r.resume_name)).toEqual(['Erster', 'Zweiter']);
    expect(list[0]).toMatchObject({ resume_token: token(1), resume_strength: 0 });
    expect(list[0]?.resume_details).toEqual([
      { created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
  });

  it('answers an empty list for an account without resumes', async () => {
    const res = await call(app, 'GET', '/resume-listing', { token: account.token });
    expect(res.body.data).toEqual([]);
  });

  it('stores the snapshot and makes the resume the account’s', async () => {
    const res = await saveLocal(1, 'Bewerbung');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      resume_token: token(1),
      resume_name: 'Bewerbung',
      resume_json_data: { templateId: '3' },
    });
    const [row] = await app.db
      .select()
      .from(resumes)
      .where(eq(resumes.token, token(1)));
    expect(row?.ownerId).toBe(account.user.id);
    const anonymous = await call(app, 'POST', '/resume/get-resume-object', {
      body: { resume_token: token(1) },
    });
    expect(anonymous.status).toBe(403);
  });

  it('accepts the login token in the body alone, as the spec sends it', async () => {
    const res = await call(app, 'POST', '/resume/save-local-resume', {
      body: { resume_token: token(5), resume_json_data: {}, login_token: account.token },
    });
    expect(res.status).toBe(200);
  });

  it('refuses another account’s resume (403) and a call without login (401)', async () => {
    await saveLocal(1, 'Meins');
    const other = await registerUser(app);
    const res = await saveLocal(1, 'Übernommen', other.token);
    expect(res.status).toBe(403);
    const [row] = await app.db
      .select()
      .from(resumes)
      .where(eq(resumes.token, token(1)));
    expect(row).toMatchObject({ ownerId: account.user.id, name: 'Meins' });
    const anonymous = await call(app, 'POST', '/resume/save-local-resume', {
      body: { resume_token: token(2), resume_json_data: {} },
    });
    expect(anonymous.status).toBe(401);
  });
});
