import type { Browser, Page } from 'playwright-core';
import { storeTwoPageSample } from '../../lib/sample-resume';
import { twoPageSampleStorage } from './resume-storage';

/**
 * When the final page is ready for the reader: its preview holds the resume's pages (the
 * template's page boxes inside the page's preview section), the loader is gone and every font the
 * page uses has loaded. Measured in the page from the navigation's start (performance.now()).
 */
const READY_PROBE = `new Promise((resolve) => {
  const isReady = () =>
    document.querySelector('.final-page__preview [data-vt-page]') !== null &&
    document.querySelector('[role="status"].page-loader') === null;
  const finish = () => document.fonts.ready.then(() => resolve(performance.now()));
  if (isReady()) { finish(); return; }
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    finish();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
})`;

export interface FinalPageTimes {
  /** The resume in this browser's local store, /final-resume opened. */
  local: number[];
  /** A fresh browser opens /final-resume?id=<token> of a resume stored on the server. */
  byId: number[];
}

export type FinalPageWay = keyof FinalPageTimes;

/**
 * One visit of the final page in a fresh browser context (empty cache, as a visitor following a
 * link): with the two-page sample in the local store, or by `?id=<token>` of the stored sample.
 * `around.before` runs once the page exists, before the navigation, `around.after` once it is
 * ready, before its context closes (e.g. to start and stop a trace). Answers the milliseconds from
 * the navigation start to ready.
 */
export async function visitFinalPage(
  browser: Browser,
  visit: { baseURL: string; way: FinalPageWay; style: string; photo: string; token: string },
  around?: { before: (page: Page) => Promise<void>; after: () => Promise<void> },
): Promise<number> {
  const { baseURL, way, style, photo, token } = visit;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    if (way === 'local') {
      await context.addInitScript(
        (entries: Record<string, string>) => {
          if (sessionStorage.getItem('bench-seeded')) return;
          sessionStorage.setItem('bench-seeded', '1');
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        twoPageSampleStorage(style, photo),
      );
    }
    await around?.before(page);
    const url = way === 'local' ? `${baseURL}/final-resume` : `${baseURL}/final-resume?id=${token}`;
    await page.goto(url, { waitUntil: 'commit' });
    const ready = (await page.evaluate(READY_PROBE)) as number;
    await around?.after();
    return ready;
  } finally {
    await context.close();
  }
}

/** Opens the final page `runs` times each way (visitFinalPage), alternating the ways. */
export async function measureFinalPageReady(
  browser: Browser,
  baseURL: string,
  style: string,
  photo: string,
  runs: number,
): Promise<FinalPageTimes> {
  const { token } = await storeTwoPageSample(baseURL);
  const times: FinalPageTimes = { local: [], byId: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const way of ['local', 'byId'] as const) {
      times[way].push(await visitFinalPage(browser, { baseURL, way, style, photo, token }));
    }
  }
  return times;
}
