import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { AppConfig } from '../config';
import { type RedisTestServer, startRedisServer } from '../test/redis-server';
import { resetDatabase, testConfig, testDatabase } from '../test/test-app';

let redis: RedisTestServer;
let apps: FastifyInstance[] = [];
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis.stop());
afterEach(async () => {
  // The silent logger may be one object shared by every app of this worker.
  vi.restoreAllMocks();
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** An instance of the real app on the worker's database, as a second server process would be. */
async function instance(overrides: Partial<AppConfig>) {
  const app = await createApp(testConfig({ redisUrl: redis.url, ...overrides }), {
    database: await testDatabase(),
    logger: false,
  });
  apps.push(app);
  return app;
}

let nextIp = 1;
/** Every test its own client address, so counters of one test never meet another's. */
const clientIp = () => `203.0.113.${nextIp++}`;

/** A cheap call under the global limit (the health checks may be kept out of it). */
const limited = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/v1/export/capabilities', remoteAddress: ip });

const openClients = async () => {
  const admin = new Redis(redis.url);
  const list = await admin.client('LIST');
  admin.disconnect();
  return String(list).split('\n').filter(Boolean).length - 1;
};

describe('rate limits with REDIS_URL', () => {
  beforeAll(() => resetDatabase());

  it('shares the global limit between two instances', async () => {
    const [a, b] = [await instance({ rateLimitMax: 3 }), await instance({ rateLimitMax: 3 })];
    const ip = clientIp();
    expect((await limited(a, ip)).statusCode).toBe(200);
    expect((await limited(b, ip)).statusCode).toBe(200);
    expect((await limited(a, ip)).statusCode).toBe(200);
    const fourth = await limited(b, ip);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect((await limited(a, ip)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await limited(b, clientIp())).statusCode).toBe(200);
  });

  it('shares a per-route limit (spell check) between two instances', async () => {
    const [a, b] = [
      await instance({ spellcheckRateLimitMax: 2 }),
      await instance({ spellcheckRateLimitMax: 2 }),
    ];
    const ip = clientIp();
    // The limit counts before the body is checked: an empty body costs no Hunspell work.
    const suggest = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/v1/spellcheck/suggest', payload: {}, remoteAddress: ip });
    expect((await suggest(a)).statusCode).toBe(400);
    expect((await suggest(b)).statusCode).toBe(400);
    expect((await suggest(a)).statusCode).toBe(429);
    // The route's counter is its own: the global limit still lets this client through.
    expect((await limited(b, ip)).statusCode).toBe(200);
  });

  it('lets requests through and logs a warning while Redis is down, and counts again when it is back', async () => {
    const app = await instance({ rateLimitMax: 2 });
    const warn = vi.spyOn(app.log, 'warn');
    const ip = clientIp();
    expect((await limited(app, ip)).statusCode).toBe(200);
    await redis.kill();
    for (let i = 0; i < 5; i++) expect((await limited(app, ip)).statusCode).toBe(200);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[1]).toMatch(/Redis unreachable/);

    await redis.restart();
    // Once reconnected, the new (empty) Redis counts: two pass, the third is refused.
    await vi.waitFor(
      async () => expect((await limited(app, ip)).headers['x-ratelimit-remaining']).toBe('1'),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    expect((await limited(app, ip)).statusCode).toBe(200);
    expect((await limited(app, ip)).statusCode).toBe(429);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('starts while Redis is down and shares the limit once it is up', async () => {
    await redis.kill();
    const app = await instance({ rateLimitMax: 1 });
    const ip = clientIp();
    expect((await limited(app, ip)).statusCode).toBe(200);
    expect((await limited(app, ip)).statusCode).toBe(200);
    await redis.restart();
    await vi.waitFor(async () => expect((await limited(app, ip)).statusCode).toBe(429), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('closes its Redis connection when the app closes', async () => {
    const before = await openClients();
    const app = await instance({});
    expect(await openClients()).toBe(before + 1);
    await app.close();
    apps = [];
    expect(await openClients()).toBe(before);
  });
});

describe('rate limits without REDIS_URL (one machine)', () => {
  it('counts in each process on its own', async () => {
    const [a, b] = [
      await instance({ redisUrl: null, rateLimitMax: 2 }),
      await instance({ redisUrl: null, rateLimitMax: 2 }),
    ];
    const ip = clientIp();
    expect((await limited(a, ip)).statusCode).toBe(200);
    expect((await limited(a, ip)).statusCode).toBe(200);
    expect((await limited(a, ip)).statusCode).toBe(429);
    expect((await limited(b, ip)).statusCode).toBe(200);
  });
});
