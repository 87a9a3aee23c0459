import { QUIET_CHROMIUM_ARGS } from '@vita/shared/chromium';
import { type Browser, chromium } from 'playwright-core';

/** The machine's Chromium (never a downloaded browser), quiet: no updates, sync or background calls. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...QUIET_CHROMIUM_ARGS],
  });
}
