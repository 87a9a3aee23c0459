import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface ScriptLoad {
  url: string;
  bytes: number;
  gzip: number;
}

/**
 * The first-load JavaScript budget per route, gzip (level 9), as the web bench and the e2e
 * budget test judge it (docs/decisions/first-load-budget.md). `/resume` is counted at both widths:
 * with the live preview beside the form (1280 px) and behind its button (360 px).
 */
export const FIRST_LOAD_BUDGETS: readonly FirstLoadBudget[] = [
  { route: '/', width: 1280, budgetKb: 90, guardKb: 90 },
  // Today 151.4 KB, the bar not quite met: the guard holds today's size until the templates load per family.
  { route: '/resume', width: 1280, budgetKb: 150, guardKb: 150 },
  { route: '/resume', width: 360, budgetKb: 150, guardKb: 150 },
];

export interface FirstLoadBudget {
  route: string;
  width: number;
  /** The bar the web bench judges against. */
  budgetKb: number;
  /** What the e2e test lets through: the bar, or today's size where the bar is not met yet. */
  guardKb: number;
}

export const gzipKb = (scripts: readonly ScriptLoad[]) =>
  scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;

/**
 * The JavaScript a page loads when opened fresh, until the network has been idle: every `.js`
 * response, its body gzipped here (level 9). Waits 2.5 s past the first idle and for a second idle,
 * so that whatever the page fetches after it painted (lazy parts, prefetches) counts too.
 */
export async function scriptsLoadedBy(
  browser: Browser,
  url: string,
  width: number,
): Promise<{ scripts: ScriptLoad[]; fonts: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<ScriptLoad | null>[] = [];
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font')
      fonts.push(path.basename(new URL(response.url()).pathname));
    const isScript =
      response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');
    if (!isScript || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2_500);
  await page.waitForLoadState('networkidle');
  const loads = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== null);
  await context.close();
  const unique = new Map(loads.map((load) => [load.url, load]));
  return { scripts: [...unique.values()].sort((a, b) => b.gzip - a.gzip), fonts: [...new Set(fonts)] };
}
