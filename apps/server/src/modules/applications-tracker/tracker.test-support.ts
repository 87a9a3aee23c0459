import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type JsonBody, newToken, saveMeta } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';

/** Any call under /api/v1 with an optional login token. */
export async function request(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string } = {},
) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    ...(options.body !== undefined ? { payload: options.body as JsonBody } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  const isJson = String(res.headers['content-type']).startsWith('application/json');
  return {
    status: res.statusCode,
    headers: res.headers,
    raw: res.rawPayload,
    body: (isJson ? res.json() : {}) as JsonBody & { message: string; errors?: Record<string, string> },
  };
}

/** A resume with a heading, claimed by a new account at registration. */
export async function accountWithResume(app: FastifyInstance, email?: string) {
  const resumeToken = newToken();
  const saved = await saveMeta(app, resumeToken, 'heading', {
    fname: 'Lena',
    lname: 'Schäfer',
    email: 'lena@example.de',
  });
  expect(saved.status).toBe(200);
  const account = await registerUser(app, { resume_token: resumeToken, ...(email ? { email } : {}) });
  return { ...account, resumeToken };
}

export type TrackerAccount = Awaited<ReturnType<typeof accountWithResume>>;

/** The login and the resume an application or a letter belongs to. */
type Owner = Pick<TrackerAccount, 'token' | 'resumeToken'>;

export async function createApplication(app: FastifyInstance, account: Owner, fields: JsonBody = {}) {
  const res = await request(app, 'POST', '/applications', {
    token: account.token,
    body: {
      resume_token: account.resumeToken,
      company: 'Klinikum Köln',
      position: 'Pflegefachkraft',
      ...fields,
    },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as JsonBody & { id: number };
}

/** An Anschreiben for the owner's resume; its id. */
export async function createLetter(app: FastifyInstance, account: Owner, fields: JsonBody): Promise<number> {
  const res = await request(app, 'POST', '/letters', {
    token: account.token,
    body: { resume_token: account.resumeToken, ...fields },
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.data as { id: number }).id;
}
