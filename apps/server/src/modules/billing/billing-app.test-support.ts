import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { AppConfig } from '../../config';
import { buildTestApp } from '../../test/test-app';
import { testClock } from '../auth/auth.test-support';

export type TestClock = ReturnType<typeof testClock>;

/** The app and clock of the running test, set by `useBillingApp` (live bindings). */
export let app: FastifyInstance;
export let clock: TestClock;

/**
 * Gives every test of the file a fresh app on its own clock (Monday, 2 March 2026, 09:00 UTC)
 * as `app` and `clock`, and closes it after the test.
 */
export function useBillingApp(overrides: Partial<AppConfig> = {}) {
  beforeEach(async () => {
    clock = testClock();
    app = await buildTestApp(overrides, { now: clock.now });
  });
  afterEach(() => app.close());
}

/** Replaces the running test's app by one with other settings, on the same clock. */
export async function rebuildBillingApp(overrides: Partial<AppConfig>) {
  await app.close();
  app = await buildTestApp(overrides, { now: clock.now });
}
