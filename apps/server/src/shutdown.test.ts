import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newToken } from './test/test-app';

// The real server process (`node --import tsx src/main.ts`), stopped with a real SIGTERM.
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vita-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const DEADLINE_MS = 3_000;

function startServer(): { child: ChildProcess; log: () => string } {
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      LOG_LEVEL: 'info',
      PDF_WARM: 'false',
      BILLING_RENEWAL_INTERVAL_MS: '0',
      SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child: server, log: () => output };
}

async function until<T>(
  what: string,
  probe: () => T | undefined,
  log: () => string,
  ms = 150_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`waited in vain for ${what}; server log:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A client that sends a save's head and half its body now, the rest when told. */
function slowSave(port: number) {
  const body = JSON.stringify({
    resume_token: newToken(),
    meta_key: 'summary',
    meta_value: { data: '<p>Gespeichert während des Herunterfahrens</p>' },
  });
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/v1/resume/save-meta HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return { finish: () => socket.write(body.slice(half)), answer: () => answer, closed };
}

describe('stopping with SIGTERM', () => {
  it('lets a request in flight finish, refuses new connections, and cuts a stalled one at the deadline', async () => {
    const server = startServer();
    child = server.child;
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const port = await until(
      'the server to listen',
      () => server.log().match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1],
      server.log,
    );
    const slow = slowSave(Number(port));
    const stalled = slowSave(Number(port));
    const seenRequests = () => server.log().split('save-meta').length - 1;
    await until('both requests to arrive', () => (seenRequests() >= 2 ? true : undefined), server.log);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await until(
      'the server to begin stopping',
      () => (server.log().includes('stopping:') ? true : undefined),
      server.log,
    );
    await expect(fetch(`http://127.0.0.1:${port}/livez`)).rejects.toThrow();

    slow.finish();
    await slow.closed;
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 200 /);
    expect(slow.answer()).toContain('"status":200');

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    expect(at - signalledAt).toBeLessThan(DEADLINE_MS + 5_000);
    expect(server.log()).toContain('deadline reached');
    expect(stalled.answer()).toBe('');
  }, 240_000);
});
