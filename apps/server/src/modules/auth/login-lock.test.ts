import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { app, useTestApp } from '../../test/use-test-app';
import { account, call, MINUTE, resetPasswordByMail, useErikaAccount } from './auth.test-support';

/** Two failures per account and address; ten times as many from everywhere start the account-wide lock. */
const PER_ACCOUNT = 2;
const ACCOUNT_WIDE = PER_ACCOUNT * 10;

useTestApp({ authRateLimit: { windowMs: 15 * MINUTE, perIp: 1000, perAccount: PER_ACCOUNT } });
useErikaAccount();

const login = (password: string, ip: string) =>
  call(app, 'POST', '/login', { body: { mode: 'web', email: 'erika@example.de', password }, ip });

/** An attacker fails `count` times, from as many addresses as the per-address lock makes them use. */
async function attack(count: number) {
  for (let i = 0; i < count; i++) {
    const ip = `203.0.113.${Math.floor(i / PER_ACCOUNT) + 1}`;
    expect((await login('falsch123', ip)).status).toBe(401);
  }
}

// Each failed login is an Argon2 check: twenty of them take a while on a busy machine.
describe('the per-account lock of failed logins', { timeout: 120_000 }, () => {
  it('does not lock the owner out from an address where nothing failed', async () => {
    await attack(PER_ACCOUNT);
    expect((await login(account.password, '203.0.113.1')).status).toBe(429);
    expect((await login(account.password, '198.51.100.20')).status).toBe(200);
  });

  it('under a spread-out attack makes every address that failed wait, but not a clean one', async () => {
    await attack(ACCOUNT_WIDE);
    // A new address may try once; after one failure it waits as well.
    expect((await login('falsch123', '192.0.2.50')).status).toBe(401);
    expect((await login('falsch123', '192.0.2.50')).status).toBe(429);
    expect((await login(account.password, '192.0.2.50')).status).toBe(429);
    // The owner at home, where no failure came from, still logs in.
    expect((await login(account.password, '198.51.100.20')).status).toBe(200);
  });

  it('is lifted for every address by a password reset', async () => {
    await attack(ACCOUNT_WIDE);
    const reset = await resetPasswordByMail(app, 'erika@example.de', 'ganzNeu123');
    expect(reset.status).toBe(200);
    expect((await login('ganzNeu123', '203.0.113.1')).status).toBe(200);
    const keys = (await app.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith('login-failed:'))).toEqual([]);
  });

  it('leaves no counter naming the account once it is deleted', async () => {
    await attack(PER_ACCOUNT * 2);
    const deleted = await call(app, 'POST', '/account/delete', {
      token: account.token,
      body: { password: account.password },
    });
    expect(deleted.status).toBe(200);
    const keys = (await app.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys.filter((key) => key.includes('erika@example.de'))).toEqual([]);
  });
});
