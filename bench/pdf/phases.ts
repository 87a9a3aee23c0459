/**
 * Where the time of a warm PDF goes: the same resume rendered in a print-entry tab of the machine's
 * Chromium, timed per phase (render in the page, page.pdf()), next to the whole HTTP export.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { exportPdf, storeTwoPageSample } from '../lib/sample-resume';
import { RESULTS_DIR, startServer } from '../lib/server';

const N = Number(process.env.N ?? 20);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? Number.NaN;

async function main() {
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', EXPORT_REQUIRES_PLAN: 'false' },
    logFile: path.join(RESULTS_DIR, 'phases.server.log'),
  });
  try {
    const { token, doc } = await storeTwoPageSample(server.baseURL);
    for (let i = 0; i < 6; i += 1) await exportPdf(server.baseURL, token);
    const http: number[] = [];
    for (let i = 0; i < N; i += 1) http.push((await exportPdf(server.baseURL, token)).ms);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const page = await browser.newPage();
    await page.emulateMedia({ media: 'print' });
    await page.goto(`${server.baseURL}/print.html`, { waitUntil: 'load' });
    const times = {
      evaluate: [] as number[],
      pdf: [] as number[],
      pdfUntagged: [] as number[],
      pdfNoOutline: [] as number[],
    };
    for (let i = 0; i < N + 3; i += 1) {
      let t = performance.now();
      await page.evaluate(
        (d) =>
          (window as unknown as { __VITA_RENDER__: (x: unknown) => Promise<unknown> }).__VITA_RENDER__(d),
        doc,
      );
      const e = performance.now() - t;
      t = performance.now();
      await page.pdf({ format: 'A4', printBackground: true, tagged: true, outline: true });
      const p = performance.now() - t;
      t = performance.now();
      await page.pdf({ format: 'A4', printBackground: true, tagged: false, outline: false });
      const u = performance.now() - t;
      t = performance.now();
      await page.pdf({ format: 'A4', printBackground: true, tagged: true, outline: false });
      const o = performance.now() - t;
      if (i < 3) continue;
      times.evaluate.push(e);
      times.pdf.push(p);
      times.pdfUntagged.push(u);
      times.pdfNoOutline.push(o);
    }
    await browser.close();
    console.log('http export p50', median(http).toFixed(1));
    for (const [k, v] of Object.entries(times)) console.log(k, 'p50', median(v).toFixed(1));
  } finally {
    await server.stop();
  }
}
void main();
