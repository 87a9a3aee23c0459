/**
 * Web benchmark against the production build served by the real server, in the machine's
 * Chromium (playwright-core):
 *   (a) JavaScript for `/` and for `/resume`: every .js response the page actually loaded, its
 *       body gzipped here (zlib level 9), summed (`@vita/shared/testing`, shared with the e2e
 *       budget test). Bars (FIRST_LOAD_BUDGETS): `/` ≤ 90 KB gzip, `/resume` ≤ 150 KB.
 *   (c) Final page ready: navigation start → the preview shows the resume's pages with its fonts,
 *       opened from the local store and by `?id=` (lib/final-page-ready.ts). Bar: p50 ≤ 1 s.
 *   (b) Keystroke to live preview on `/resume`, filled with the two-page sample through the local
 *       store: 200 characters typed into the street field, one key at a time. Per key, from the
 *       keydown event to (1) the moment the preview's DOM holds the new text (MutationObserver)
 *       and (2) the next animation frame that holds it. Bar: p95 of (1) ≤ 16 ms, every key shown
 *       at the next frame.
 * BENCH_WEB_PARTS=sizes,final,typing picks the parts (all by default); BENCH_WEB_BASELINE_DIST
 * measures sizes and final page of another build side by side (runBaseline).
 * Builds apps/web first (`npm run build -w @vita/web`) unless BENCH_WEB_BUILD=0 and a build exists.
 * Prints tables; exits 1 when a bar is missed. Results go to bench/results/web-<time>.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_LOAD_BUDGETS, gzipKb, scriptsLoadedBy } from '@vita/shared/testing';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { REPO_ROOT, RESULTS_DIR, startServer } from '../lib/server';
import { CHROMIUM_PATH, launchChromium } from './lib/browser';
import { measureFinalPageReady } from './lib/final-page-ready';
import { KEYSTROKE_PROBE, type KeySample } from './lib/keystroke-probe';
import { twoPageSampleStorage } from './lib/resume-storage';
import { samplePhotoDataUrl } from './lib/sample-photo';
import { formatTable, percentile } from './lib/table';

const FINAL_BUDGET_MS = 1000;
const FINAL_RUNS = Number(process.env.BENCH_FINAL_RUNS ?? 5);
const KEY_BUDGET_MS = 16;
const KEYSTROKES = 200;
const FIELD = '#heading-street';
const FIELD_RUN = 100; // the street field takes 120 characters: two runs of 100
const TEMPLATES = [
  { name: 'classic-photo', style: 'styleTempOne' },
  { name: 'modern-two-column', style: 'styleTempDBSix' },
];

function build(): void {
  const dist = path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html');
  if (process.env.BENCH_WEB_BUILD === '0' && existsSync(dist)) {
    console.log('Using the existing build in apps/web/dist (BENCH_WEB_BUILD=0).');
    return;
  }
  console.log('Building apps/web (npm run build -w @vita/web) …');
  const result = spawnSync('npm', ['run', 'build', '-w', '@vita/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
}

/**
 * ASCII letters and single spaces: Playwright types characters outside the US layout as input
 * events without a keydown, which this probe could not time.
 */
function typedText(count: number): string {
  const words = ['Musterstrasse', 'Allee', 'Hinterhof', 'Gartenhaus', 'Aufgang', 'Sued', 'Weg'];
  let text = '';
  for (let i = 0; text.length < count; i += 1) text += `${words[i % words.length]} `;
  return text.slice(0, count).replace(/ $/, 'x');
}

interface KeyResult {
  template: string;
  width: number;
  keys: number;
  toDom: number[];
  toFrame: number[];
  late: number;
  /** Main-thread CPU time per key typed: unlike the latencies, not inflated by a busy machine. */
  cpuPerKey: number;
}

/** Main-thread CPU time of the page so far, in ms (Chromium's ThreadTime metric). */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
}

/**
 * Types into the street field with the two-page sample stored. At a width below 1024 px the
 * preview sits behind its button (not mounted): that run gives the form's own CPU cost per key.
 */
async function measureTyping(
  browser: Browser,
  baseURL: string,
  style: string,
  photo: string,
  width: number,
): Promise<{ samples: KeySample[]; cpuPerKey: number }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page: Page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await page.evaluate(
    (entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    twoPageSampleStorage(style, photo),
  );
  await page.goto(`${baseURL}/resume`, { waitUntil: 'networkidle' });
  const withPreview = width >= 1024;
  await page.waitForSelector(withPreview ? '[data-testid="live-preview"] [data-vt-page]' : FIELD);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(KEYSTROKE_PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpuBefore = await threadTime(cdp);
  const text = typedText(KEYSTROKES);
  const field = page.locator(FIELD);
  for (let start = 0; start < text.length; start += FIELD_RUN) {
    await field.fill('');
    await field.click();
    for (const key of text.slice(start, start + FIELD_RUN)) {
      await page.keyboard.type(key);
      await page.waitForTimeout(25);
    }
  }
  await page.waitForTimeout(200);
  const cpuPerKey = ((await threadTime(cdp)) - cpuBefore) / text.length;
  const samples = (await page.evaluate('window.__keySamples')) as KeySample[];
  await context.close();
  return { samples, cpuPerKey };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(1);

type Part = 'sizes' | 'final' | 'typing';
const PARTS: readonly Part[] = ['sizes', 'final', 'typing'];
/** BENCH_WEB_PARTS=sizes,final runs only those parts (all three by default). */
function selectedParts(): Set<Part> {
  const wanted = process.env.BENCH_WEB_PARTS?.split(',').map((part) => part.trim());
  return new Set(wanted ? PARTS.filter((part) => wanted.includes(part)) : PARTS);
}

const loadNote = () => `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`;

async function runSizes(
  browser: Browser,
  baseURL: string,
  label: string,
): Promise<{ ok: boolean; result: object }> {
  const sizes = [];
  for (const { route, width, budgetKb: budget } of FIRST_LOAD_BUDGETS) {
    const { scripts, fonts } = await scriptsLoadedBy(browser, `${baseURL}${route}`, width);
    sizes.push({ route, width, budget, scripts, fonts });
  }
  console.log(`\nJavaScript loaded, ${label} (Chromium ${CHROMIUM_PATH}, gzip level 9)\n`);
  console.log(
    formatTable(
      ['route', 'viewport', 'files', 'raw KB', 'gzip KB', 'bar KB', 'font files'],
      sizes.map(({ route, width, budget, scripts, fonts }) => [
        route,
        `${width} px`,
        String(scripts.length),
        kb(scripts.reduce((sum, s) => sum + s.bytes, 0)),
        gzipKb(scripts).toFixed(1),
        String(budget),
        String(fonts.length),
      ]),
    ),
  );
  for (const { route, width, fonts } of sizes) {
    console.log(`\nFonts for ${route} at ${width} px: ${fonts.join(', ') || 'none'}`);
  }
  for (const { route, width, scripts } of sizes) {
    console.log(
      `\n${route} at ${width} px: ${scripts.map((s) => `${path.basename(s.url)} ${kb(s.gzip)}`).join(', ')}`,
    );
  }
  let ok = true;
  for (const { route, width, budget, scripts } of sizes) {
    const met = gzipKb(scripts) <= budget;
    ok &&= met;
    console.log(
      `Bar: ${route} (${width} px) ≤ ${budget} KB gzip: ${met ? 'met' : 'MISSED'} (${gzipKb(scripts).toFixed(1)} KB)`,
    );
  }
  console.log(`(${loadNote()})`);
  return { ok, result: sizes };
}

async function runFinal(
  browser: Browser,
  baseURL: string,
  photo: string,
  label: string,
): Promise<{ ok: boolean; result: object }> {
  const times = await measureFinalPageReady(browser, baseURL, 'styleTempOne', photo, FINAL_RUNS);
  console.log(
    `\nFinal page ready, ${label} (two-page sample, classic-photo, ${FINAL_RUNS} fresh visits each)\n`,
  );
  const rows = [
    { way: 'local store → /final-resume', values: times.local },
    { way: '/final-resume?id=<token>', values: times.byId },
  ];
  console.log(
    formatTable(
      ['opened', 'p50 ms', 'max ms', 'bar ms'],
      rows.map(({ way, values }) => [
        way,
        ms(percentile(values, 50)),
        ms(Math.max(...values)),
        String(FINAL_BUDGET_MS),
      ]),
    ),
  );
  console.log(
    '\nready: from the navigation start to the moment the preview holds the pages, no loader shows and' +
      ` document.fonts.ready resolved; a fresh browser context (empty cache) per visit (${loadNote()}).`,
  );
  const ok = rows.every(({ values }) => percentile(values, 50) <= FINAL_BUDGET_MS);
  console.log(`Bar: final page ready ≤ ${FINAL_BUDGET_MS} ms (p50, both ways): ${ok ? 'met' : 'MISSED'}`);
  return { ok, result: times };
}

async function runTyping(
  browser: Browser,
  baseURL: string,
  photo: string,
): Promise<{ ok: boolean; result: object }> {
  const typing: KeyResult[] = [];
  const runs = [
    ...TEMPLATES.map((template) => ({ ...template, width: 1280 })),
    { name: 'form alone (preview closed)', style: 'styleTempOne', width: 360 },
  ];
  for (const run of runs) {
    const { samples, cpuPerKey } = await measureTyping(browser, baseURL, run.style, photo, run.width);
    typing.push({
      template: run.name,
      width: run.width,
      keys: samples.length,
      toDom: samples.map((s) => s.toDom),
      toFrame: samples.map((s) => s.toFrame),
      late: samples.filter((s) => s.late > 0).length,
      cpuPerKey,
    });
  }
  console.log(`\nKeystroke → live preview on /resume (two-page sample, ${KEYSTROKES} keys)\n`);
  const cell = (row: KeyResult, value: () => string) => (row.keys > 0 ? value() : '–');
  console.log(
    formatTable(
      [
        'template',
        'viewport',
        'keys',
        'DOM p50 ms',
        'DOM p95 ms',
        'DOM max ms',
        'frame p50 ms',
        'frame p95 ms',
        'late frames',
        'CPU/key ms',
      ],
      typing.map((row) => [
        row.template,
        `${row.width} px`,
        String(row.keys),
        cell(row, () => ms(percentile(row.toDom, 50))),
        cell(row, () => ms(percentile(row.toDom, 95))),
        cell(row, () => ms(Math.max(...row.toDom))),
        cell(row, () => ms(percentile(row.toFrame, 50))),
        cell(row, () => ms(percentile(row.toFrame, 95))),
        cell(row, () => String(row.late)),
        ms(row.cpuPerKey),
      ]),
    ),
  );
  console.log(
    '\nDOM: keydown → the preview holds the new text. frame: keydown → the next animation frame that' +
      ' shows it (includes waiting for the frame). late frames: keys not shown at the first frame after' +
      ' them. CPU/key: main-thread CPU time per key typed (all work: form, store, preview, layout),' +
      ` not inflated by other processes; ${loadNote()}.`,
  );
  // Spaces are typed but are no samples (a trailing space does not change the preview).
  const expectedSamples = typedText(KEYSTROKES).replace(/ /g, '').length;
  const ok = typing
    .filter((row) => row.width >= 1024)
    .every(
      (row) =>
        row.keys >= expectedSamples * 0.95 && percentile(row.toDom, 95) <= KEY_BUDGET_MS && row.late === 0,
    );
  console.log(`Bar: keystroke p95 ≤ ${KEY_BUDGET_MS} ms, shown at the next frame: ${ok ? 'met' : 'MISSED'}`);
  return { ok, result: typing };
}

/**
 * BENCH_WEB_BASELINE_DIST=<dir>: the sizes and the final page are measured once more on a second
 * server that serves that build (e.g. one of an earlier commit), in the same run, for a
 * side-by-side comparison. Its bars are not judged.
 */
async function runBaseline(
  browser: Browser,
  photo: string,
  parts: Set<Part>,
  stamp: string,
): Promise<object> {
  const dist = process.env.BENCH_WEB_BASELINE_DIST;
  if (!dist) return {};
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', WEB_DIST_DIR: dist },
    logFile: path.join(RESULTS_DIR, `web-${stamp}.baseline.server.log`),
  });
  const label = `baseline build ${dist}`;
  try {
    return {
      ...(parts.has('sizes') ? { sizes: (await runSizes(browser, server.baseURL, label)).result } : {}),
      ...(parts.has('final')
        ? { final: (await runFinal(browser, server.baseURL, photo, label)).result }
        : {}),
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const parts = selectedParts();
  build();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const browser = await launchChromium();
  const photo = await samplePhotoDataUrl();
  const results: Record<string, object> = {};
  let failed = false;
  try {
    results.baseline = await runBaseline(browser, photo, parts, stamp);
    const server = await startServer({
      env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', RATE_LIMIT_MAX: '1000000' },
      logFile: path.join(RESULTS_DIR, `web-${stamp}.server.log`),
    });
    try {
      const label = 'this build';
      if (parts.has('sizes')) {
        const { ok, result } = await runSizes(browser, server.baseURL, label);
        failed ||= !ok;
        results.sizes = result;
      }
      if (parts.has('final')) {
        const { ok, result } = await runFinal(browser, server.baseURL, photo, label);
        failed ||= !ok;
        results.final = result;
      }
      if (parts.has('typing')) {
        const { ok, result } = await runTyping(browser, server.baseURL, photo);
        failed ||= !ok;
        results.typing = result;
      }
    } finally {
      await server.stop();
    }
    writeFileSync(
      path.join(RESULTS_DIR, `web-${stamp}.json`),
      JSON.stringify({ ...results, load: os.loadavg(), failed }, null, 2),
    );
  } finally {
    await browser.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
