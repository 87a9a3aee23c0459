/**
 * PDF benchmark (DESIGN.md §4): the two-page sample resume (with photo and signature) exported as
 * PDF by the real server — `POST /api/v1/resume/export`, Chromium page pool on the print entry —
 * and beside it the same ResumeDocument rendered with @react-pdf/renderer in this process as a
 * baseline, measured in the same run.
 *   cold: the first PDF of a server started with the default settings, once /readyz answers 200
 *         (Chromium and the print entry warmed up in the background at start); a second row, "cold,
 *         no warm-up", the first PDF of a server started with PDF_WARM=0 (launches Chromium, opens
 *         the print entry); for react-pdf the first render in this process (loads the fonts).
 *   warm: sequential PDFs on a warm pool (reused pages): median and p95.
 *   PDFs/s at concurrency 1, 2 and 4 (the pool has PDF_POOL_SIZE pages, default 2).
 *   Mappe: a 7-page Bewerbungsmappe (letter, the CV, 4 scanned enclosure pages) on the warm
 *         server, median and p95.
 * BENCH_PDF_BASELINE_DIST=<dir>: a second server serves another build of the web app (its print
 * entry); its warm exports alternate with this build's, one each in turn, so that both see the
 * same load (a side-by-side row, no cold runs).
 * Builds apps/web first (into a directory of its own) unless BENCH_WEB_BUILD=0 and apps/web/dist
 * holds a build.
 * Prints a table; exits 1 when a bar is missed. Results go to bench/results/pdf-<time>.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResumeDocument } from '@vita/shared/resume';
import { scanJpeg } from '../../apps/server/src/modules/attachments/attachments.test-support';
import { createLetter, exportMappe, uploadEnclosure } from '../lib/mappe';
import { exportPdf, storeTwoPageSample } from '../lib/sample-resume';
import { REPO_ROOT, RESULTS_DIR, type RunningServer, startServer } from '../lib/server';
import { formatTable, percentile } from '../web/lib/table';
import { renderWithReactPdf } from './lib/react-pdf-resume';

const WARM_BAR_MS = 100;
/** The whole HTTP export against react-pdf's render alone, warm p50 (DESIGN.md §4). */
const SPEEDUP_BAR = 1.5;
const RATE_BAR = 10;
const COLD_RUNS = Number(process.env.BENCH_PDF_COLD ?? 3);
const WARM_SAMPLES = Number(process.env.BENCH_PDF_SAMPLES ?? 40);
const BATCH = Number(process.env.BENCH_PDF_BATCH ?? 24);
const CONCURRENCY = [1, 2, 4] as const;
/** The Mappe's enclosures: scanned A4 pages, one page each. */
const ENCLOSURES = 4;
const MAPPE_SAMPLES = Number(process.env.BENCH_PDF_MAPPE_SAMPLES ?? 10);
const SERVER_ENV: Record<string, string> = {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  RATE_LIMIT_MAX: '1000000',
  // The bench measures rendering; the login-and-plan gate in front of it is one indexed query.
  EXPORT_REQUIRES_PLAN: 'false',
};

interface EngineResult {
  engine: string;
  cold: number[];
  warm: number[];
  rate: Record<number, number>;
  pages: number;
  bytes: number;
}

/**
 * The web app with its print entry, built into a directory of this run: apps/web/dist is shared,
 * and a build started elsewhere empties it under the running server.
 */
function build(): { dir: string; own: boolean } {
  const dist = path.join(REPO_ROOT, 'apps', 'web', 'dist');
  if (process.env.BENCH_WEB_BUILD === '0' && existsSync(path.join(dist, 'print.html'))) {
    console.log('Using the existing build in apps/web/dist (BENCH_WEB_BUILD=0).');
    return { dir: dist, own: false };
  }
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'vita-bench-pdf-web-'));
  console.log(`Building apps/web into ${outDir} (vite build) …`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(REPO_ROOT, 'apps', 'web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
  return { dir: outDir, own: true };
}

/** Runs `total` jobs with `concurrency` in flight; PDFs per second over the whole batch. */
async function rate(concurrency: number, total: number, job: () => Promise<unknown>): Promise<number> {
  let started = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < total) {
      started += 1;
      await job();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - begin) / 1000);
}

function pdfPages(pdf: Buffer): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vita-bench-pdf-'));
  try {
    const file = path.join(dir, 'resume.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(info.match(/^Pages:\s+(\d+)/m)?.[1] ?? Number.NaN);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Until /readyz answers 200 (the server checks its database, migrations and PDF pool). */
async function untilReady(baseURL: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseURL}/readyz`).catch(() => null);
    if (response?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`/readyz did not answer 200 within ${timeoutMs} ms`);
    // Polling: the server has no way to call back when it is ready.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first PDF of a freshly started server, with the sample stored after /readyz. */
async function firstPdf(env: Record<string, string>, stamp: string): Promise<number> {
  return withServer(env, stamp, async (server) => {
    await untilReady(server.baseURL);
    const { token } = await storeTwoPageSample(server.baseURL);
    return (await exportPdf(server.baseURL, token)).ms;
  });
}

/** The 7-page Mappe (letter, CV, enclosures) on a warm server: its times and its last page count. */
async function measureMappe(baseURL: string, token: string): Promise<{ ms: number[]; pages: number }> {
  const scan = await scanJpeg();
  const ids: number[] = [];
  for (let n = 1; n <= ENCLOSURES; n += 1)
    ids.push(await uploadEnclosure(baseURL, token, scan, `Zeugnis ${n}`));
  const letterId = await createLetter(baseURL, token);
  if (letterId === null) throw new Error('the server has no letters API');
  const body = { resume_token: token, attachment_ids: ids, letter_id: letterId };
  for (let i = 0; i < 2; i += 1) await exportMappe(baseURL, body);
  const ms: number[] = [];
  let pages = 0;
  for (let i = 0; i < MAPPE_SAMPLES; i += 1) {
    const run = await exportMappe(baseURL, body);
    if (run.status !== 200) throw new Error(`the Mappe answered ${run.status}`);
    ms.push(run.ms);
    pages = run.pages;
  }
  return { ms, pages };
}

async function withServer<T>(
  env: Record<string, string>,
  stamp: string,
  use: (server: RunningServer) => Promise<T>,
) {
  const server = await startServer({
    env: { ...SERVER_ENV, ...env },
    logFile: path.join(RESULTS_DIR, `pdf-${stamp}.server.log`),
  });
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

async function measureChromium(
  stamp: string,
): Promise<{ result: EngineResult; doc: ResumeDocument; extra: EngineResult[]; baseline?: EngineResult }> {
  const cold: number[] = [];
  const coldNoWarm: number[] = [];
  for (let run = 1; run <= COLD_RUNS; run += 1) {
    // Default settings: Chromium and the print entry warm up while the server starts.
    cold.push(await firstPdf({}, stamp));
    coldNoWarm.push(await firstPdf({ PDF_WARM: '0' }, stamp));
    console.log(
      `cold run ${run}/${COLD_RUNS}: ${cold.at(-1)?.toFixed(0)} ms, no warm-up ${coldNoWarm.at(-1)?.toFixed(0)} ms`,
    );
  }
  const baselineDist = process.env.BENCH_PDF_BASELINE_DIST;
  const baselineServer = baselineDist
    ? await startServer({
        env: { ...SERVER_ENV, PDF_WARM: '1', WEB_DIST_DIR: baselineDist },
        logFile: path.join(RESULTS_DIR, `pdf-${stamp}.baseline.server.log`),
      })
    : null;
  const baseline = baselineServer
    ? {
        server: baselineServer,
        token: (await storeTwoPageSample(baselineServer.baseURL)).token,
        warm: [] as number[],
      }
    : null;
  const result = await withServer({ PDF_WARM: '1' }, stamp, async (server) => {
    const { token, doc } = await storeTwoPageSample(server.baseURL);
    let last = await exportPdf(server.baseURL, token);
    for (let i = 0; i < 5; i += 1) {
      last = await exportPdf(server.baseURL, token);
      if (baseline) await exportPdf(baseline.server.baseURL, baseline.token);
    }
    const warm: number[] = [];
    for (let i = 0; i < WARM_SAMPLES; i += 1) {
      last = await exportPdf(server.baseURL, token);
      warm.push(last.ms);
      if (baseline) baseline.warm.push((await exportPdf(baseline.server.baseURL, baseline.token)).ms);
    }
    const rates: Record<number, number> = {};
    for (const c of CONCURRENCY) rates[c] = await rate(c, BATCH, () => exportPdf(server.baseURL, token));
    const mappe = await measureMappe(server.baseURL, token);
    const result: EngineResult = {
      engine: 'Vita: Chromium pool, whole HTTP export',
      cold,
      warm,
      rate: rates,
      pages: last.pages,
      bytes: last.bytes,
    };
    const noWarm: EngineResult = {
      engine: 'Vita, cold, no warm-up (PDF_WARM=0)',
      cold: coldNoWarm,
      warm: [],
      rate: {},
      pages: last.pages,
      bytes: Number.NaN,
    };
    const mappeRow: EngineResult = {
      engine: `Vita: Mappe (letter, CV, ${ENCLOSURES} enclosures), warm`,
      cold: [Number.NaN],
      warm: mappe.ms,
      rate: {},
      pages: mappe.pages,
      bytes: Number.NaN,
    };
    return { result, doc, extra: [noWarm, mappeRow] };
  });
  if (!baseline) return result;
  await baseline.server.stop();
  const baselineRow: EngineResult = {
    engine: `Vita, baseline build (${path.basename(baselineDist ?? '')}), alternating`,
    cold: [Number.NaN],
    warm: baseline.warm,
    rate: {},
    pages: result.result.pages,
    bytes: Number.NaN,
  };
  return { ...result, baseline: baselineRow };
}

async function measureReactPdf(doc: ResumeDocument): Promise<EngineResult> {
  let started = performance.now();
  let pdf = await renderWithReactPdf(doc);
  const cold = [performance.now() - started];
  for (let i = 0; i < 5; i += 1) await renderWithReactPdf(doc);
  const warm: number[] = [];
  for (let i = 0; i < WARM_SAMPLES; i += 1) {
    started = performance.now();
    pdf = await renderWithReactPdf(doc);
    warm.push(performance.now() - started);
  }
  const rates: Record<number, number> = {};
  for (const c of CONCURRENCY) rates[c] = await rate(c, BATCH, () => renderWithReactPdf(doc));
  return {
    engine: '@react-pdf/renderer 4.9.0, render only',
    cold,
    warm,
    rate: rates,
    pages: pdfPages(pdf),
    bytes: pdf.length,
  };
}

async function main(): Promise<void> {
  const web = build();
  SERVER_ENV.WEB_DIST_DIR = web.dir;
  try {
    await measure();
  } finally {
    if (web.own) rmSync(web.dir, { recursive: true, force: true });
  }
}

async function measure(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const loadBefore = os.loadavg()[0] ?? 0;

  const { result: chromium, doc, extra, baseline } = await measureChromium(stamp);
  const reactPdf = await measureReactPdf(doc);
  const rows = [chromium, ...extra, ...(baseline ? [baseline] : []), reactPdf];

  const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
  console.log(
    `\nPDF of the two-page sample (${doc.templateStyleName}, photo, signature): ${WARM_SAMPLES} warm samples,` +
      ` ${BATCH} PDFs per concurrency level, cold = median of ${COLD_RUNS} (react-pdf: 1)\n`,
  );
  console.log(
    formatTable(
      [
        'engine',
        'cold ms',
        'warm p50 ms',
        'warm p95 ms',
        ...CONCURRENCY.map((c) => `PDFs/s c=${c}`),
        'pages',
        'KB',
      ],
      rows.map((row) => [
        row.engine,
        ms(percentile(row.cold, 50)),
        ms(percentile(row.warm, 50)),
        ms(percentile(row.warm, 95)),
        ...CONCURRENCY.map((c) => row.rate[c]?.toFixed(1) ?? '–'),
        String(row.pages),
        ms(row.bytes / 1024),
      ]),
    ),
  );
  console.log(
    '\nChromium times are whole API calls (HTTP, database, document, render, PDF transfer); react-pdf' +
      ' times are the render alone, in this process, so the comparison favours the baseline.' +
      ` Load average ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after, on` +
      ` ${os.cpus().length} cores: other work on the machine slows both.`,
  );

  const warmP50 = percentile(chromium.warm, 50);
  const warmOk = warmP50 <= WARM_BAR_MS;
  const speedup = percentile(reactPdf.warm, 50) / warmP50;
  const fasterOk = speedup >= SPEEDUP_BAR;
  const rateOk = Math.max(...Object.values(chromium.rate)) >= RATE_BAR;
  console.log(`\nBar: warm p50 ≤ ${WARM_BAR_MS} ms: ${warmOk ? 'met' : 'MISSED'} (${ms(warmP50)} ms)`);
  console.log(
    `Bar: ≥ ${SPEEDUP_BAR}× faster than react-pdf (warm p50): ${fasterOk ? 'met' : 'MISSED'} (${speedup.toFixed(2)}×)`,
  );
  if (baseline)
    console.log(
      `This build against the baseline build, warm p50 in the same run: ${(percentile(baseline.warm, 50) / warmP50).toFixed(2)}× faster`,
    );
  console.log(`Bar: ≥ ${RATE_BAR} PDFs/s: ${rateOk ? 'met' : 'MISSED'}`);
  writeFileSync(
    path.join(RESULTS_DIR, `pdf-${stamp}.json`),
    JSON.stringify(
      { rows, speedup, warmOk, fasterOk, rateOk, loadBefore, loadAfter: os.loadavg()[0] },
      null,
      2,
    ),
  );
  if (!warmOk || !fasterOk || !rateOk) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
