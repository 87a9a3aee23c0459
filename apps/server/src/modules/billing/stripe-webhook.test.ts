import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bills } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { buy, call, orderRows, registerUser, subscriptionRows, testClock } from './billing.test-support';
import { type FakeStripe, startFakeStripe } from './stripe-fake.test-support';

let fake: FakeStripe;
let app: FastifyInstance;
const WEBHOOK_SECRET = 'whsec_test_vita';

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(async () => {
  app = await buildTestApp(
    {
      stripe: {
        secretKey: 'sk_test_vita_secret',
        publishableKey: 'pk_test_vita_public',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: fake.url,
      },
    },
    { now: testClock(new Date('2026-03-02T09:00:00Z')).now },
  );
});
afterEach(() => app.close());

function event(type: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(16).slice(2)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
}

async function deliver(payload: string, signature?: string) {
  const stripe = app.billing.stripe;
  if (!stripe) throw new Error('Stripe is not configured');
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature':
        signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** A first payment left waiting at 3-D Secure: the customer closed the tab afterwards. */
async function waitingPayment() {
  const account = await registerUser(app);
  const res = await buy(app, account.token, 'pm_card_authenticationRequiredOnSetup');
  const intent = fake.intents.get(res.body.payment_intent_id as string);
  if (!intent) throw new Error('no intent');
  return { account, intent };
}

describe('POST /stripe/webhook', () => {
  it('activates a subscription whose 3-D Secure finished after the tab was closed', async () => {
    const { account, intent } = await waitingPayment();
    const res = await deliver(event('payment_intent.succeeded', { ...intent, status: 'succeeded' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, outcome: 'handled' });
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription?.status).toBe(1);
    expect((await orderRows(app, account.user.id))[0]?.status).toBe(2);
  });

  it('changes nothing when Stripe sends the same event again', async () => {
    const { intent } = await waitingPayment();
    const payload = event('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    await deliver(payload);
    expect((await deliver(payload)).status).toBe(200);
    expect(await app.db.select().from(bills)).toHaveLength(1);
  });

  it('records a failed first payment', async () => {
    const { account, intent } = await waitingPayment();
    const failed = {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    };
    await deliver(event('payment_intent.payment_failed', failed));
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription?.status).toBe(4);
    expect((await orderRows(app, account.user.id))[0]).toMatchObject({
      status: 3,
      failureCode: 'card_declined:insufficient_funds',
    });
  });

  it('refuses a payload whose signature does not match and changes nothing', async () => {
    const { account, intent } = await waitingPayment();
    const payload = event('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    const signed = app.billing.stripe?.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await deliver(payload, signed);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Die Signatur des Webhooks ist ungültig.');
    const original = app.billing.stripe?.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    expect((await deliver(`${payload} `, original)).status).toBe(400);
    expect((await subscriptionRows(app, account.user.id))[0]?.status).toBe(0);
  });

  it('refuses a call without a signature header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      payload: event('payment_intent.succeeded', {}),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers events it does not need with 200, leaving them alone', async () => {
    const res = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(res.body).toMatchObject({ outcome: 'ignored' });
  });

  it('leaves the other calls on JSON as before', async () => {
    const account = await registerUser(app);
    const res = await call(app, 'GET', '/subscription-plan', { token: account.token });
    expect(res.status).toBe(200);
  });
});

describe('the webhook without Stripe', () => {
  it('is not mounted while the test provider is active', async () => {
    const testApp = await buildTestApp();
    const res = await testApp.inject({ method: 'POST', url: '/api/v1/stripe/webhook', payload: '{}' });
    expect(res.statusCode).toBe(404);
    await testApp.close();
  });
});
