import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/test/redis-server';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * How a server process is started: the one place to change when the server is run from its
 * compiled build instead of the TypeScript sources. `--import tsx` keeps it one process, so a
 * signal reaches the server itself.
 */
export function serverCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: ['--import', 'tsx', 'apps/server/src/main.ts'] };
}

export type ServerProcess = {
  name: string;
  url: string;
  pid: number;
  /** SIGKILL: no shutdown, no goodbye (a crash, the OOM killer, a pulled plug). */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s. */
  stop(): Promise<void>;
  logTail(lines?: number): string;
};

const exited = (child: ChildProcess, ms: number) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(true)
    : new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });

/**
 * One real Vita server as a child process on a free port, with its own DATA_DIR (it holds the
 * lock file and would hold the generated secret, even when the data is in PostgreSQL). Resolves
 * once GET /api/v1/health answers 200.
 */
export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `vita-cluster-${name}-`));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const takeAlong = () => child.kill('SIGKILL');
  process.once('exit', takeAlong);

  const logTail = (lines = 30) => {
    try {
      return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  };
  const end = async (signal: NodeJS.Signals) => {
    process.removeListener('exit', takeAlong);
    if (!(await exited(child, 0))) {
      child.kill(signal);
      if (!(await exited(child, 15_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    }
  };
  const server: ServerProcess = {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    kill: () => end('SIGKILL'),
    async stop() {
      await end('SIGTERM');
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
    logTail,
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Server ${name} exited before it was healthy:\n${logTail()}`);
    }
    try {
      const res = await fetch(`${server.url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      // 429: up, but the polling of both instances used up a low shared limit.
      if (res.ok || res.status === 429) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`Server ${name} was not healthy within 120 s:\n${logTail()}`);
}
