import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { buildTestApp, newToken, testDatabase } from '../../test/test-app';
import { builtWebApp } from '../export/print-entry.test-support';
import { createReadiness, expectedMigrations, READINESS_CACHE_MS } from './readiness';

let app: FastifyInstance | undefined;
// A fresh embedded database takes seconds on a busy machine: open it within the hook's time.
beforeAll(() => testDatabase());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const printing = { printState: () => 'ok' as const, warm: async () => {} };

describe('liveness and readiness probes', () => {
  it('answers /livez while the process is up', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/livez' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready with database, migrations and a pool that can print', async () => {
    app = await buildTestApp({ webDistDir: builtWebApp() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({
      status: 'ready',
      ready: true,
      stopping: false,
      checks: { database: 'ok', migrations: 'ok', pdf: 'ok' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('is not ready (503) when the PDF pool has no print entry to print with', async () => {
    app = await buildTestApp({ webDistDir: null });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({
      database: 'ok',
      migrations: 'ok',
      pdf: 'no Chromium or no print entry',
    });
  });

  it('is not ready while a migration of this build is missing', async () => {
    const { db } = await testDatabase();
    const shipped = expectedMigrations(migrationsFolder);
    const readiness = createReadiness({ db, migrations: shipped + 1, pool: printing });
    const report = await readiness.check();
    expect(report.ready).toBe(false);
    expect(report.checks.migrations).toBe(`${shipped} of ${shipped + 1} migrations applied`);
  });

  it('reports the database as unreachable instead of failing', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Parameters<typeof createReadiness>[0]['db'];
    const report = await createReadiness({ db: broken, migrations: 1, pool: printing }).check();
    expect(report.ready).toBe(false);
    expect(report.checks.database).toBe('unreachable: connection refused');
  });

  it('asks the database once per cache period, and the PDF pool on every probe', async () => {
    const { db } = await testDatabase();
    let clock = 0;
    let queries = 0;
    const counted = {
      execute: (query: Parameters<typeof db.execute>[0]) => {
        queries += 1;
        return db.execute(query);
      },
    } as unknown as typeof db;
    let state: 'failing' | 'ok' = 'failing';
    const pool = { printState: () => state, warm: async () => {} };
    const readiness = createReadiness({ db: counted, migrations: 1, pool, now: () => clock });
    expect(await readiness.check()).toMatchObject({
      ready: false,
      checks: { database: 'ok', pdf: 'Chromium could not open the print entry' },
    });
    // The pool recovers: the next probe is ready at once, from the cached database answer.
    state = 'ok';
    clock = READINESS_CACHE_MS - 1;
    expect((await readiness.check()).ready).toBe(true);
    expect(queries).toBe(1);
    clock = READINESS_CACHE_MS;
    await readiness.check();
    expect(queries).toBe(2);
  });

  it('retries a failing PDF pool at most once per cache period', async () => {
    const { db } = await testDatabase();
    let clock = 0;
    let retries = 0;
    const pool = {
      printState: () => 'failing' as const,
      warm: async () => {
        retries += 1;
      },
    };
    const readiness = createReadiness({ db, migrations: 1, pool, now: () => clock });
    await readiness.check();
    clock = READINESS_CACHE_MS - 1;
    expect((await readiness.check()).checks.pdf).toBe('Chromium could not open the print entry');
    expect(retries).toBe(1);
    clock = READINESS_CACHE_MS;
    await readiness.check();
    expect(retries).toBe(2);
  });

  it('turns not ready from SIGTERM on, so the balancer stops sending requests', async () => {
    const { db } = await testDatabase();
    const readiness = createReadiness({ db, migrations: 1, pool: printing });
    expect((await readiness.check()).ready).toBe(true);
    readiness.markStopping();
    expect(await readiness.check()).toMatchObject({ ready: false, stopping: true });
  });

  it('keeps /api/v1/health for existing monitors', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'ok' });
  });

  it('never rate-limits the probes, while the API limit holds', async () => {
    app = await buildTestApp({ rateLimitMax: 2, webDistDir: null });
    const statuses = async (url: string, method: 'GET' | 'POST' = 'GET') => {
      const seen: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const payload = method === 'POST' ? { resume_token: newToken() } : undefined;
        seen.push((await app!.inject({ method, url, payload })).statusCode);
      }
      return seen;
    };
    for (const url of ['/livez', '/readyz', '/api/v1/health']) expect(await statuses(url)).not.toContain(429);
    expect(await statuses('/api/v1/resume/get-meta', 'POST')).toContain(429);
  });
});
