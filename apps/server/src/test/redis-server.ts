import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free TCP port on 127.0.0.1, as the kernel hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

export type RedisTestServer = {
  url: string;
  /** SIGKILL: gone at once, as in a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty). */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

async function untilAnswers(url: string, deadline: number): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    for (;;) {
      try {
        if (probe.status !== 'ready') await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } finally {
    probe.disconnect();
  }
}

/**
 * Debian's redis-server as a child process on a free port, without persistence. Tests that need
 * Redis start their own, so they can kill it.
 */
export async function startRedisServer(): Promise<RedisTestServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const launch = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const failed = new Promise<never>((_resolve, reject) =>
      started.once('error', (error) =>
        reject(
          new Error(
            `redis-server could not be started (${error.message}); install it: apt-get install redis-server`,
          ),
        ),
      ),
    );
    child = started;
    await Promise.race([untilAnswers(url, Date.now() + 10_000), failed]);
  };
  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };

  await launch();
  return { url, kill: () => end('SIGKILL'), restart: launch, stop: () => end('SIGTERM') };
}
