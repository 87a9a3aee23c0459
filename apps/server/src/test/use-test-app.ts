import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { AppConfig } from '../config';
import { buildTestApp, newToken } from './test-app';

/** A clock the test moves forward; it starts on Monday, 2 March 2026, 09:00 UTC. */
export function testClock(start = new Date('2026-03-02T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

/** The app, clock and resume token of the running test, set by `useTestApp` (live bindings). */
export let app: FastifyInstance;
export let clock: TestClock;
export let token: string;

/**
 * Gives every test of the file a fresh app on its own test clock as `app` and `clock`, and
 * closes it after the test.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}) {
  beforeEach(async () => {
    clock = testClock();
    app = await buildTestApp(overrides, { now: clock.now });
  });
  afterEach(() => app.close());
}

/**
 * Gives every test of the file a fresh app on the real clock as `app` and a new resume token as
 * `token` (for a resume the test creates with its first save), and closes the app after the test.
 */
export function useAppAndToken() {
  beforeEach(async () => {
    app = await buildTestApp();
    token = newToken();
  });
  afterEach(() => app.close());
}

/** Replaces the running test's app by one with other settings, on the same clock. */
export async function rebuildTestApp(overrides: Partial<AppConfig>) {
  await app.close();
  app = await buildTestApp(overrides, { now: clock.now });
}
