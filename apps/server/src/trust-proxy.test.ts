import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { MINUTE } from './modules/auth/auth.test-support';
import { buildTestApp } from './test/test-app';
import type { TrustProxy } from './trust-proxy';

describe('TRUST_PROXY in the configuration', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['true', true],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.0/8, 172.16.0.0/12,::1', ['10.0.0.0/8', '172.16.0.0/12', '::1']],
    ['uniquelocal,loopback', ['uniquelocal', 'loopback']],
  ])('reads %s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['ja', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '1.2.3.4/8/1', '1.2.3.4,'])(
    'refuses %s with a German message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: muss false, true, eine Anzahl/);
    },
  );
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(trustProxy: TrustProxy) {
  app = await buildTestApp({
    trustProxy,
    authRateLimit: { windowMs: 15 * MINUTE, perIp: 3, perAccount: 1000 },
  });
}

/** A wrong login from `peer` that claims to come from `forwardedFor`. */
const wrongLogin = async (peer: string, forwardedFor: string) => {
  if (!app) throw new Error('no app started');
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { mode: 'web', email: 'erika@example.de', password: 'falsch123' },
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return res.statusCode;
};

// The first test opens the worker's database, which takes long on a busy machine.
describe('the client address behind proxies', { timeout: 120_000 }, () => {
  it('ignores X-Forwarded-For by default: a rotating header does not dodge the login limit', async () => {
    await start(false);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await wrongLogin('203.0.113.7', `198.51.100.${i}`));
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('with TRUST_PROXY=1 counts the address the proxy forwarded', async () => {
    await start(loadConfig({ TRUST_PROXY: '1' }).trustProxy);
    for (let i = 0; i < 4; i++) expect(await wrongLogin('10.0.0.2', `198.51.100.${i}`)).toBe(401);
    for (let i = 0; i < 3; i++) expect(await wrongLogin('10.0.0.2', '192.0.2.1')).toBe(401);
    expect(await wrongLogin('10.0.0.2', '192.0.2.1')).toBe(429);
  });

  it('with TRUST_PROXY=1 takes only the hop the proxy added, not what the client wrote before it', async () => {
    await start(1);
    for (let i = 0; i < 3; i++) expect(await wrongLogin('10.0.0.2', `6.6.6.${i}, 192.0.2.1`)).toBe(401);
    expect(await wrongLogin('10.0.0.2', '6.6.6.9, 192.0.2.1')).toBe(429);
  });

  it('with a list believes only the proxies named in it', async () => {
    await start(['10.0.0.0/8']);
    for (let i = 0; i < 4; i++) expect(await wrongLogin('10.0.0.2', `198.51.100.${i}`)).toBe(401);
    const direct: number[] = [];
    for (let i = 0; i < 4; i++) direct.push(await wrongLogin('203.0.113.7', `198.51.100.${i + 10}`));
    expect(direct).toEqual([401, 401, 401, 429]);
  });
});
