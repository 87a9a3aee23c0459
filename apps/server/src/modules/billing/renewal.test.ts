import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills } from '../../db/schema';
import { app, clock, useTestApp } from '../../test/use-test-app';
import {
  authenticatedSubscriber,
  buy,
  CARDS,
  call,
  DAY,
  loginStatus,
  mailsTo,
  orderRows,
  subscribedUser,
  subscriptionRows,
  testCardToken,
} from './billing.test-support';
import { subscriptionStatusOf } from './subscription.service';

useTestApp();

const start = new Date('2026-03-02T09:00:00Z');
const day = (n: number) => new Date(start.getTime() + n * DAY);

const moveTo = (n: number) => clock.advance(day(n).getTime() - clock.now().getTime());

describe('renewals of the trial plan', () => {
  it('charges nothing before day 7', async () => {
    const account = await subscribedUser(app);
    moveTo(6.9);
    expect(await app.billing.runRenewals()).toMatchObject({ renewed: 0, failed: 0 });
    expect(await orderRows(app, account.user.id)).toHaveLength(1);
  });

  it('converts the trial on day 7 with 29,95 € for the next 4 weeks, as an order and a bill', async () => {
    const account = await subscribedUser(app);
    moveTo(7);
    expect(await app.billing.runRenewals()).toMatchObject({ renewed: 1 });
    const orders = await orderRows(app, account.user.id);
    expect(orders.map((o) => [o.kind, o.amountCents, o.status])).toEqual([
      ['trial', 195, 2],
      ['renewal', 2995, 2],
    ]);
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({ status: 1, currentPeriodStart: day(7), currentPeriodEnd: day(35) });
    const bill = await app.db
      .select()
      .from(bills)
      .where(eq(bills.orderId, orders[1]?.id ?? 0));
    expect(bill).toEqual([
      expect.objectContaining({
        startDate: day(7),
        endDate: day(35),
        amountCents: 2995,
        description: 'Vita Premium',
        interval: '4 Wochen',
      }),
    ]);
    const plan = await call(app, 'GET', '/subscription-plan', { token: account.token });
    expect(plan.body.data).toMatchObject({
      plan_details: { state: 'active', end_date: day(35).toISOString() },
    });
  });

  it('renews again on day 35 and then every 4 weeks', async () => {
    const account = await subscribedUser(app);
    for (const n of [7, 35, 63]) {
      moveTo(n);
      await app.billing.runRenewals();
    }
    const orders = await orderRows(app, account.user.id);
    expect(orders.map((o) => o.paymentDate)).toEqual([start, day(7), day(35), day(63)]);
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription?.currentPeriodEnd).toEqual(day(91));
  });

  it('charges a due renewal once however often the job runs', async () => {
    const account = await subscribedUser(app);
    moveTo(8);
    await Promise.all([app.billing.runRenewals(), app.billing.runRenewals()]);
    await app.billing.runRenewals();
    expect(await orderRows(app, account.user.id)).toHaveLength(2);
  });

  it('bills one period, not the missed ones, after the job did not run for months', async () => {
    const account = await subscribedUser(app);
    moveTo(100);
    await app.billing.runRenewals();
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({ currentPeriodStart: day(100), currentPeriodEnd: day(128) });
    expect(await orderRows(app, account.user.id)).toHaveLength(2);
  });
});

describe('cancelled before the trial converts', () => {
  it('is never charged, keeps access to day 7 and then ends', async () => {
    const account = await subscribedUser(app);
    moveTo(3);
    const cancel = await call(app, 'POST', '/cancel-subscription', {
      token: account.token,
      body: { subscription_id: account.publicId },
    });
    expect(cancel.status).toBe(200);
    expect(await subscriptionStatusOf(app.db, account.user.id, day(6))).toBe(1);

    for (const n of [7, 8, 35]) {
      moveTo(n);
      await app.billing.runRenewals();
    }
    expect(await orderRows(app, account.user.id)).toHaveLength(1);
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription?.status).toBe(2);
    expect(await subscriptionStatusOf(app.db, account.user.id, day(7))).toBe(0);
    expect(await loginStatus(app, account)).toBe(0);
  });
});

describe('a renewal that fails', () => {
  it('makes the subscription past due, records a failed order and tells the customer', async () => {
    const account = await authenticatedSubscriber(app);
    expect(await loginStatus(app, account)).toBe(1);

    moveTo(7);
    expect(await app.billing.runRenewals()).toMatchObject({ failed: 1, renewed: 0 });
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription?.status).toBe(3);
    const orders = await orderRows(app, account.user.id);
    expect(orders[1]).toMatchObject({ kind: 'renewal', status: 3, amountCents: 2995 });
    expect(await loginStatus(app, account)).toBe(0);
    const [mail] = await mailsTo(app, account.email);
    expect(mail?.subject).toBe('Ihre Zahlung ist fehlgeschlagen');

    const plan = await call(app, 'GET', '/subscription-plan', { token: account.token });
    expect(plan.body.data).toMatchObject({
      current_plan: { subscription_billing: { status: 3 } },
      plan_details: { state: 'past_due', next_charge: null },
      trial_eligible: false,
    });
    moveTo(40);
    await app.billing.runRenewals();
    expect(await orderRows(app, account.user.id)).toHaveLength(2);
  });

  it('lets the customer subscribe again, at the full price without a second trial', async () => {
    const account = await authenticatedSubscriber(app);
    moveTo(7);
    await app.billing.runRenewals();
    const res = await buy(app, account.token, await testCardToken(app));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      amount_cents: 2995,
      trial_ends_at: null,
      current_period_end: day(35).toISOString(),
    });
  });
});

describe('first payments left at 3-D Secure', () => {
  it('are given up after a day', async () => {
    const account = await subscribedUser(app, CARDS.authenticateOnce);
    moveTo(1.1);
    expect((await app.billing.runRenewals()).abandoned).toBe(1);
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription?.status).toBe(4);
    expect((await orderRows(app, account.user.id))[0]).toMatchObject({ status: 3, failureCode: 'abandoned' });
  });
});
