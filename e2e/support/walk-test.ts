/**
 * The project's test for the long wizard walks: each test gets 180 s, because on a shared 2-core
 * machine a walk through many pages takes long; the expectations inside stay tight.
 */
import { test as base } from '../fixtures/test';

export const WALK_TIMEOUT_MS = 180_000;

export const test = base.extend<{ walkBudget: undefined }>({
  walkBudget: [
    // An auto fixture sets the budget before the test starts (the pattern names no fixture it needs).
    async ({ browserName: _browser }, use, testInfo) => {
      testInfo.setTimeout(WALK_TIMEOUT_MS);
      await use(undefined);
    },
    { auto: true },
  ],
});
