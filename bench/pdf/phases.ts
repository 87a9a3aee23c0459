/**
 * Where the time of a warm PDF goes: the same resume rendered in a print-entry tab of the machine's
 * Chromium, timed per phase, next to the whole HTTP export and the plain-text export (everything of
 * an export but Chromium: HTTP, database, building the document).
 * `N=20 npx tsx pdf/phases.ts` (uses the existing apps/web/dist).
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { exportPdf, storeTwoPageSample } from '../lib/sample-resume';
import { RESULTS_DIR, startServer } from '../lib/server';

const N = Number(process.env.N ?? 20);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? Number.NaN;

type RenderWindow = { __VITA_RENDER__: (doc: unknown) => Promise<unknown> };

async function timed<T>(into: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  into.push(performance.now() - started);
  return result;
}

async function main() {
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', EXPORT_REQUIRES_PLAN: 'false' },
    logFile: path.join(RESULTS_DIR, 'phases.server.log'),
  });
  try {
    const { token, doc } = await storeTwoPageSample(server.baseURL);
    for (let i = 0; i < 6; i += 1) await exportPdf(server.baseURL, token);
    const times: Record<string, number[]> = {
      'http export (pdf)': [],
      'http export (txt)': [],
      'evaluate: document sent, rendered': [],
      '  of it in the page': [],
      'page.pdf() tagged, outline': [],
      'page.pdf() untagged': [],
      'page.pdf() without outline': [],
    };
    const series = (name: string) => times[name] ?? [];
    const txt = () =>
      fetch(`${server.baseURL}/api/v1/resume/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ resume_token: token, format: 2 }),
      }).then((response) => response.text());
    for (let i = 0; i < N; i += 1) {
      series('http export (pdf)').push((await exportPdf(server.baseURL, token)).ms);
      await timed(series('http export (txt)'), txt);
    }
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const page = await browser.newPage();
    await page.emulateMedia({ media: 'print' });
    await page.goto(`${server.baseURL}/print.html`, { waitUntil: 'load' });
    const json = JSON.stringify(doc);
    for (let i = 0; i < N + 3; i += 1) {
      const keep = i >= 3;
      const sink = (name: string) => (keep ? series(name) : []);
      const inPage = await timed(sink('evaluate: document sent, rendered'), () =>
        page.evaluate(async (text) => {
          const started = performance.now();
          await (window as unknown as RenderWindow).__VITA_RENDER__(JSON.parse(text));
          return performance.now() - started;
        }, json),
      );
      if (keep) series('  of it in the page').push(inPage);
      const pdf = (tagged: boolean, outline: boolean) => () =>
        page.pdf({ format: 'A4', printBackground: true, tagged, outline });
      await timed(sink('page.pdf() tagged, outline'), pdf(true, true));
      await timed(sink('page.pdf() untagged'), pdf(false, false));
      await timed(sink('page.pdf() without outline'), pdf(true, false));
    }
    await browser.close();
    console.log(`document: ${json.length} bytes as JSON; ${N} samples each, p50 in ms`);
    for (const [name, values] of Object.entries(times))
      console.log(name.padEnd(36), median(values).toFixed(1));
  } finally {
    await server.stop();
  }
}
void main();
