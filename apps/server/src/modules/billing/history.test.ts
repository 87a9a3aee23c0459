import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, orders, subscriptions } from '../../db/schema';
import { app, clock, useTestApp } from '../../test/use-test-app';
import { buy, CARDS, call, DAY, registerUser, subscribedUser, testCardToken } from './billing.test-support';

useTestApp();

describe('GET /bill-info/{gateway_payment_id}', () => {
  it('lists the bills of the owner’s subscription, newest first', async () => {
    const account = await subscribedUser(app);
    clock.advance(7 * DAY);
    await app.billing.runRenewals();
    const res = await call(app, 'GET', `/bill-info/${account.publicId}`, { token: account.token });
    expect(res.status).toBe(200);
    const history = (res.body.data as { bill_history: unknown[] }).bill_history;
    expect(history).toEqual([
      expect.objectContaining({
        start_date: '2026-03-09T09:00:00.000Z',
        end_date: '2026-04-06T09:00:00.000Z',
        description: 'Vita Premium',
        interval: '4 Wochen',
        brand: 'visa',
        last4: '4242',
        amount_cents: 2995,
        vat_rate_percent: 19,
      }),
      expect.objectContaining({
        start_date: '2026-03-02T09:00:00.000Z',
        description: 'Vita Premium – Testzugang',
        interval: '7 Tage',
        amount_cents: 195,
        invoice_number: expect.stringMatching(/^2026-\d{6}$/),
      }),
    ]);
  });

  it('shows at most one year', async () => {
    const account = await subscribedUser(app);
    await app.db.update(bills).set({ startDate: new Date('2025-03-01T09:00:00Z') });
    clock.advance(7 * DAY);
    await app.billing.runRenewals();
    const res = await call(app, 'GET', `/bill-info/${account.publicId}`, { token: account.token });
    const history = (res.body.data as { bill_history: { amount_cents: number }[] }).bill_history;
    expect(history.map((b) => b.amount_cents)).toEqual([2995]);
  });

  it('answers an empty list for a subscription without bills', async () => {
    const account = await registerUser(app);
    const declined = await buy(app, account.token, await testCardToken(app, CARDS.declined));
    expect(declined.status).toBe(402);
    const [own] = (await call(app, 'GET', '/order-history', { token: account.token })).body.data as {
      gateway_payment_id: string;
    }[];
    const res = await call(app, 'GET', `/bill-info/${own?.gateway_payment_id}`, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ bill_history: [] });
  });

  it('does not show another account’s bills (DESIGN.md deviation 2)', async () => {
    const owner = await subscribedUser(app);
    const stranger = await registerUser(app);
    const res = await call(app, 'GET', `/bill-info/${owner.publicId}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'subscription_not_found' });
    expect(JSON.stringify(res.body)).not.toContain('4242');
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without login', async () => {
    const owner = await subscribedUser(app);
    expect((await call(app, 'GET', '/bill-info/sub_unknown', { token: owner.token })).status).toBe(404);
    expect((await call(app, 'GET', '/bill-info/sub%00x', { token: owner.token })).status).toBe(400);
    expect((await call(app, 'GET', `/bill-info/${owner.publicId}`)).status).toBe(401);
  });
});

describe('GET /order-history', () => {
  it('lists every payment of the account with the spec’s fields, newest first', async () => {
    const account = await registerUser(app);
    await buy(app, account.token, await testCardToken(app, CARDS.declined));
    clock.advance(60_000);
    const paid = await buy(app, account.token, await testCardToken(app));
    const res = await call(app, 'GET', '/order-history', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        user_id: account.user.id,
        subscription_id: 2,
        subscriptions: { title: 'Vita Premium' },
        payment_date: '2026-03-02T09:01:00.000Z',
        status: 2,
        kind: 'trial',
        amount_cents: 195,
        gateway_payment_id: (paid.body.data as { gateway_payment_id: string }).gateway_payment_id,
      }),
      expect.objectContaining({ payment_date: '2026-03-02T09:00:00.000Z', status: 3 }),
    ]);
  });

  it('answers an empty list for an account without orders and shows nobody else’s', async () => {
    await subscribedUser(app);
    const account = await registerUser(app);
    const res = await call(app, 'GET', '/order-history', { token: account.token });
    expect(res.body.data).toEqual([]);
  });
});

describe('bills outlive the account (§ 147 AO)', () => {
  it('keeps bills and orders when the account is deleted, detached from it, and stops charging', async () => {
    const account = await subscribedUser(app);
    const deleted = await call(app, 'POST', '/account/delete', {
      token: account.token,
      body: { password: account.password },
    });
    expect(deleted.status).toBe(200);
    const [bill] = await app.db.select().from(bills);
    expect(bill).toMatchObject({
      customerEmail: account.email,
      customerName: 'Erika Mustermann',
      amountCents: 195,
    });
    const [order] = await app.db.select().from(orders);
    expect(order).toMatchObject({ userId: null, status: 2 });
    const [subscription] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, bill?.subscriptionId ?? 0));
    expect(subscription).toMatchObject({ userId: null, status: 2, cancelSource: 'account-deleted' });
    clock.advance(7 * DAY);
    expect((await app.billing.runRenewals()).renewed).toBe(0);
  });
});
