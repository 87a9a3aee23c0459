/**
 * The first-load JavaScript of `/` and `/resume` stays within its budget, counted as the web
 * bench counts it (every script the page loaded until the network was idle, gzip level 9). Sizes
 * of the built files do not depend on the machine's load, so this fails on a regression only.
 */
import path from 'node:path';
import { FIRST_LOAD_BUDGETS, gzipKb, scriptsLoadedBy } from '@vita/shared/testing';
import { expect, test } from '../fixtures/test';

test.describe('first-load JavaScript budget', () => {
  for (const { route, width, guardKb } of FIRST_LOAD_BUDGETS) {
    test(`${route} at ${width} px loads at most ${guardKb} KB of JavaScript (gzip)`, async ({
      browser,
      baseURL,
    }) => {
      const { scripts } = await scriptsLoadedBy(browser, `${baseURL}${route}`, width);
      const files = scripts.map(
        (script) => `${path.basename(script.url)} ${(script.gzip / 1024).toFixed(1)} KB`,
      );
      expect(scripts.length, 'the page loaded no script: is apps/web/dist built?').toBeGreaterThan(0);
      expect(gzipKb(scripts), `${route} (${width} px) loaded: ${files.join(', ')}`).toBeLessThanOrEqual(
        guardKb,
      );
    });
  }
});
