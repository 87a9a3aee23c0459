import type { FastifyInstance } from 'fastify';
import { type JsonBody, newToken } from '../../test/test-app';

/** Any call under /api/v1 with an optional login token and client IP. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    ...(options.body !== undefined ? { payload: options.body as JsonBody } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as JsonBody & { message: string; code?: string },
  };
}

export const newUser = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Erika',
  last_name: 'Mustermann',
  email: `erika.${newToken().slice(0, 8)}@example.de`,
  password: 'geheim123',
  ...overrides,
});

/** Registers and returns the login token and user info. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = newUser(overrides);
  const res = await call(app, 'POST', '/register', { body: payload });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    ...payload,
    token: res.body.token as string,
    user: res.body.data as { id: number; email: string },
  };
}

/** A clock the test moves forward. */
export function testClock(start = new Date('2026-03-02T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export const MINUTE = 60_000;
