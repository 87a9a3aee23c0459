import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { buy, call, DAY, orderRows, registerUser, subscriptionRows, testClock } from './billing.test-support';
import { type FakeStripe, startFakeStripe } from './stripe-fake.test-support';

let fake: FakeStripe;
let app: FastifyInstance;
let clock: ReturnType<typeof testClock>;

const stripeConfig = (apiBase: string) => ({
  secretKey: 'sk_test_vita_secret',
  publishableKey: 'pk_test_vita_public',
  webhookSecret: 'whsec_test_vita',
  apiBase,
});

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  clock = testClock(new Date('2026-03-02T09:00:00Z'));
  app = await buildTestApp({ stripe: stripeConfig(fake.url) }, { now: clock.now });
});
afterEach(() => app.close());

const calls = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path);

describe('GET /stripe-keys with Stripe configured', () => {
  it('hands out the publishable key in secret_key and never the secret key', async () => {
    const res = await call(app, 'GET', '/stripe-keys');
    expect(res.body).toMatchObject({ secret_key: 'pk_test_vita_public', mode: 'stripe' });
    expect(JSON.stringify(res.body)).not.toContain('sk_test');
  });
});

describe('POST /stripe-payment through Stripe', () => {
  it('creates the customer, attaches the card and charges the trial with the secret key', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, 'pm_card_visa');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 1, amount_cents: 195 });

    const [customer] = calls('POST', '/v1/customers');
    expect(customer?.params).toMatchObject({ email: account.email, name: 'Erika Mustermann' });
    expect(customer?.authorization).toBe('Bearer sk_test_vita_secret');
    expect(calls('POST', '/v1/payment_methods/pm_card_visa/attach')[0]?.params.customer).toMatch(/^cus_/);
    const [intent] = calls('POST', '/v1/payment_intents');
    const publicId = (res.body.data as { gateway_payment_id: string }).gateway_payment_id;
    expect(intent?.params).toMatchObject({
      amount: '195',
      currency: 'eur',
      confirm: 'true',
      confirmation_method: 'manual',
      setup_future_usage: 'off_session',
      payment_method: 'pm_card_visa',
      'metadata[vita_subscription]': publicId,
    });
    expect(intent?.idempotencyKey).toBe(`first:${publicId}`);
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({ gateway: 'stripe', cardBrand: 'visa', cardLast4: '4242' });
  });

  it('turns a legacy card token (tok_…) into a payment method first', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, 'tok_visa');
    expect(res.status).toBe(200);
    expect(calls('POST', '/v1/payment_methods')[0]?.params).toMatchObject({
      type: 'card',
      'card[token]': 'tok_visa',
    });
  });

  it('answers a decline (Stripe: 402 card_error) with 402 card_declined and a failed order', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, 'pm_card_chargeDeclined');
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    const [order] = await orderRows(app, account.user.id);
    expect(order).toMatchObject({ status: 3, failureCode: 'card_declined:generic_decline' });
    expect(order?.gatewayRef).toMatch(/^pi_/);
  });

  it('reuses the Stripe customer when the account tries again', async () => {
    const account = await registerUser(app);
    await buy(app, account.token, 'pm_card_chargeDeclined');
    expect((await buy(app, account.token, 'pm_card_visa')).status).toBe(200);
    expect(calls('POST', '/v1/customers')).toHaveLength(1);
  });

  it('answers 400 invalid_token for a payment method Stripe does not know', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, 'pm_unknown');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_token');
  });

  it('hands 3-D Secure to the browser (202 with client secret) and confirms on the server afterwards', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, 'pm_card_authenticationRequiredOnSetup');
    expect(res.status).toBe(202);
    const intentId = res.body.payment_intent_id as string;
    expect(res.body.client_secret).toBe(fake.intents.get(intentId)?.client_secret);

    fake.authenticate(intentId, true);
    const confirmed = await call(app, 'POST', '/stripe-payment/confirm', {
      token: account.token,
      body: { payment_intent_id: intentId },
    });
    expect(confirmed.status).toBe(200);
    expect(calls('POST', `/v1/payment_intents/${intentId}/confirm`)).toHaveLength(1);
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription?.status).toBe(1);
  });

  it('answers 402 when 3-D Secure failed', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, 'pm_card_authenticationRequiredOnSetup');
    const intentId = res.body.payment_intent_id as string;
    fake.authenticate(intentId, false);
    const confirmed = await call(app, 'POST', '/stripe-payment/confirm', {
      token: account.token,
      body: { payment_intent_id: intentId },
    });
    expect(confirmed.status).toBe(402);
    expect(confirmed.body.code).toBe('payment_intent_authentication_failure');
  });
});

describe('renewals through Stripe', () => {
  it('charges the 4-weekly price off-session on day 7 with an idempotency key', async () => {
    const account = await registerUser(app);
    await buy(app, account.token, 'pm_card_visa');
    clock.advance(7 * DAY);
    const report = await app.billing.runRenewals();
    expect(report.renewed).toBe(1);
    const renewal = calls('POST', '/v1/payment_intents')[1];
    expect(renewal?.params).toMatchObject({ amount: '2995', off_session: 'true', confirm: 'true' });
    expect(renewal?.idempotencyKey).toMatch(/^renewal:sub_\w+:2026-03-09T09:00:00.000Z$/);
    expect((await orderRows(app, account.user.id)).map((o) => o.status)).toEqual([2, 2]);
  });

  it('makes the subscription past due when the bank insists on authentication off-session', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, 'pm_card_authenticationRequired');
    fake.authenticate(res.body.payment_intent_id as string, true);
    await call(app, 'POST', '/stripe-payment/confirm', {
      token: account.token,
      body: { payment_intent_id: res.body.payment_intent_id },
    });
    clock.advance(7 * DAY);
    expect((await app.billing.runRenewals()).failed).toBe(1);
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription?.status).toBe(3);
    const orders = await orderRows(app, account.user.id);
    expect(orders[1]).toMatchObject({
      status: 3,
      failureCode: 'authentication_required:authentication_required',
    });
  });
});

describe('Stripe out of reach', () => {
  it('answers 503 with a German message and charges nothing', async () => {
    await app.close();
    app = await buildTestApp({ stripe: stripeConfig('http://127.0.0.1:9') }, { now: clock.now });
    const account = await registerUser(app);
    const res = await buy(app, account.token, 'pm_card_visa');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(res.body.message).toMatch(/nicht erreichbar/);
    expect(await orderRows(app, account.user.id)).toEqual([]);
  });
});

describe('withdrawal refunds through Stripe', () => {
  const withdraw = (email: string) =>
    call(app, 'POST', '/withdraw-contract', { body: { name: 'Erika Mustermann', email } });

  it('refunds the whole trial payment with the Refunds API and records Stripe’s refund', async () => {
    const account = await registerUser(app);
    await buy(app, account.token, 'pm_card_visa');
    expect((await withdraw(account.email)).status).toBe(200);

    const [refund] = calls('POST', '/v1/refunds');
    const [order] = await orderRows(app, account.user.id);
    expect(refund?.params).toMatchObject({
      payment_intent: order?.gatewayRef,
      amount: '195',
      reason: 'requested_by_customer',
      'metadata[vita_reason]': 'withdrawal',
    });
    expect(refund?.idempotencyKey).toBe(`refund:${order?.idempotencyKey}`);
    expect(order?.refundRef).toMatch(/^re_/);
    expect(fake.refunds.get(order?.refundRef ?? '')).toMatchObject({ amount: 195, status: 'succeeded' });
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({ status: 2, cancelSource: 'withdrawal' });
  });

  it('keeps the refund due while Stripe is out of reach and makes it on the next run, once', async () => {
    const account = await registerUser(app);
    await buy(app, account.token, 'pm_card_visa');
    fake.failRefunds(true);
    try {
      expect((await withdraw(account.email)).status).toBe(200);
      expect((await orderRows(app, account.user.id))[0]?.refundedAt).toBeNull();
      expect((await subscriptionRows(app, account.user.id))[0]?.status).toBe(2);
    } finally {
      fake.failRefunds(false);
    }
    clock.advance(DAY);
    await app.billing.runRenewals();
    await app.billing.runRenewals();
    const [order] = await orderRows(app, account.user.id);
    expect(order).toMatchObject({ refundedCents: 195, refundedAt: clock.now() });
    const made = [...fake.refunds.values()].filter((r) => r.payment_intent === order?.gatewayRef);
    expect(made).toHaveLength(1);
  });
});
