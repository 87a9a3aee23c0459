import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newToken } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';

/** Deterministic pseudo-random source so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const POST_CALLS = [
  '/register',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/update-password',
  '/update-profile',
  '/communication-preferences',
  '/resume/save-local-resume',
  '/account/delete',
];
const GET_CALLS = [
  '/profile-info',
  '/communication-preferences',
  '/resume-listing',
  '/account/export',
  '/auth/providers',
];

const FIELDS = [
  'email',
  'password',
  'mode',
  'first_name',
  'last_name',
  'resume_token',
  'resume_name',
  'social_id',
  'login_token',
  'code',
  'confirmPassword',
  'current_password',
  'new_password',
  'confirm_password',
  'city',
  'zip_code',
  'insider_tips',
  'unsubscribe_all',
  'resume_json_data',
  'confirm',
  '__proto__',
  'constructor',
];

function values(token: string): unknown[] {
  return [
    null,
    0,
    -1,
    1e308,
    '',
    ' ',
    'x'.repeat(5000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000\uffff',
    [],
    {},
    { $gt: '' },
    true,
    'web',
    'google',
    'facebook',
    'erika@example.de',
    'ERIKA@EXAMPLE.DE',
    'geheim123',
    '123456',
    token,
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  ];
}

let app: FastifyInstance;
let loginToken: string;
beforeAll(async () => {
  app = await buildTestApp({ googleClientId: 'client', googleJwksUrl: 'http://127.0.0.1:9/jwks' });
  loginToken = (await registerUser(app, { email: 'erika@example.de' })).token;
});
afterAll(() => app.close());

describe('malformed and hostile input to the account calls', () => {
  it('never answers 5xx (503 only for an unreachable provider) to 400 random payloads', async () => {
    const rand = random(20261122);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
    const pool = values(newToken());
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const body: Record<string, unknown> = {};
      for (let n = Math.floor(rand() * 7); n > 0; n--) {
        Object.defineProperty(body, pick(FIELDS), { value: pick(pool), enumerable: true, writable: true });
      }
      const payload = rand() < 0.15 ? pick(pool) : body;
      const useGet = rand() < 0.2;
      const url = `/api/v1${useGet ? pick(GET_CALLS) : pick(POST_CALLS)}`;
      const headers: Record<string, string> = {
        'content-type': rand() < 0.05 ? 'text/plain' : 'application/json',
      };
      if (rand() < 0.5) headers.authorization = rand() < 0.8 ? `Bearer ${loginToken}` : 'Bearer kaputt';
      const res = useGet
        ? await app.inject({ method: 'GET', url, headers })
        : await app.inject({
            method: 'POST',
            url,
            payload: rand() < 0.1 ? `${JSON.stringify(payload)}}` : JSON.stringify(payload),
            headers,
          });
      const unreachableProvider = res.statusCode === 503 && res.body.includes('provider_unreachable');
      if (res.statusCode >= 500 && !unreachableProvider) {
        failures.push(`${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`);
      }
      expect(res.body).not.toMatch(/\n\s+at /);
      expect(typeof (res.json() as { message?: unknown }).message).toBe('string');
    }
    expect(failures).toEqual([]);
  });
});
