import { codeIn } from '@vita/shared/testing';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../db/schema';
import { app, clock, useTestApp } from '../../test/use-test-app';
import { account, call, MINUTE, registerUser, useErikaAccount } from './auth.test-support';

useTestApp();
useErikaAccount();

const forgot = (email = 'erika@example.de') => call(app, 'POST', '/forgot-password', { body: { email } });
const reset = (code: string, password = 'neuesPasswort', extra: Record<string, unknown> = {}) =>
  call(app, 'POST', '/reset-password', { body: { email: 'erika@example.de', code, password, ...extra } });
const login = (password: string) =>
  call(app, 'POST', '/login', { body: { mode: 'web', email: 'erika@example.de', password } });

/** The code of the newest mail in the outbox (no SMTP configured: the embedded default). */
async function mailedCode(): Promise<string> {
  const mails = await app.db.select().from(outbox);
  const code = codeIn(mails.at(-1)?.text ?? '');
  if (!code) throw new Error('no code mailed');
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /forgot-password', () => {
  it('answers 200 and mails a 6-digit code in German', async () => {
    const res = await forgot();
    expect(res.status).toBe(200);
    const [mail] = await app.db.select().from(outbox);
    expect(mail).toMatchObject({
      to: 'erika@example.de',
      subject: 'Ihr Code zum Zurücksetzen des Passworts',
    });
    expect(mail?.text).toMatch(/^ {4}\d{6}$/m);
    expect(mail?.text).toContain('15 Minuten gültig');
    expect(mail?.text).toContain('Falls Sie das nicht angefordert haben');
  });

  it('answers 404 for an email without an account (spec: "email not exist")', async () => {
    const res = await forgot('niemand@example.de');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Zu dieser E-Mail-Adresse gibt es kein Konto.');
    expect(await app.db.select().from(outbox)).toHaveLength(0);
  });

  it('stores the code only as a hash', async () => {
    await forgot();
    const code = await mailedCode();
    const [row] = await app.db.select().from(passwordResets);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });
});

describe('POST /reset-password (DESIGN.md deviation 4)', () => {
  it('sets the new password with email, code and password; the old one stops working', async () => {
    await forgot();
    const res = await reset(await mailedCode(), 'neuesPasswort', { confirmPassword: 'neuesPasswort' });
    expect(res.status).toBe(200);
    expect((await login('neuesPasswort')).status).toBe(200);
    expect((await login(account.password)).status).toBe(401);
  });

  it('refuses a used code', async () => {
    await forgot();
    const code = await mailedCode();
    expect((await reset(code)).status).toBe(200);
    const again = await reset(code, 'nochEinPasswort');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_code');
    expect((await login('neuesPasswort')).status).toBe(200);
  });

  it('counts down the tries left on a wrong code', async () => {
    await forgot();
    const res = await reset(wrongCode(await mailedCode()));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid_code',
      attempts_left: 4,
      message: 'Der Code ist falsch. Noch 4 Versuche.',
    });
  });

  it('fails the 6th attempt even with the right code after 5 wrong ones', async () => {
    await forgot();
    const code = await mailedCode();
    for (let i = 0; i < 5; i++) expect((await reset(wrongCode(code))).status).toBe(400);
    const sixth = await reset(code);
    expect(sixth.status).toBe(400);
    expect(sixth.body.code).toBe('code_locked');
    expect((await login(account.password)).status).toBe(200);
  });

  it('still accepts the right code on the 5th attempt', async () => {
    await forgot();
    const code = await mailedCode();
    for (let i = 0; i < 4; i++) await reset(wrongCode(code));
    expect((await reset(code)).status).toBe(200);
  });

  it('refuses a code after 15 minutes', async () => {
    await forgot();
    const code = await mailedCode();
    clock.advance(15 * MINUTE);
    const res = await reset(code);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'code_expired',
      message: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
    });
  });

  it('accepts a code just before 15 minutes are up', async () => {
    await forgot();
    const code = await mailedCode();
    clock.advance(15 * MINUTE - 1000);
    expect((await reset(code)).status).toBe(200);
  });

  it('replaces an earlier code with a new one', async () => {
    await forgot();
    const first = await mailedCode();
    await forgot();
    const second = await mailedCode();
    if (first !== second) expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('refuses a code for another account', async () => {
    await registerUser(app, { email: 'max@example.de' });
    await forgot();
    const code = await mailedCode();
    const res = await call(app, 'POST', '/reset-password', {
      body: { email: 'max@example.de', code, password: 'neuesPasswort' },
    });
    expect(res.status).toBe(400);
  });

  it.each([
    [
      { confirmPassword: 'anders123' },
      'body.confirmPassword',
      'Die Passwortbestätigung stimmt nicht überein.',
    ],
    [{ password: '12345' }, 'body.password', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
    [{ code: '12ab56' }, 'body.code', 'Der Code besteht aus 6 Ziffern.'],
    [{ email: '' }, 'body.email', 'E-Mail ist ein Pflichtfeld.'],
  ])('refuses bad input with a message and takes no try', async (change, field, message) => {
    await forgot();
    const code = await mailedCode();
    const res = await call(app, 'POST', '/reset-password', {
      body: { email: 'erika@example.de', code, password: 'neuesPasswort', ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ [field]: message });
    const [row] = await app.db.select().from(passwordResets);
    expect(row?.attempts).toBe(0);
  });

  it('answers an unknown email like a wrong code', async () => {
    const res = await call(app, 'POST', '/reset-password', {
      body: { email: 'niemand@example.de', code: '123456', password: 'neuesPasswort' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_code');
  });
});
