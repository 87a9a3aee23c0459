import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { rateLimits } from '../../db/schema';
import { buildTestApp, testConfig, testDatabase } from '../../test/test-app';
import { call, MINUTE, newUser, registerUser, testClock } from './auth.test-support';

const TOO_MANY = 'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.';
const limits = (perIp: number, perAccount: number) => ({
  authRateLimit: { windowMs: 15 * MINUTE, perIp, perAccount },
});

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});
async function start(perIp: number, perAccount: number, clock = testClock()) {
  const app = await buildTestApp(limits(perIp, perAccount), { now: clock.now });
  apps.push(app);
  return app;
}

const login = (app: FastifyInstance, password: string, ip = '203.0.113.7', email = 'erika@example.de') =>
  call(app, 'POST', '/login', { body: { mode: 'web', email, password }, ip });

describe('rate limits per IP (DESIGN.md deviation 9)', () => {
  it('answers 429 with a German message and Retry-After once an IP used up its login calls', async () => {
    const app = await start(3, 100);
    for (let i = 0; i < 3; i++) expect((await login(app, 'falsch123')).status).toBe(401);
    const res = await login(app, 'falsch123');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 429, message: TOO_MANY, code: 'rate_limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, 'falsch123', '198.51.100.1')).status).toBe(401);
  });

  it('counts every limited call on its own', async () => {
    const app = await start(2, 100);
    for (let i = 0; i < 2; i++) await login(app, 'x');
    expect((await login(app, 'x')).status).toBe(429);
    const forgot = await call(app, 'POST', '/forgot-password', {
      body: { email: 'niemand@example.de' },
      ip: '203.0.113.7',
    });
    expect(forgot.status).toBe(404);
  });

  it('limits registration, forgot-password and reset-password too', async () => {
    const app = await start(1, 100);
    const ip = '203.0.113.9';
    expect((await call(app, 'POST', '/register', { body: newUser(), ip })).status).toBe(200);
    expect((await call(app, 'POST', '/register', { body: newUser(), ip })).status).toBe(429);
    const forgot = { body: { email: 'a@example.de' }, ip };
    await call(app, 'POST', '/forgot-password', forgot);
    expect((await call(app, 'POST', '/forgot-password', forgot)).status).toBe(429);
    const reset = { body: { email: 'a@example.de', code: '123456', password: 'geheim123' }, ip };
    await call(app, 'POST', '/reset-password', reset);
    expect((await call(app, 'POST', '/reset-password', reset)).status).toBe(429);
  });

  it('opens again when the 15-minute window is over', async () => {
    const clock = testClock();
    const app = await start(1, 100, clock);
    await login(app, 'x');
    expect((await login(app, 'x')).status).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await login(app, 'x')).status).toBe(401);
  });

  it('shares the counters between instances through the database', async () => {
    const clock = testClock();
    const first = await start(2, 100, clock);
    const second = await createApp(testConfig(limits(2, 100)), {
      database: await testDatabase(),
      logger: false,
      now: clock.now,
    });
    apps.push(second);
    await login(first, 'x');
    await login(second, 'x');
    expect((await login(first, 'x')).status).toBe(429);
    expect((await login(second, 'x')).status).toBe(429);
    expect(await first.db.select().from(rateLimits)).not.toHaveLength(0);
  });
});

describe('rate limits per account', () => {
  it('locks password login from an address after 5 failures there, even with the right password, for 15 minutes', async () => {
    const clock = testClock();
    const app = await start(1000, 5, clock);
    const account = await registerUser(app, { email: 'erika@example.de' });
    for (let i = 0; i < 5; i++) {
      expect((await login(app, 'falsch123', '198.51.100.9')).status).toBe(401);
    }
    const locked = await login(app, account.password, '198.51.100.9');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY);
    clock.advance(15 * MINUTE);
    expect((await login(app, account.password, '198.51.100.9')).status).toBe(200);
  });

  it('forgets the failures after a successful login', async () => {
    const app = await start(1000, 5);
    const account = await registerUser(app, { email: 'erika@example.de' });
    for (let i = 0; i < 4; i++) await login(app, 'falsch123');
    expect((await login(app, account.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(app, 'falsch123')).status).toBe(401);
  });

  it('limits reset codes requested for one account', async () => {
    const app = await start(1000, 2);
    await registerUser(app, { email: 'erika@example.de' });
    const forgot = (ip: string) =>
      call(app, 'POST', '/forgot-password', { body: { email: 'erika@example.de' }, ip });
    expect((await forgot('198.51.100.1')).status).toBe(200);
    expect((await forgot('198.51.100.2')).status).toBe(200);
    expect((await forgot('198.51.100.3')).status).toBe(429);
  });
});
