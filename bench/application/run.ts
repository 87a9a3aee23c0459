/**
 * Mappe benchmark: in one run on one server, the time to bind a Bewerbungsmappe (Deckblatt +
 * Anschreiben + the two-page sample CV + 5 scanned A4 Zeugnisse of ~2 MB JPEG each) beside the
 * CV exported alone, and the Mappe's size. Targets: ≤ 3× a CV export, ≤ 5 MB.
 * Parts this server cannot build yet (no letters API, no letter/Deckblatt pages) are shown as
 * "fehlt" and left out of the Mappe measured — never estimated.
 * BENCH_WEB_DIST=<dir with print.html> skips the web build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanJpeg } from '../../apps/server/src/modules/attachments/attachments.test-support';
import { createLetter, exportMappe, uploadEnclosure as upload } from '../lib/mappe';
import { exportPdf, storeTwoPageSample } from '../lib/sample-resume';
import { REPO_ROOT, RESULTS_DIR, startServer } from '../lib/server';

const N = Number(process.env.N ?? 7);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

function webBuild(): { dir: string; own: boolean } {
  const given = process.env.BENCH_WEB_DIST;
  if (given && existsSync(path.join(given, 'print.html'))) return { dir: given, own: false };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vita-bench-mappe-web-'));
  console.log(`Building apps/web into ${dir} …`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(REPO_ROOT, 'apps', 'web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
  return { dir, own: true };
}

async function main() {
  const web = webBuild();
  const server = await startServer({
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      EXPORT_REQUIRES_PLAN: 'false',
      WEB_DIST_DIR: web.dir,
    },
    logFile: path.join(RESULTS_DIR, 'application.server.log'),
  });
  try {
    const { token } = await storeTwoPageSample(server.baseURL);
    const original = await scanJpeg();
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await upload(server.baseURL, token, original, `Zeugnis ${n}`));
    const letterId = await createLetter(server.baseURL, token);
    const full = {
      resume_token: token,
      attachment_ids: ids,
      cover_page: true,
      ...(letterId ? { letter_id: letterId } : {}),
    };
    const pagesReady = (await exportMappe(server.baseURL, full)).status === 200;
    const body = pagesReady ? full : { resume_token: token, attachment_ids: ids };
    for (let i = 0; i < 2; i++) {
      await exportPdf(server.baseURL, token);
      await exportMappe(server.baseURL, body);
    }
    const cv: number[] = [];
    const mappe: number[] = [];
    let last = { bytes: 0, pages: 0 };
    // Alternating, so that both see the same load on this shared machine.
    for (let i = 0; i < N; i++) {
      cv.push((await exportPdf(server.baseURL, token)).ms);
      const run = await exportMappe(server.baseURL, body);
      if (run.status !== 200) throw new Error(`the Mappe answered ${run.status}`);
      mappe.push(run.ms);
      last = run;
    }
    const ratio = median(mappe) / median(cv);
    const has = (ready: boolean) => (ready ? 'ja' : 'fehlt (nicht auf diesem Stand)');
    console.log(`\nMappe benchmark — median of ${N} warm runs each, alternating, one server`);
    console.log(`scan: ${mb(original.length)} MB JPEG (2480 × 3508) × 5`);
    console.table([
      { part: 'Deckblatt', in_mappe: has(pagesReady) },
      { part: 'Anschreiben', in_mappe: has(pagesReady && letterId !== null) },
      { part: 'Lebenslauf (2 Seiten)', in_mappe: 'ja' },
      { part: '5 Scans', in_mappe: 'ja' },
    ]);
    console.table([
      { measure: 'CV export alone (ms)', value: median(cv).toFixed(0), target: '' },
      { measure: 'Mappe (ms)', value: median(mappe).toFixed(0), target: '' },
      { measure: 'Mappe / CV', value: ratio.toFixed(2), target: ratio <= 3 ? '≤ 3 ok' : '≤ 3 MISSED' },
      {
        measure: 'Mappe size (MB)',
        value: mb(last.bytes),
        target: last.bytes <= 5 * 1024 * 1024 ? '≤ 5 ok' : '≤ 5 MISSED',
      },
      { measure: 'Mappe pages', value: String(last.pages), target: '' },
    ]);
  } finally {
    await server.stop();
    if (web.own) rmSync(web.dir, { recursive: true, force: true });
  }
}
void main();
