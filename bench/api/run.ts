/**
 * API benchmark: POST /api/v1/resume/save-meta and /get-meta against the real server, on PGlite
 * and, when one is reachable, on PostgreSQL. Per call three runs of 10 s:
 *   even   200 requests/s spaced evenly (an open-loop generator of our own): the DESIGN.md bar
 *   burst  200 requests/s with autocannon's overallRate (each connection sends its share of a
 *          second back-to-back at every second tick)
 *   max    autocannon as fast as the server answers
 * Beside the latencies, the CPU time per answered request of the server process and (on
 * PostgreSQL) of the database's processes, from /proc/<pid>/stat before and after each run: the
 * figure the machine's load barely moves.
 * Prints one table; exits 1 when the bar is missed (PGlite, even 200/s: p99 ≤ 20 ms, no non-2xx,
 * no errors, rate reached) or any run saw a 5xx.
 *
 * Environment:
 *   BENCH_DATABASE_URL  PostgreSQL to use (default: postgres://vita:vita@127.0.0.1:5432/vita_test
 *                       when something listens on 127.0.0.1:5432; skipped otherwise)
 *   BENCH_RATE          the fixed rate in requests/s (200)
 *   BENCH_DURATION      seconds per measured run (10)
 *   BENCH_CONNECTIONS   connections (10)
 *   BENCH_RESUMES       resumes created before measuring; requests rotate over them (100)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { cpuMsSince, cpuSnapshot, pidsNamed, processCpuMs } from '../lib/process-cpu';
import { isTcpReachable, RESULTS_DIR, type RunningServer, startServer } from '../lib/server';

const DEFAULT_PG_URL = 'postgres://vita:vita@127.0.0.1:5432/vita_test';
const P99_BAR_MS = 20;

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const RATE = envNumber('BENCH_RATE', 200);
const DURATION_S = envNumber('BENCH_DURATION', 10);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
const RESUMES = envNumber('BENCH_RESUMES', 100);
const WARMUP_S = 2;

const HEADING = { fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' };

type Call = 'save-meta' | 'get-meta';

function bodyFor(call: Call, token: string): string {
  return call === 'save-meta'
    ? JSON.stringify({ resume_token: token, resume_template_id: 1, meta_key: 'heading', meta_value: HEADING })
    : JSON.stringify({ resume_token: token, meta_key: 'heading' });
}

interface Row {
  database: string;
  call: string;
  mode: Mode;
  targetRate: number | null;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  fiveXx: number;
  errors: number;
  total: number;
  maxSendLagMs: number | null;
  /** CPU ms of the server process per answered request. */
  serverCpuMs: number;
  /** CPU ms of the PostgreSQL processes per answered request (null on PGlite: in the server). */
  databaseCpuMs: number | null;
}

async function post(baseURL: string, call: Call, body: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${baseURL}/api/v1/resume/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** Creates the resumes through the API (first save-meta creates one) and checks one read-back. */
async function createResumes(baseURL: string, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(16).toString('hex'));
  const batch = 10;
  for (let i = 0; i < tokens.length; i += batch) {
    await Promise.all(
      tokens.slice(i, i + batch).map(async (token) => {
        const answer = await post(baseURL, 'save-meta', bodyFor('save-meta', token));
        if (answer.status !== 200) {
          throw new Error(`save-meta answered ${answer.status}: ${JSON.stringify(answer.json)}`);
        }
      }),
    );
  }
  const first = tokens[0];
  if (first === undefined) throw new Error('no resume created');
  const back = await post(baseURL, 'get-meta', bodyFor('get-meta', first));
  const fname = (back.json as { resume?: { meta_value?: { fname?: unknown } } } | null)?.resume?.meta_value
    ?.fname;
  if (back.status !== 200 || fname !== HEADING.fname) {
    throw new Error(`get-meta did not return the saved heading: ${back.status} ${JSON.stringify(back.json)}`);
  }
  return tokens;
}

/** What one run saw. Latencies are per response, in milliseconds (fractional). */
interface Measurement {
  latencies: number[];
  total: number;
  non2xx: number;
  fiveXx: number;
  errors: number;
  durationS: number;
  /** Even runs: the most the generator sent a request after it was due. */
  maxSendLagMs?: number;
}

/** CPU milliseconds the run cost the server process and the database's processes. */
interface CpuCost {
  serverMs: number;
  databaseMs: number | null;
}

/** Runs `run` and reads the CPU time it cost the server (and PostgreSQL, when it is the database). */
async function withCpu(
  server: RunningServer,
  database: string,
  run: () => Promise<Measurement>,
): Promise<{ measurement: Measurement; cpu: CpuCost }> {
  const databasePids = (): number[] => (database === 'postgres' ? pidsNamed('postgres') : []);
  const serverBefore = cpuSnapshot([server.pid]);
  const databaseBefore = cpuSnapshot(databasePids());
  const measurement = await run();
  const serverMs = cpuMsSince(serverBefore, [server.pid]);
  const databaseMs = database === 'postgres' ? cpuMsSince(databaseBefore, databasePids()) : null;
  return { measurement, cpu: { serverMs, databaseMs } };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/**
 * autocannon: `overallRate` (each connection sends its share of the rate back-to-back at every
 * second tick, so the load comes in bursts), or as fast as possible when `rate` is null.
 * Latencies are taken from each response (autocannon's own histogram keeps whole milliseconds
 * and "corrects" rate-limited runs with a 1 ms interval, which inflates the tail).
 */
function autocannonRun(
  baseURL: string,
  call: Call,
  tokens: string[],
  options: { rate: number | null; duration: number },
): Promise<Measurement> {
  let next = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseURL,
        connections: CONNECTIONS,
        duration: options.duration,
        ...(options.rate === null ? {} : { overallRate: options.rate, ignoreCoordinatedOmission: true }),
        requests: [
          {
            method: 'POST',
            path: `/api/v1/resume/${call}`,
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const token = tokens[next++ % tokens.length] ?? '';
              return { ...request, body: bodyFor(call, token) };
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          latencies,
          total: result.requests.total,
          non2xx: result.non2xx,
          fiveXx: result['5xx'],
          errors: result.errors,
          durationS: result.duration,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

/**
 * An even, open-loop load: one request every 1000/rate ms, whether or not earlier ones have been
 * answered (up to 256 in flight, so a slow answer does not hold back the next request). Latency
 * counts from the moment the request was written, like autocannon's; how late the generator itself
 * sent (its own event loop competing for the CPU) is reported apart as `maxSendLagMs`.
 */
async function evenRun(
  baseURL: string,
  call: Call,
  tokens: string[],
  options: { rate: number; duration: number },
): Promise<Measurement> {
  const url = new URL(`/api/v1/resume/${call}`, baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const result = { total: 0, non2xx: 0, fiveXx: 0, errors: 0 };
  let maxSendLagMs = 0;
  const send = (body: string, sentAt: number): Promise<void> =>
    new Promise((resolve) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            latencies.push(performance.now() - sentAt);
            result.total++;
            if (status < 200 || status > 299) result.non2xx++;
            if (status >= 500) result.fiveXx++;
            resolve();
          });
        },
      );
      const fail = (): void => {
        result.errors++;
        resolve();
      };
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', fail);
      request.end(body);
    });

  const interval = 1000 / options.rate;
  const count = Math.round(options.rate * options.duration);
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const token = tokens[i % tokens.length] ?? '';
    const now = performance.now();
    maxSendLagMs = Math.max(maxSendLagMs, now - due);
    inFlight.push(send(bodyFor(call, token), now));
  }
  await Promise.all(inFlight);
  const durationS = (performance.now() - start) / 1000;
  agent.destroy();
  return { latencies, ...result, durationS, maxSendLagMs };
}

type Mode = 'even' | 'burst' | 'max';

function toRow(
  database: string,
  call: Call,
  mode: Mode,
  targetRate: number | null,
  { measurement: m, cpu }: { measurement: Measurement; cpu: CpuCost },
): Row {
  const answered = Math.max(1, m.total);
  const sorted = [...m.latencies].sort((a, b) => a - b);
  const label = mode === 'max' ? 'max' : `${targetRate}/s ${mode}`;
  return {
    database,
    call: `${call} ${label}`,
    mode,
    targetRate,
    reqPerSec: m.durationS > 0 ? m.total / m.durationS : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    non2xx: m.non2xx,
    fiveXx: m.fiveXx,
    errors: m.errors,
    total: m.total,
    maxSendLagMs: m.maxSendLagMs ?? null,
    serverCpuMs: cpu.serverMs / answered,
    databaseCpuMs: cpu.databaseMs === null ? null : cpu.databaseMs / answered,
  };
}

/**
 * Waits until the server answers /health within 50 ms again (at most 60 s), so that a backlog
 * left by an overloaded run does not count against the next one.
 */
async function settle(baseURL: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const start = performance.now();
    try {
      const response = await fetch(`${baseURL}/api/v1/health`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok && performance.now() - start < 50) return;
    } catch {
      // still busy
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log('  (the server was still slow to answer /health after 60 s; going on)');
}

/**
 * Waits (at most 30 s) until the server process has used under 5 % of a core for a whole second:
 * the work it starts after listening (catalogue, job-match vocabulary, spell checker, import
 * reader) must not fall into the first measured run.
 */
async function startUpDone(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let before = processCpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = processCpuMs(pid);
    if (before === null || now === null) return;
    if (now - before < 50) return;
    before = now;
  }
  console.log('  (the server was still busy 30 s after start; going on)');
}

async function benchDatabase(name: string, server: RunningServer): Promise<Row[]> {
  const { baseURL } = server;
  console.log(`[${name}] server up at ${baseURL} (health: database=${server.health.database})`);
  await startUpDone(server.pid);
  const tokens = await createResumes(baseURL, RESUMES);
  console.log(`[${name}] created ${tokens.length} resumes via save-meta; warming up ${WARMUP_S} s per call`);
  for (const call of ['save-meta', 'get-meta'] as const) {
    await autocannonRun(baseURL, call, tokens, { rate: null, duration: WARMUP_S });
  }
  const rows: Row[] = [];
  for (const call of ['save-meta', 'get-meta'] as const) {
    console.log(`[${name}] ${call}: ${RATE} req/s even, ${RATE} req/s autocannon, max; ${DURATION_S} s each`);
    await settle(baseURL);
    const even = await withCpu(server, name, () =>
      evenRun(baseURL, call, tokens, { rate: RATE, duration: DURATION_S }),
    );
    rows.push(toRow(name, call, 'even', RATE, even));
    await settle(baseURL);
    const burst = await withCpu(server, name, () =>
      autocannonRun(baseURL, call, tokens, { rate: RATE, duration: DURATION_S }),
    );
    rows.push(toRow(name, call, 'burst', RATE, burst));
    await settle(baseURL);
    const max = await withCpu(server, name, () =>
      autocannonRun(baseURL, call, tokens, { rate: null, duration: DURATION_S }),
    );
    rows.push(toRow(name, call, 'max', null, max));
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = [
    'database',
    'call',
    'req/s',
    'p50 ms',
    'p99 ms',
    'server CPU ms/req',
    'db CPU ms/req',
    'non-2xx',
    'errors',
  ];
  const body = rows.map((r) => [
    r.database,
    r.call,
    r.reqPerSec.toFixed(0),
    Number.isNaN(r.p50) ? '–' : r.p50.toFixed(2),
    Number.isNaN(r.p99) ? '–' : r.p99.toFixed(2),
    r.serverCpuMs.toFixed(2),
    r.databaseCpuMs === null ? '–' : r.databaseCpuMs.toFixed(2),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]): string =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of body) console.log(format(line));
}

/** The DESIGN.md bar, and no 5xx anywhere. Returns the reasons it was missed. */
function checkBars(rows: Row[]): string[] {
  const problems: string[] = [];
  for (const r of rows) {
    if (r.fiveXx > 0) problems.push(`${r.database} ${r.call}: ${r.fiveXx} answers were 5xx`);
    if (r.database !== 'pglite' || r.mode !== 'even' || r.targetRate === null) continue;
    if (!(r.p99 <= P99_BAR_MS))
      problems.push(`pglite ${r.call}: p99 ${r.p99.toFixed(2)} ms > ${P99_BAR_MS} ms`);
    if (r.non2xx > 0) problems.push(`pglite ${r.call}: ${r.non2xx} non-2xx answers`);
    if (r.errors > 0) problems.push(`pglite ${r.call}: ${r.errors} connection errors/timeouts`);
    if (r.reqPerSec < r.targetRate * 0.95) {
      problems.push(`pglite ${r.call}: reached ${r.reqPerSec.toFixed(0)} req/s of ${r.targetRate}`);
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const logFile = path.join(RESULTS_DIR, `api-${stamp}.server.log`);
  // The per-IP limit (600/min by default) would answer most of the load with 429.
  // No PDF is exported here: Chromium's warm-up at start would only compete with the first run.
  const serverEnv = { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', PDF_WARM: '0' };

  const targets: { name: string; env: Record<string, string>; required: boolean }[] = [
    { name: 'pglite', env: {}, required: true },
  ];
  const explicitPg = process.env.BENCH_DATABASE_URL;
  if (explicitPg) {
    targets.push({ name: 'postgres', env: { DATABASE_URL: explicitPg }, required: true });
  } else if (await isTcpReachable('127.0.0.1', 5432)) {
    targets.push({ name: 'postgres', env: { DATABASE_URL: DEFAULT_PG_URL }, required: false });
  } else {
    console.log('PostgreSQL: nothing listens on 127.0.0.1:5432 and BENCH_DATABASE_URL is unset; skipped.');
  }

  console.log(
    `API bench: ${RATE} req/s even and burst, and max throughput; ${DURATION_S} s per run, ` +
      `${CONNECTIONS} autocannon connections, ` +
      `${RESUMES} resumes, server with RATE_LIMIT_MAX=${serverEnv.RATE_LIMIT_MAX}`,
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  const rows: Row[] = [];
  for (const target of targets) {
    let server: RunningServer;
    try {
      server = await startServer({ env: { ...serverEnv, ...target.env }, logFile });
    } catch (error) {
      if (target.required) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.log(`[${target.name}] skipped: the server did not start (${reason}); see ${logFile}`);
      continue;
    }
    try {
      if (server.health.database !== target.name) {
        throw new Error(`expected database ${target.name}, the server reports ${server.health.database}`);
      }
      rows.push(...(await benchDatabase(target.name, server)));
    } finally {
      await server.stop();
    }
  }

  const loadAfter = os.loadavg()[0] ?? 0;
  console.log('');
  printTable(rows);
  for (const r of rows) {
    if (r.maxSendLagMs !== null && r.maxSendLagMs > 5) {
      console.log(
        `note: ${r.database} ${r.call}: the generator sent up to ${r.maxSendLagMs.toFixed(1)} ms late`,
      );
    }
  }
  console.log(
    `machine: ${os.cpus().length} cores, load average (1 min) ${loadBefore.toFixed(2)} before, ` +
      `${loadAfter.toFixed(2)} after (the bench itself adds about 2)`,
  );
  if (loadBefore > 1) {
    console.log('warning: the machine was busy before the bench started; the numbers include that load');
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const resultFile = path.join(RESULTS_DIR, `api-${stamp}.json`);
  writeFileSync(
    resultFile,
    JSON.stringify(
      { rate: RATE, durationS: DURATION_S, connections: CONNECTIONS, loadBefore, loadAfter, rows },
      null,
      2,
    ),
  );
  console.log(`\nresults: ${resultFile}`);

  const problems = checkBars(rows);
  if (problems.length === 0) {
    console.log(`bar met: p99 ≤ ${P99_BAR_MS} ms at ${RATE} req/s on PGlite, no 5xx`);
  } else {
    console.log('bar NOT met:');
    for (const p of problems) console.log(`  - ${p}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
