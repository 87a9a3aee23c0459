import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { runPgliteWorkload, STANDARD_WORKLOAD } from '../test/pglite-workload';
import { testConfig } from '../test/test-app';
import { type Database, openDatabase } from './client';

const MB = 1024 * 1024;
/**
 * PGlite's WebAssembly memory after STANDARD_WORKLOAD (docs/deployment.md): 128 MB with Vita's
 * settings, 189 MB with PGlite's stock ones. The figure counts bytes, not time, so it does not
 * depend on how busy the machine is.
 */
const MEMORY_BOUND = 150 * MB;

// Always PGlite, also when the API tests run on PostgreSQL: the bound is PGlite's.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, pgliteDir: null });
}, 240_000);
afterAll(() => database.close());

describe('PGlite memory', () => {
  it('starts with small buffers and sort memory', async () => {
    const shown: Record<string, string> = {};
    for (const name of [
      'shared_buffers',
      'work_mem',
      'maintenance_work_mem',
      'temp_buffers',
      'wal_buffers',
    ]) {
      const result = (await database.db.execute(`SHOW ${name}`)) as unknown as { rows: object[] };
      shown[name] = String(Object.values(result.rows[0] ?? {})[0]);
    }
    expect(shown).toEqual({
      shared_buffers: '16MB',
      work_mem: '2MB',
      maintenance_work_mem: '16MB',
      temp_buffers: '2MB',
      wal_buffers: '1MB',
    });
    expect(PGlite.defaultStartParams.join(' ')).not.toContain('shared_buffers');
  });

  it(`stays under ${MEMORY_BOUND / MB} MB of WebAssembly memory after storing, saving and importing resumes`, async () => {
    const app = await createApp(testConfig(), { database, logger: false, strictResponses: true });
    try {
      await runPgliteWorkload(app, STANDARD_WORKLOAD);
    } finally {
      await app.close();
    }
    expect(database.memoryBytes()).toBeLessThan(MEMORY_BOUND);
  }, 300_000);
});
