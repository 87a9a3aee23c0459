import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { clusterEnv } from './cluster-env';
import { type ServerProcess, startServerProcess } from './spawn-server';

/** The same secret on every instance: a login token signed by one is checked by the other. */
const JWT_SECRET = 'cluster-secret-cluster-secret-0123456789';

export const env = clusterEnv();

/** Two instances on the one PostgreSQL and the one Redis; each has its own DATA_DIR. */
export async function startPair(extra: Record<string, string> = {}): Promise<[ServerProcess, ServerProcess]> {
  const shared = {
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    // The built-in test payment provider (PAYMENTS=test asks for it where production needs that).
    PAYMENTS: 'test',
    EXPORT_REQUIRES_PLAN: 'false',
    PDF_WARM: 'false',
    PDF_POOL_SIZE: '1',
    BILLING_RENEWAL_INTERVAL_MS: '0',
    FOLLOW_UP_INTERVAL_MS: '0',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...extra,
  };
  const started = await Promise.allSettled([
    startServerProcess('a', shared),
    startServerProcess('b', shared),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  return servers as [ServerProcess, ServerProcess];
}

export type ApiAnswer = {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { message?: string };
};

/** A call to /api/v1 of one instance, as the browser makes it. */
export async function api(
  server: ServerProcess,
  method: 'GET' | 'POST',
  route: string,
  options: { body?: unknown; token?: string } = {},
): Promise<ApiAnswer> {
  const res = await fetch(`${server.url}/api/v1${route}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(60_000),
  });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? ((await res.json()) as ApiAnswer['body']) : {};
  return { status: res.status, headers: res.headers, body };
}

export const newResumeToken = () => randomBytes(16).toString('hex');

export function newAccount() {
  return {
    first_name: 'Erika',
    last_name: 'Mustermann',
    email: `erika.${randomBytes(4).toString('hex')}@example.de`,
    password: 'geheim123',
  };
}

export async function register(server: ServerProcess, account = newAccount()) {
  const res = await api(server, 'POST', '/register', { body: account });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...account, token: res.body.token as string, id: (res.body.data as { id: number }).id };
}

/** Direct reads of the shared database, to count what the instances did. */
export function openDatabasePool() {
  const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 2 });
  return {
    async rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
      return (await pool.query(text, values)).rows as T[];
    },
    close: () => pool.end(),
  };
}

/** Polls until `check` passes (it throws while it does not) or the time is up. */
export async function eventually(check: () => Promise<void>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
