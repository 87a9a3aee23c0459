import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { registerUser, subscribedUser, testCardToken } from './billing.test-support';

/** Deterministic pseudo-random source so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const POST_CALLS = [
  '/stripe-payment',
  '/stripe-payment/confirm',
  '/cancel-subscription',
  '/cancel-contract',
  '/test-payments/tokens',
  '/test-payments/authenticate',
];
const GET_CALLS = ['/subscription-plan', '/stripe-keys', '/order-history', '/bill-info/'];
const FIELDS = [
  'stripeToken',
  'subscription_id',
  'payment_intent_id',
  'name',
  'email',
  'contract',
  'reason',
  'number',
  'exp_month',
  'exp_year',
  'cvc',
  'result',
  '__proto__',
  'constructor',
];

let app: FastifyInstance;
let loginToken: string;
let pool: unknown[];
beforeAll(async () => {
  app = await buildTestApp();
  const subscribed = await subscribedUser(app);
  loginToken = (await registerUser(app)).token;
  pool = [
    null,
    0,
    -1,
    2,
    2_147_483_648,
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
    'complete',
    'erika@example.de',
    subscribed.email,
    '4242 4242 4242 4242',
    '4000 0025 0000 3155',
    '123',
    await testCardToken(app),
    'tok_test_4242_visa_12_2034_zzzzzzzzzzzz',
    subscribed.publicId,
    'pi_test_000000000000000000000000',
  ];
});
afterAll(() => app.close());

describe('malformed and hostile input to the billing calls', () => {
  it('never answers 5xx to 400 random payloads', async () => {
    const rand = random(20261123);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const body: Record<string, unknown> = {};
      for (let n = Math.floor(rand() * 6); n > 0; n--) {
        Object.defineProperty(body, pick(FIELDS), { value: pick(pool), enumerable: true, writable: true });
      }
      const payload = rand() < 0.15 ? pick(pool) : body;
      const useGet = rand() < 0.25;
      let url = `/api/v1${useGet ? pick(GET_CALLS) : pick(POST_CALLS)}`;
      if (url.endsWith('/bill-info/')) url += encodeURIComponent(String(pick(pool)));
      const headers: Record<string, string> = {
        'content-type': rand() < 0.05 ? 'text/plain' : 'application/json',
      };
      if (rand() < 0.6) headers.authorization = rand() < 0.8 ? `Bearer ${loginToken}` : 'Bearer kaputt';
      const res = useGet
        ? await app.inject({ method: 'GET', url, headers })
        : await app.inject({
            method: 'POST',
            url,
            payload: rand() < 0.1 ? `${JSON.stringify(payload)}}` : JSON.stringify(payload),
            headers,
          });
      if (res.statusCode >= 500)
        failures.push(`${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`);
      expect(res.body).not.toMatch(/\n\s+at /);
      expect(typeof (res.json() as { message?: unknown }).message).toBe('string');
    }
    expect(failures).toEqual([]);
  });
});
