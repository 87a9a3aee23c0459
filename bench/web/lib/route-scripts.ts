import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface ScriptLoad {
  url: string;
  bytes: number;
  gzip: number;
}

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
