/**
 * PGlite's memory with its stock settings and with Vita's (docs/decisions/pglite-memory.md):
 * each runs in its own process on a fresh in-memory database, drives the app through the API
 * (STANDARD_WORKLOAD: resumes of the two-page sample, concurrent saves of a long summary and a
 * large snapshot, imports) and prints the process RSS and PGlite's WebAssembly memory before and
 * after. Run: `npx tsx scripts/pglite-memory.ts` in apps/server (about 2 minutes per setting).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../src/app';
import { openDatabase, PGLITE_START_PARAMS } from '../src/db/client';
import { runPgliteWorkload, STANDARD_WORKLOAD } from '../src/test/pglite-workload';
import { testConfig } from '../src/test/test-app';

const SETTINGS = { stock: PGlite.defaultStartParams, vita: PGLITE_START_PARAMS } as const;
type Setting = keyof typeof SETTINGS;
const SHOWN = ['shared_buffers', 'work_mem', 'maintenance_work_mem', 'temp_buffers', 'wal_buffers'];
const mb = (bytes: number | null) => `${Math.round((bytes ?? 0) / 1048576)} MB`;

async function measure(setting: Setting) {
  const database = await openDatabase({
    databaseUrl: null,
    pgliteDir: null,
    pgliteStartParams: SETTINGS[setting],
  });
  const app = await createApp(testConfig(), { database, logger: false });
  const shown: string[] = [];
  for (const name of SHOWN) {
    const rows = await app.db.execute(`SHOW ${name}`);
    shown.push(`${name}=${Object.values((rows as unknown as { rows: object[] }).rows[0] ?? {})[0]}`);
  }
  const before = { wasm: database.memoryBytes(), rss: process.memoryUsage().rss };
  const started = Date.now();
  await runPgliteWorkload(app, STANDARD_WORKLOAD);
  const seconds = (Date.now() - started) / 1000;
  const after = { wasm: database.memoryBytes(), rss: process.memoryUsage().rss };
  await app.close();
  await database.close();
  return { setting, shown: shown.join(' '), before, after, seconds };
}

const child = process.argv.indexOf('--setting');
if (child > 0) {
  const setting = process.argv[child + 1] as Setting;
  console.log(JSON.stringify(await measure(setting)));
} else {
  console.log(`workload: ${JSON.stringify(STANDARD_WORKLOAD)}`);
  console.log('| setting | PGlite memory before → after | RSS before → after | workload | settings |');
  console.log('|---|---:|---:|---:|---|');
  for (const setting of Object.keys(SETTINGS) as Setting[]) {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--setting', setting],
      {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.status !== 0 || !line.startsWith('{'))
      throw new Error(`${setting} failed: ${run.stderr.slice(-2000)}`);
    const r = JSON.parse(line) as Awaited<ReturnType<typeof measure>>;
    console.log(
      `| ${setting} | ${mb(r.before.wasm)} → ${mb(r.after.wasm)} | ${mb(r.before.rss)} → ${mb(r.after.rss)} | ${r.seconds.toFixed(1)} s | ${r.shown} |`,
    );
  }
}
