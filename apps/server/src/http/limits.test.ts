import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { call, MINUTE, registerUser } from '../modules/auth/auth.test-support';
import { buildTestApp, newToken } from '../test/test-app';

const GLOBAL_MAX = 2;
const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.';
const TOO_MANY_TRIES = 'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.';

let app: FastifyInstance;
let account: Awaited<ReturnType<typeof registerUser>>;
beforeEach(async () => {
  app = await buildTestApp({
    rateLimitMax: GLOBAL_MAX,
    spellcheckRateLimitMax: GLOBAL_MAX,
    authRateLimit: { windowMs: 15 * MINUTE, perIp: GLOBAL_MAX, perAccount: 100 },
  });
  account = await registerUser(app, { email: 'erika@example.de' });
});
afterEach(() => app.close());

type Call = { method: 'GET' | 'POST'; url: string; body?: unknown; login?: boolean };

/** One route of each limited family; each from its own address, so no counter is shared. */
const families: [string, Call][] = [
  [
    'auth: login',
    { method: 'POST', url: '/login', body: { mode: 'web', email: 'x@example.de', password: 'x' } },
  ],
  ['auth: forgot-password', { method: 'POST', url: '/forgot-password', body: { email: 'x@example.de' } }],
  [
    'account: delete (wrong password)',
    { method: 'POST', url: '/account/delete', body: { password: 'falsch' }, login: true },
  ],
  ['account: profile', { method: 'GET', url: '/profile-info', login: true }],
  ['account: resume listing', { method: 'GET', url: '/resume-listing', login: true }],
  ['billing: subscription plan', { method: 'GET', url: '/subscription-plan', login: true }],
  ['billing: cancel-contract', { method: 'POST', url: '/cancel-contract', body: { email: 'x@example.de' } }],
  [
    'contact',
    { method: 'POST', url: '/contact-message', body: { name: 'E', email: 'x@example.de', message: 'Hallo' } },
  ],
  [
    'global: resume',
    { method: 'POST', url: '/resume/get-meta', body: { resume_token: newToken(), meta_key: 'summary' } },
  ],
  ['global: catalogue', { method: 'GET', url: '/resume/degree' }],
  // Limits are checked before the body is: an empty one keeps Hunspell out of this test.
  ['spellcheck', { method: 'POST', url: '/spellcheck', body: {} }],
];

describe('every limit answers HTTP 429 with Retry-After and a German message', () => {
  it.each(families.map(([name, c], i) => [name, c, i] as const))('%s', async (_name, c, i) => {
    const ip = `198.51.100.${i + 10}`;
    const send = () =>
      call(app, c.method, c.url, {
        ip,
        ...(c.body ? { body: c.body } : {}),
        ...(c.login ? { token: account.token } : {}),
      });
    for (let n = 0; n < GLOBAL_MAX; n++) expect((await send()).status).not.toBe(429);
    const res = await send();
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.status).toBe(429);
    expect([TOO_MANY_REQUESTS, TOO_MANY_TRIES]).toContain(res.body.message);
  });

  it('does nothing once over the limit: a deletion with the right password is refused and the account stays', async () => {
    const ip = '198.51.100.99';
    const del = (password: string) =>
      call(app, 'POST', '/account/delete', { ip, token: account.token, body: { password } });
    for (let n = 0; n < GLOBAL_MAX; n++) expect((await del('falsch')).status).toBe(403);
    const res = await del(account.password);
    expect(res.status).toBe(429);
    expect(await app.db.select().from(users).where(eq(users.id, account.user.id))).toHaveLength(1);
  });
});
