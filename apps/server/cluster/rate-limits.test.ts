import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, register, startPair } from './cluster-support';
import { forgetRateLimits } from './forget-limits';
import type { ServerProcess } from './spawn-server';

let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  // Low limits; every call of this file comes from 127.0.0.1, as one client, and the files
  // before this one (same address) must not have used up its allowance.
  await forgetRateLimits();
  [a, b] = await startPair({ RATE_LIMIT_MAX: '200', AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => Promise.all([a?.stop(), b?.stop()]));

describe('rate limits across two instances', () => {
  // First: the global limit below leaves this client nothing for a minute.
  it('counts logins on one instance against the limit on the other', async () => {
    const account = await register(a);
    const login = (server: ServerProcess) =>
      api(server, 'POST', '/login', {
        body: { mode: 'web', email: account.email, password: account.password },
      });
    expect((await login(a)).status).toBe(200);
    expect((await login(b)).status).toBe(200);
    expect((await login(a)).status).toBe(200);
    const fourth = await login(b);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await login(a)).status).toBe(429);
  });

  it('counts requests on one instance against the global limit on the other', async () => {
    // Use up what is left of this minute's allowance on instance a (the start-up health checks
    // of both instances may count too, so read the shared counter from the answers).
    let remaining = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 200 && remaining > 0; i++) {
      const res = await fetch(`${a.url}/api/v1/export/capabilities`);
      expect(res.status).toBe(200);
      remaining = Number(res.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toBe(0);
    // Instance b has seen none of these requests, yet refuses the next one.
    const onB = await fetch(`${b.url}/api/v1/export/capabilities`);
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fetch(`${a.url}/api/v1/export/capabilities`)).status).toBe(429);
  });
});
