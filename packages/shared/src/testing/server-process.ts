/**
 * Starts the real Vita server (apps/server/src/main.ts) as a child process, for the end-to-end
 * tests and the benchmarks alike: a free (or given) port on 127.0.0.1, a fresh temporary DATA_DIR,
 * optionally DATABASE_URL; waits for GET /api/v1/health; stops it with SIGTERM and removes the
 * directory.
 *
 * `node --import tsx apps/server/src/main.ts` is `npx tsx apps/server/src/main.ts` in one process,
 * so SIGTERM reaches the server itself. Node only: never imported by the web app.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A free TCP port on 127.0.0.1, as the kernel hands it out. */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('could not read the probe port'));
        return;
      }
      const { port } = address;
      probe.close(() => resolve(port));
    });
  });
}

/** True when something accepts TCP connections at host:port within the time limit. */
export function isTcpReachable(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface HealthAnswer {
  status: number;
  message: string;
  database: string;
}

export interface StartServerOptions {
  /** Where the server's stdout and stderr go. */
  logFile: string;
  /** A free one when not given. */
  port?: number;
  /** Extra environment for the server (e.g. DATABASE_URL). */
  env?: Record<string, string>;
  /** How long to wait for /api/v1/health (a fresh PGlite database takes ~5 s). */
  timeoutMs?: number;
  /** The temporary DATA_DIR's name prefix, so a left-over directory tells who made it. */
  dataDirPrefix?: string;
}

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  /** The server process (its CPU time can be read from /proc/<pid>/stat). */
  pid: number;
  health: HealthAnswer;
  stop(): Promise<void>;
}

function lastLines(file: string, count: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no server log)';
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function isHealthAnswer(value: unknown): value is HealthAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.message === 'string' && typeof v.database === 'string';
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { logFile, timeoutMs = 120_000, dataDirPrefix = 'vita-server-' } = options;
  const port = options.port ?? (await getFreePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), dataDirPrefix));
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n=== ${new Date().toISOString()} starting server on port ${port}, DATA_DIR=${dataDir}\n`);

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let exited = false;
  // If this process ends without stopping the server (a crash, process.exit), take it along.
  const killOnExit = (): void => {
    if (!exited) child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => {
    exited = true;
    process.removeListener('exit', killOnExit);
  });

  const cleanup = (): void => {
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async (): Promise<void> => {
    if (!exited) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        log.write('=== server did not stop within 15 s of SIGTERM; sending SIGKILL\n');
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    cleanup();
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      cleanup();
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before it was healthy.\n` +
          `Last lines of ${logFile}:\n${lastLines(logFile, 40)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok && isHealthAnswer(body))
        return { baseURL, port, dataDir, pid: child.pid ?? 0, health: body, stop };
      lastProblem = `health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    // Polling: the server has no way to call back when it is ready.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `The server was not healthy within ${timeoutMs} ms (${lastProblem}).\n` +
      `Last lines of ${logFile}:\n${lastLines(logFile, 40)}`,
  );
}
