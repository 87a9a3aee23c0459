import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCalls, HOSTILE_VALUES } from '../../test/fuzz-calls';
import { buildTestApp } from '../../test/test-app';
import { registerUser, subscribedUser, testCardToken } from './billing.test-support';

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
    ...HOSTILE_VALUES,
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
    const failures = await fuzzCalls(app, {
      seed: 20261123,
      rounds: 400,
      postCalls: POST_CALLS,
      getCalls: GET_CALLS,
      fields: FIELDS,
      values: pool,
      maxFields: 6,
      getShare: 0.25,
      authShare: 0.6,
      loginToken,
      completeUrl: (url, pick) =>
        url.endsWith('/bill-info/') ? url + encodeURIComponent(String(pick(pool))) : url,
    });
    expect(failures).toEqual([]);
  });
});
