import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // A fresh PGlite costs seconds and ~850 MB: one per worker process (isolate off keeps the
    // module that holds it), tables emptied between tests. One PostgreSQL database is shared,
    // so there the files run one after another.
    isolate: false,
    maxWorkers: onPostgres ? 1 : 2,
    fileParallelism: !onPostgres,
    // Its own worker settings: run as a group after the other projects (Vitest requires that).
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
