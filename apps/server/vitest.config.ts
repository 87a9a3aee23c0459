import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // A fresh PGlite costs seconds and ~850 MB: one per worker, reset between tests.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
