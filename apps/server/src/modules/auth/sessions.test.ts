import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { newToken, testConfig } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { account, call, resetPasswordByMail, useErikaAccount } from './auth.test-support';
import { LOGIN_EXPIRED } from './auth-errors';

useTestApp();
useErikaAccount();

const profile = (token: string) => call(app, 'GET', '/profile-info', { token });
const login = async (password = account.password) => {
  const res = await call(app, 'POST', '/login', {
    body: { mode: 'web', email: 'erika@example.de', password },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
};

/** The token no longer opens anything: 401 with the German message and a code the web can act on. */
async function expectRevoked(token: string) {
  const res = await profile(token);
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ message: LOGIN_EXPIRED, code: 'login_expired' });
}

describe('login tokens are revoked', () => {
  it('by a password change; the device that changed it goes on with the fresh token', async () => {
    const otherDevice = await login();
    const res = await call(app, 'POST', '/update-password', {
      token: account.token,
      body: { current_password: 'geheim123', new_password: 'neuesGeheim1', confirm_password: 'neuesGeheim1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Ihr Passwort wurde geändert.');
    const fresh = res.body.token as string;
    expect(typeof fresh).toBe('string');
    await expectRevoked(account.token);
    await expectRevoked(otherDevice);
    expect((await profile(fresh)).status).toBe(200);
  });

  it('not by a failed password change', async () => {
    const res = await call(app, 'POST', '/update-password', {
      token: account.token,
      body: { current_password: 'falsch123', new_password: 'neuesGeheim1', confirm_password: 'neuesGeheim1' },
    });
    expect(res.status).toBe(404);
    expect((await profile(account.token)).status).toBe(200);
  });

  it('by a password reset', async () => {
    const otherDevice = await login();
    const reset = await resetPasswordByMail(app, 'erika@example.de', 'ganzNeu123');
    expect(reset.status).toBe(200);
    await expectRevoked(account.token);
    await expectRevoked(otherDevice);
    expect((await profile(await login('ganzNeu123'))).status).toBe(200);
  });

  it('by "Überall abmelden" (POST /logout-all) on every device, the calling one too', async () => {
    const otherDevice = await login();
    const res = await call(app, 'POST', '/logout-all', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sie wurden auf allen Geräten abgemeldet.');
    await expectRevoked(account.token);
    await expectRevoked(otherDevice);
    expect((await profile(await login())).status).toBe(200);
  });

  it('by deleting the account', async () => {
    const otherDevice = await login();
    const res = await call(app, 'POST', '/account/delete', {
      token: account.token,
      body: { password: 'geheim123' },
    });
    expect(res.status).toBe(200);
    await expectRevoked(account.token);
    await expectRevoked(otherDevice);
  });
});

describe('a revoked or invalid login token', () => {
  it('is refused with 401 on routes that work without a login too, not taken for a stranger', async () => {
    const resumeToken = newToken();
    const save = (token: string) =>
      call(app, 'POST', '/resume/save-meta', {
        token,
        body: { resume_token: resumeToken, meta_key: 'summary', meta_value: { data: '<p>Hallo</p>' } },
      });
    expect((await save(account.token)).status).toBe(200);
    await call(app, 'POST', '/logout-all', { token: account.token });
    const res = await save(account.token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(LOGIN_EXPIRED);
  });

  it('is refused as login_token of save-local-resume', async () => {
    await call(app, 'POST', '/logout-all', { token: account.token });
    const res = await call(app, 'POST', '/resume/save-local-resume', {
      body: { resume_token: newToken(), resume_json_data: {}, login_token: account.token },
    });
    expect(res.status).toBe(401);
  });

  it('needs a login for /logout-all', async () => {
    expect((await call(app, 'POST', '/logout-all')).status).toBe(401);
  });
});

describe('a login token without a token version', () => {
  // Signed with the real secret but without `ver`: such a token could not be revoked by a
  // password change or "Überall abmelden", so it is no login at all.
  it('is refused with 401, while the same token with its version logs in', async () => {
    const secret = new TextEncoder().encode(testConfig().jwtSecret ?? '');
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(account.user.id))
        .setIssuer('vita')
        .setIssuedAt()
        .setExpirationTime('30d')
        .sign(secret);
    expect((await profile(await signed({}))).status).toBe(401);
    expect((await profile(await signed({ ver: '0' }))).status).toBe(401);
    expect((await profile(await signed({ ver: 0 }))).status).toBe(200);
  });
});
