/**
 * Starts the real Vita server (apps/server/src/main.ts) as a child process on a given port with a
 * fresh temporary DATA_DIR, waits for GET /api/v1/health, and stops it with SIGTERM.
 *
 * The server runs as `node --import tsx apps/server/src/main.ts` from the repository root: the same
 * as `npx tsx apps/server/src/main.ts`, but one process, so SIGTERM reaches the server itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const SCREENSHOT_DIR = path.join(ARTIFACTS_DIR, 'screenshots');

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

export interface StartServerOptions {
  port: number;
  /** Extra environment for the server (e.g. DATABASE_URL). */
  env?: Record<string, string>;
  /** Where the server's stdout and stderr go. */
  logFile: string;
  /** How long to wait for /api/v1/health (a fresh PGlite database takes ~5 s). */
  timeoutMs?: number;
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
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

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { port, logFile, timeoutMs = 120_000 } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vita-e2e-'));
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n=== ${new Date().toISOString()} starting server on port ${port}, DATA_DIR=${dataDir}\n`);

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The API's per-IP limit (600/min by default) is meant for people, not for a test suite
      // that sends everything from 127.0.0.1. Set RATE_LIMIT_MAX to run the suite with another.
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '100000',
      AUTH_RATE_LIMIT_MAX: process.env.AUTH_RATE_LIMIT_MAX ?? '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const baseURL = `http://127.0.0.1:${port}`;
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
      if (response.ok) return { baseURL, dataDir, stop };
      lastProblem = `health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `The server was not healthy within ${timeoutMs} ms (${lastProblem}).\n` +
      `Last lines of ${logFile}:\n${lastLines(logFile, 40)}`,
  );
}
