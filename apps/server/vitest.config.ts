import { defineConfig } from 'vitest/config';
import { POSTGRES_TEST_WORKERS } from './src/test/postgres-workers';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // A fresh PGlite costs seconds and ~850 MB: one per worker process (isolate off keeps the
    // module that holds it), tables emptied between tests. On PostgreSQL each worker has its own
    // database (src/test/postgres-workers.ts makes them).
    isolate: false,
    maxWorkers: POSTGRES_TEST_WORKERS,
    globalSetup: ['src/test/postgres-workers.ts'],
    // Its own worker settings: run as a group after the other projects (Vitest requires that).
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
