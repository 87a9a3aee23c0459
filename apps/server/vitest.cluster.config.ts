import { defineConfig } from 'vitest/config';

/**
 * Several real server processes on one PostgreSQL and one Redis (`npm run test:cluster`): not part
 * of `npm test`, since they need both services; .ci/run provides them and runs this on its own.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['cluster/**/*.test.ts'],
    globalSetup: ['cluster/global-setup.ts'],
    pool: 'forks',
    // One database and one Redis for all files: one file at a time.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
