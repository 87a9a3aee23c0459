import { defineConfig } from '@playwright/test';
import { QUIET_CHROMIUM_ARGS } from '@vita/shared/chromium';
import { getFreePort } from './support/server';

const CI = Boolean(process.env.CI);

/**
 * The port is chosen once, in the runner process, and handed to the workers through the
 * environment (they load this file again and must agree on the same base URL).
 */
process.env.VITA_E2E_PORT ??= String(await getFreePort());
const baseURL = process.env.VITA_E2E_BASE_URL ?? `http://127.0.0.1:${process.env.VITA_E2E_PORT}`;

/** The machine's Chromium. A browser is never downloaded. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: CI,
  // One retry on CI only: a test that passes on its second run is reported as "flaky" in the
  // output (and must be looked at), but does not throw away a whole run on a loaded machine.
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // CI has 90 minutes for everything; a hung suite must not take them all.
  globalTimeout: CI ? 52 * 60_000 : 0,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/html-report', open: 'never' }]],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath,
          args: [...QUIET_CHROMIUM_ARGS, '--disable-quic'],
        },
      },
    },
  ],
});
