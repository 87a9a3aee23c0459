import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCalls, HOSTILE_VALUES } from '../../test/fuzz-calls';
import { buildTestApp, newToken } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';

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
    ...HOSTILE_VALUES,
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
    const failures = await fuzzCalls(app, {
      seed: 20261122,
      rounds: 400,
      postCalls: POST_CALLS,
      getCalls: GET_CALLS,
      fields: FIELDS,
      values: values(newToken()),
      maxFields: 7,
      getShare: 0.2,
      authShare: 0.5,
      loginToken,
      tolerated: (res) => res.statusCode === 503 && res.body.includes('provider_unreachable'),
    });
    expect(failures).toEqual([]);
  });
});
