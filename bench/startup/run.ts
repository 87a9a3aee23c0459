/**
 * Start-up time of the built server (`node apps/server/dist/main.js`, as `npm start` and the
 * container run it) on the embedded defaults: from spawn to the first 200 of /livez and of
 * /readyz, on a fresh DATA_DIR and again on the same one (a restart). Needs `npm run build`.
 * Bar: ready (/readyz 200) in under 3 s on a restart; the first start also creates the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort } from '../lib/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const BAR_MS = 3_000;

async function firstOk(url: string, since: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - since > 120_000) throw new Error(`${url} did not answer 200 within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function measure(dataDir: string): Promise<{ livezMs: number; readyzMs: number }> {
  const port = await getFreePort();
  const since = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const [livezMs, readyzMs] = await Promise.all([
      firstOk(`${base}/livez`, since, child),
      firstOk(`${base}/readyz`, since, child),
    ]);
    return { livezMs, readyzMs };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

if (!existsSync(MAIN)) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'vita-bench-startup-'));
try {
  const rows = [
    { run: 'first start (new database)', ...(await measure(dataDir)) },
    { run: 'restart', ...(await measure(dataDir)) },
    { run: 'restart', ...(await measure(dataDir)) },
  ];
  console.log(
    '\nStart-up of node apps/server/dist/main.js (PGlite in DATA_DIR, Chromium warmed in the background)',
  );
  console.log('| run | /livez 200 | /readyz 200 |');
  console.log('|---|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.run} | ${Math.round(row.livezMs)} ms | ${Math.round(row.readyzMs)} ms |`);
  }
  const restarts = rows.slice(1);
  const worst = Math.max(...restarts.map((row) => row.readyzMs));
  const met = worst < BAR_MS;
  console.log(
    `\nbar: restart ready in < ${BAR_MS} ms: ${met ? 'met' : 'MISSED'} (worst ${Math.round(worst)} ms)`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
