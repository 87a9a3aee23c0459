/**
 * Pagination benchmark: three resumes of a Kauffrau im Einzelhandel (short: one job; typical: two
 * jobs, two schools, summary, skills, languages, certificates, hobbies, a custom section, a drawn
 * signature; long: six jobs), each exported as PDF by the real server in all 12 templates. Prints
 * template × size → pages and the fill of each page (lowest text line above the footer zone) and
 * whether the targets hold: short on 1 page, typical on at most 2, no page but the last under
 * 70 % full. The PDFs stay in bench/results/pagination/ for review.
 * Builds apps/web into a directory of its own unless BENCH_WEB_BUILD=0 and apps/web/dist holds a
 * build. BENCH_FORMATTING (JSON, e.g. '{"fontSize":10}') measures other formatting than the
 * default; BENCH_TEMPLATES (comma-separated style names) measures only those. Exits 1 when a
 * target is missed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATES } from '@vita/shared/constants';
import { PAGINATION_SAMPLES } from '@vita/shared/resume';
import { chooseTemplate, exportPdf, storeResume } from '../lib/sample-resume';
import { REPO_ROOT, RESULTS_DIR, startServer } from '../lib/server';
import { formatTable } from '../web/lib/table';
import { MIN_FILL, pageFill, thinPages } from './lib/page-fill';

/** The German gallery names, so the table reads like the product. */
const LABELS: Record<string, string> = {
  styleTempOne: 'Klassisch',
  styleTempTwo: 'Elegant',
  styleTempThree: 'Akzent',
  styleTempFour: 'Porträt',
  styleTempFive: 'Zeitleiste',
  styleTempDBSix: 'Modern',
  styleTempDBSeven: 'Hell',
  styleTempDBEight: 'Markant',
  styleTempDBNine: 'Schlicht',
  styleTempDBTen: 'Kreativ',
  styleTempDBEleven: 'Professionell',
  styleTempDBTwelve: 'Ausgewogen',
};

const FORMATTING = process.env.BENCH_FORMATTING ? (JSON.parse(process.env.BENCH_FORMATTING) as object) : {};
const ONLY = process.env.BENCH_TEMPLATES?.split(',');
const OUT_DIR = path.join(RESULTS_DIR, 'pagination');

function build(): { dir: string; own: boolean } {
  const dist = path.join(REPO_ROOT, 'apps', 'web', 'dist');
  if (process.env.BENCH_WEB_BUILD === '0' && existsSync(path.join(dist, 'print.html')))
    return { dir: dist, own: false };
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'vita-bench-pagination-web-'));
  console.log(`Building apps/web into ${outDir} (vite build) …`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(REPO_ROOT, 'apps', 'web'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
  return { dir: outDir, own: true };
}

interface Cell {
  pages: number;
  fill: number[];
  ok: boolean;
}

async function measure(webDir: string): Promise<boolean> {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      EXPORT_REQUIRES_PLAN: 'false',
      WEB_DIST_DIR: webDir,
    },
    logFile: path.join(RESULTS_DIR, 'pagination.server.log'),
  });
  const rows: string[][] = [];
  let allOk = true;
  try {
    const tokens = new Map<string, string>();
    for (const sample of PAGINATION_SAMPLES)
      tokens.set(sample.size, await storeResume(server.baseURL, sample.parts));
    for (const { styleName } of TEMPLATES.filter((t) => !ONLY || ONLY.includes(t.styleName))) {
      const cells: Cell[] = [];
      for (const sample of PAGINATION_SAMPLES) {
        const token = tokens.get(sample.size) ?? '';
        await chooseTemplate(server.baseURL, token, styleName, FORMATTING);
        const file = path.join(OUT_DIR, `${sample.size}-${styleName}.pdf`);
        writeFileSync(file, (await exportPdf(server.baseURL, token)).body);
        const fill = pageFill(file);
        const pagesOk = sample.maxPages === null || fill.length <= sample.maxPages;
        cells.push({ pages: fill.length, fill, ok: pagesOk && thinPages(fill) === 0 });
      }
      const ok = cells.every((cell) => cell.ok);
      allOk &&= ok;
      rows.push([
        `${LABELS[styleName] ?? styleName} (${styleName})`,
        ...cells.map((cell) => `${cell.pages}: ${cell.fill.map((f) => `${f} %`).join(' / ')}`),
        ok ? 'ja' : 'NEIN',
      ]);
      console.log(`${styleName}: ${rows.at(-1)?.slice(1).join(' | ')}`);
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nPages and fill per page (lowest text line above the footer zone, % of page height).` +
      `\nTargets: short = 1 page, typical ≤ 2 pages, no page but the last under ${MIN_FILL} %.\n`,
  );
  console.log(
    formatTable(
      ['template', ...PAGINATION_SAMPLES.map((s) => `${s.size}: pages: fill`), 'targets hold'],
      rows,
    ),
  );
  console.log(`\nPDFs: ${path.relative(REPO_ROOT, OUT_DIR)}/`);
  return allOk;
}

async function main(): Promise<void> {
  const web = build();
  try {
    process.exitCode = (await measure(web.dir)) ? 0 : 1;
  } finally {
    if (web.own) rmSync(web.dir, { recursive: true, force: true });
  }
}

await main();
