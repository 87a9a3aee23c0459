import { codeIn } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { beforeEach } from 'vitest';
import { outbox } from '../../db/schema';
import { type JsonBody, newToken } from '../../test/test-app';
import { app as currentApp } from '../../test/use-test-app';

export { testClock } from '../../test/use-test-app';

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

export const MINUTE = 60_000;

export type RegisteredUser = Awaited<ReturnType<typeof registerUser>>;

/** Erika's account (erika@example.de) on the running test's app, set by `useErikaAccount`. */
export let account: RegisteredUser;

/** Registers Erika on the app of `useTestApp` before every test of the file. */
export function useErikaAccount() {
  beforeEach(async () => {
    account = await registerUser(currentApp, { email: 'erika@example.de' });
  });
}

/** Asks for a reset code, reads it from the outbox (no SMTP configured) and sets a new password. */
export async function resetPasswordByMail(app: FastifyInstance, email: string, password: string) {
  await call(app, 'POST', '/forgot-password', { body: { email } });
  const mails = await app.db.select().from(outbox);
  const code = codeIn(mails.at(-1)?.text ?? '');
  return call(app, 'POST', '/reset-password', { body: { email, code, password } });
}
