import { describe, expect, it } from 'vitest';
import { bills, testPayments } from '../../db/schema';
import { app, clock, useTestApp } from '../../test/use-test-app';
import {
  buy,
  CARDS,
  call,
  DAY,
  loginStatus,
  mailsTo,
  orderRows,
  registerUser,
  subscriptionRows,
  testCardToken,
} from './billing.test-support';

useTestApp();

describe('calls that need a login', () => {
  it.each([
    ['GET', '/subscription-plan'],
    ['POST', '/stripe-payment'],
    ['POST', '/stripe-payment/confirm'],
    ['POST', '/cancel-subscription'],
    ['GET', '/bill-info/sub_0123456789abcdef01234567'],
    ['GET', '/order-history'],
  ] as const)('%s %s answers 401 without a login token', async (method, url) => {
    const res = await call(app, method, url, method === 'POST' ? { body: {} } : {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'login_required' });
  });
});

describe('GET /stripe-keys', () => {
  it('says the test provider is active and hands out no key at all', async () => {
    const res = await call(app, 'GET', '/stripe-keys');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, secret_key: null, mode: 'test' });
  });
});

describe('GET /subscription-plan before any purchase', () => {
  it('lists the plans with their prices and shows no plan of the account', async () => {
    const account = await registerUser(app);
    const res = await call(app, 'GET', '/subscription-plan', { token: account.token });
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, unknown>;
    expect(data.subscription_plan).toEqual([
      expect.objectContaining({ id: 1, title: 'Jahresabonnement', purchasable: false }),
      expect.objectContaining({
        id: 2,
        price: 29.95,
        price_cents: 2995,
        interval: '4 Wochen',
        trial_price: 1.95,
        trial_days: 7,
        vat_rate_percent: 19,
        purchasable: true,
      }),
    ]);
    expect(data).toMatchObject({
      plan_details: null,
      current_plan: null,
      trial_eligible: true,
      mode: 'test',
    });
  });
});

describe('POST /test-payments/tokens', () => {
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };

  it('makes a token that carries brand, last four digits and expiry, never the number', async () => {
    const res = await call(app, 'POST', '/test-payments/tokens', { body: card });
    expect(res.status).toBe(200);
    const data = res.body.data as { id: string; card: unknown };
    expect(data.id).toMatch(/^tok_test_4242_visa_12_2034_[0-9a-f]{12}$/);
    expect(data.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');
  });

  it.each([
    ['a number that fails the Luhn check', { number: '4242 4242 4242 4241' }, 'incorrect_number', 'number'],
    [
      'a valid number that is no test card',
      { number: '4012 8888 8888 1881' },
      'test_card_required',
      'number',
    ],
    ['month 13', { exp_month: 13 }, 'invalid_expiry_month', 'exp_month'],
    ['an expiry in the past', { exp_month: 2, exp_year: 2026 }, 'expired_card', 'exp_year'],
    ['a two-digit CVC', { cvc: '12' }, 'invalid_cvc', 'cvc'],
  ])('refuses %s with a German message', async (_name, change, code, field) => {
    const res = await call(app, 'POST', '/test-payments/tokens', { body: { ...card, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect((res.body.errors as Record<string, string>)[field]).toMatch(/Karte|Ablauf|Prüfnummer|Testkarten/);
  });

  it('accepts the current month and a two-digit year', async () => {
    const res = await call(app, 'POST', '/test-payments/tokens', {
      body: { ...card, exp_month: 3, exp_year: 26 },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as { card: { exp_year: number } }).card.exp_year).toBe(2026);
  });

  it('answers malformed input with 400', async () => {
    const res = await call(app, 'POST', '/test-payments/tokens', { body: { number: 4242, cvc: [] } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as object)).toEqual(
      expect.arrayContaining(['body.number', 'body.exp_month', 'body.exp_year', 'body.cvc']),
    );
  });
});

describe('POST /stripe-payment with the test card 4242 4242 4242 4242', () => {
  it('starts the 7-day trial for 1,95 € and records a successful order and a bill', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, await testCardToken(app));
    expect(res.status).toBe(200);
    const trialEnd = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    expect(res.body.data).toMatchObject({
      status: 1,
      amount_cents: 195,
      currency: 'eur',
      trial_ends_at: trialEnd,
      current_period_end: trialEnd,
    });
    const [order] = await orderRows(app, account.user.id);
    expect(order).toMatchObject({ status: 2, kind: 'trial', amountCents: 195 });
    const billRows = await app.db.select().from(bills);
    expect(billRows).toEqual([
      expect.objectContaining({ amountCents: 195, brand: 'visa', last4: '4242', interval: '7 Tage' }),
    ]);
  });

  it('shows the running trial on the account page and in the login answer', async () => {
    const account = await registerUser(app);
    const paid = await buy(app, account.token, await testCardToken(app));
    const res = await call(app, 'GET', '/subscription-plan', { token: account.token });
    const data = res.body.data as Record<string, unknown>;
    expect(data.current_plan).toEqual({
      id: 2,
      gateway_payment_id: (paid.body.data as { gateway_payment_id: string }).gateway_payment_id,
      subscription_billing: { status: 1 },
      subscriptions: { title: 'Vita Premium' },
    });
    expect(data.plan_details).toMatchObject({
      billing: '29,95 € alle 4 Wochen',
      status: 1,
      state: 'trial',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2034,
      cancelled_at: null,
      next_charge: { date: new Date(clock.now().getTime() + 7 * DAY).toISOString(), amount_cents: 2995 },
    });
    expect(data.trial_eligible).toBe(false);
    expect(await loginStatus(app, account)).toBe(1);
  });

  it('mails an order confirmation with the renewal price, rhythm, conversion date and how to cancel', async () => {
    const account = await registerUser(app);
    await buy(app, account.token, await testCardToken(app));
    const [mail] = await mailsTo(app, account.email);
    expect(mail?.subject).toBe('Ihre Bestellung: Vita Premium');
    expect(mail?.text).toContain('1,95 €');
    expect(mail?.text).toContain('29,95 € alle 4 Wochen (inkl. MwSt.)');
    expect(mail?.text).toContain('am 09.03.2026');
    expect(mail?.text).toContain('Verträge hier kündigen');
    expect(mail?.text).not.toMatch(/monatlich/i);
  });

  it('refuses a second subscription while one runs', async () => {
    const account = await registerUser(app);
    await buy(app, account.token, await testCardToken(app));
    const again = await buy(app, account.token, await testCardToken(app));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_subscribed');
    expect(await subscriptionRows(app, account.user.id)).toHaveLength(1);
  });

  it('never stores the card number', async () => {
    const account = await registerUser(app);
    await buy(app, account.token, await testCardToken(app));
    const stored = JSON.stringify([
      await subscriptionRows(app, account.user.id),
      await app.db.select().from(testPayments),
      await app.db.select().from(bills),
    ]);
    expect(stored).toContain('4242');
    expect(stored).not.toContain('4242424242424242');
  });
});

describe('POST /stripe-payment with the declined card 4000 0000 0000 0002', () => {
  it('answers 402 card_declined, records a failed order and leaves the account without a plan', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, await testCardToken(app, CARDS.declined));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ status: 402, code: 'card_declined', decline_code: 'generic_decline' });
    expect(res.body.message).toMatch(/abgelehnt/);
    const history = await call(app, 'GET', '/order-history', { token: account.token });
    expect(history.body.data).toEqual([expect.objectContaining({ status: 3, subscription_id: 2 })]);
    const plan = await call(app, 'GET', '/subscription-plan', { token: account.token });
    expect(plan.body.data).toMatchObject({ current_plan: null, plan_details: null, trial_eligible: true });
    expect(await loginStatus(app, account)).toBe(0);
  });

  it('lets the customer try again with another card, still with the trial', async () => {
    const account = await registerUser(app);
    await buy(app, account.token, await testCardToken(app, CARDS.declined));
    const res = await buy(app, account.token, await testCardToken(app));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount_cents: 195 });
  });
});

describe('POST /stripe-payment with 4000 0025 0000 3155 (3-D Secure)', () => {
  async function startPayment() {
    const account = await registerUser(app);
    const res = await buy(app, account.token, await testCardToken(app, CARDS.authenticateOnce));
    return { account, res, intent: res.body.payment_intent_id as string };
  }

  it('answers 202 requires_action with a client secret and no subscription yet', async () => {
    const { account, res } = await startPayment();
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 202, code: 'requires_action' });
    expect(res.body.client_secret).toMatch(/^pi_test_\w+_secret_/);
    expect(await loginStatus(app, account)).toBe(0);
    const [order] = await orderRows(app, account.user.id);
    expect(order?.status).toBe(1);
  });

  it('activates the subscription once the bank confirmed and the browser confirms', async () => {
    const { account, intent } = await startPayment();
    const early = await call(app, 'POST', '/stripe-payment/confirm', {
      token: account.token,
      body: { payment_intent_id: intent },
    });
    expect(early.status).toBe(202);
    const bank = await call(app, 'POST', '/test-payments/authenticate', {
      body: { payment_intent_id: intent, result: 'complete' },
    });
    expect(bank.status).toBe(200);
    const confirmed = await call(app, 'POST', '/stripe-payment/confirm', {
      token: account.token,
      body: { payment_intent_id: intent },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 1, amount_cents: 195 });
    const again = await call(app, 'POST', '/stripe-payment/confirm', {
      token: account.token,
      body: { payment_intent_id: intent },
    });
    expect(again.status).toBe(200);
    expect(await app.db.select().from(bills)).toHaveLength(1);
    expect(await loginStatus(app, account)).toBe(1);
  });

  it('fails with 402 when the customer fails 3-D Secure', async () => {
    const { account, intent } = await startPayment();
    await call(app, 'POST', '/test-payments/authenticate', {
      body: { payment_intent_id: intent, result: 'fail' },
    });
    const res = await call(app, 'POST', '/stripe-payment/confirm', {
      token: account.token,
      body: { payment_intent_id: intent },
    });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('payment_intent_authentication_failure');
    const [order] = await orderRows(app, account.user.id);
    expect(order?.status).toBe(3);
  });

  it('does not let another account confirm the payment', async () => {
    const { intent } = await startPayment();
    const other = await registerUser(app);
    const res = await call(app, 'POST', '/stripe-payment/confirm', {
      token: other.token,
      body: { payment_intent_id: intent },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('payment_not_found');
  });
});

describe('POST /stripe-payment refuses', () => {
  it.each([
    ['an unknown plan', { subscription_id: 99 }, 404, 'plan_not_found'],
    ['the Jahresabonnement, no longer sold', { subscription_id: 1 }, 409, 'plan_not_available'],
    [
      'a token the provider does not know',
      { stripeToken: 'tok_test_9999_visa_12_2034_000000000000' },
      400,
      'invalid_token',
    ],
  ])('%s', async (_name, change, status, code) => {
    const account = await registerUser(app);
    const body = { stripeToken: await testCardToken(app), subscription_id: 2, ...change };
    const res = await call(app, 'POST', '/stripe-payment', { token: account.token, body });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await orderRows(app, account.user.id)).toEqual([]);
  });

  it('answers a plan id beyond any integer column with 400', async () => {
    const account = await registerUser(app);
    const res = await buy(app, account.token, await testCardToken(app), 2_147_483_648);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['body.subscription_id']);
  });

  it('answers malformed input with 400 and the fields', async () => {
    const account = await registerUser(app);
    const res = await call(app, 'POST', '/stripe-payment', {
      token: account.token,
      body: { stripeToken: '', subscription_id: 'zwei' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as object)).toEqual(['body.stripeToken', 'body.subscription_id']);
  });
});
