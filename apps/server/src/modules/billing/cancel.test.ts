import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { app, clock, useTestApp } from '../../test/use-test-app';
import {
  call,
  DAY,
  loginStatus,
  mailsTo,
  registerUser,
  subscribedUser,
  subscriptionRows,
} from './billing.test-support';
import { subscriptionStatusOf } from './subscription.service';

useTestApp();

const cancel = (token: string | undefined, subscriptionId: unknown) =>
  call(app, 'POST', '/cancel-subscription', {
    ...(token ? { token } : {}),
    body: { subscription_id: subscriptionId },
  });

describe('POST /cancel-subscription', () => {
  it('needs the login token (DESIGN.md deviation 2)', async () => {
    const account = await subscribedUser(app);
    const res = await cancel(undefined, account.publicId);
    expect(res.status).toBe(401);
    expect((await subscriptionRows(app, account.user.id))[0]?.cancelledAt).toBeNull();
  });

  it('does not cancel another account’s subscription', async () => {
    const owner = await subscribedUser(app);
    const stranger = await registerUser(app);
    const res = await cancel(stranger.token, owner.publicId);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('subscription_not_found');
    expect((await subscriptionRows(app, owner.user.id))[0]?.cancelledAt).toBeNull();
  });

  it('stops renewals at once, keeps access to the end of the period and says until when', async () => {
    const account = await subscribedUser(app);
    const res = await cancel(account.token, account.publicId);
    expect(res.status).toBe(200);
    const trialEnd = new Date(clock.now().getTime() + 7 * DAY);
    expect(res.body.message).toBe(
      'Ihr Abonnement ist gekündigt. Sie können Vita bis zum 09.03.2026 nutzen; es wird nichts mehr abgebucht.',
    );
    expect(res.body.data).toMatchObject({
      gateway_payment_id: account.publicId,
      cancelled_at: clock.now().toISOString(),
      access_until: trialEnd.toISOString(),
    });
    const plan = await call(app, 'GET', '/subscription-plan', { token: account.token });
    expect(plan.body.data).toMatchObject({
      current_plan: { subscription_billing: { status: 1 } },
      plan_details: { state: 'cancelled', cancelled_at: clock.now().toISOString(), next_charge: null },
    });
    expect(await subscriptionStatusOf(app.db, account.user.id, clock.now())).toBe(1);
    expect(await subscriptionStatusOf(app.db, account.user.id, trialEnd)).toBe(0);
  });

  it('login reports the subscription by the app’s clock: subscribed until the end, then not', async () => {
    const account = await subscribedUser(app);
    await cancel(account.token, account.publicId);
    expect(await loginStatus(app, account)).toBe(1);
    clock.advance(7 * DAY + 1);
    try {
      expect(await loginStatus(app, account)).toBe(0);
    } finally {
      clock.advance(-(7 * DAY + 1));
    }
  });

  it('confirms by e-mail with date and time of receipt and the end of the contract', async () => {
    const account = await subscribedUser(app);
    await cancel(account.token, account.publicId);
    const [mail] = await mailsTo(app, account.email);
    expect(mail?.subject).toBe('Bestätigung Ihrer Kündigung: Vita Premium');
    expect(mail?.text).toContain('am 02.03.2026, 10:00 Uhr bei uns eingegangen');
    expect(mail?.text).toContain('endet am 09.03.2026, 10:00 Uhr');
  });

  it('answers a repeated cancellation calmly and mails only once', async () => {
    const account = await subscribedUser(app);
    await cancel(account.token, account.publicId);
    const again = await cancel(account.token, account.publicId);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Dieses Abonnement ist bereits gekündigt oder beendet.');
    const cancellations = (await mailsTo(app, account.email)).filter((m) =>
      m.subject.startsWith('Bestätigung'),
    );
    expect(cancellations).toHaveLength(1);
  });

  it('cancels a Jahresabonnement too, whatever the title (DESIGN.md deviation 5)', async () => {
    const account = await registerUser(app);
    const now = clock.now();
    await app.db.insert(subscriptions).values({
      publicId: 'sub_jahresabo000000000000000',
      userId: account.user.id,
      planId: 1,
      status: 1,
      gateway: 'test',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2034,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 300 * DAY),
    });
    const plan = await call(app, 'GET', '/subscription-plan', { token: account.token });
    expect(plan.body.data).toMatchObject({ current_plan: { subscriptions: { title: 'Jahresabonnement' } } });
    const res = await cancel(account.token, 'sub_jahresabo000000000000000');
    expect(res.status).toBe(200);
    expect((await subscriptionRows(app, account.user.id))[0]?.cancelledAt).toEqual(now);
  });

  it.each([
    ['no subscription_id', {}],
    ['a number instead of the id', { subscription_id: 5 }],
    ['an empty id', { subscription_id: '' }],
    ['an id with a NUL character', { subscription_id: 'sub_\u0000' }],
  ])('answers %s with 400', async (_name, body) => {
    const account = await registerUser(app);
    const res = await call(app, 'POST', '/cancel-subscription', { token: account.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['body.subscription_id']);
  });
});
