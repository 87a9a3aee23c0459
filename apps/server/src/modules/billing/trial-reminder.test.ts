import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { testConfig, testDatabase } from '../../test/test-app';
import { app, clock, useTestApp } from '../../test/use-test-app';
import { call, DAY, mailsTo, orderRows, subscribedUser, subscriptionRows } from './billing.test-support';

useTestApp({ publicUrl: 'https://vita.example' });

const start = new Date('2026-03-02T09:00:00Z');
const MINUTE = 60_000;
const moveTo = (at: number) => clock.advance(start.getTime() + at - clock.now().getTime());

const reminders = async (email: string) =>
  (await mailsTo(app, email)).filter((mail) => mail.subject.startsWith('Ihre Testphase endet'));

const tokenIn = (text: string) => /https:\/\/vita\.example\/abo-beenden\?token=(\S+)/.exec(text)?.[1];

describe('the trial reminder', () => {
  it('is sent three days before the trial converts, not a minute earlier', async () => {
    const account = await subscribedUser(app);
    moveTo(4 * DAY - MINUTE);
    expect(await app.billing.runRenewals()).toMatchObject({ reminded: 0 });
    expect(await reminders(account.email)).toEqual([]);

    moveTo(4 * DAY);
    expect(await app.billing.runRenewals()).toMatchObject({ reminded: 1 });
    const [mail] = await reminders(account.email);
    expect(mail?.subject).toBe('Ihre Testphase endet am 09.03.2026');
    expect(mail?.text).toContain('Ihre Testphase von Vita Premium endet am 09.03.2026, 10:00 Uhr.');
    expect(mail?.text).toContain('29,95 € alle 4 Wochen (inkl. MwSt.)');
    expect(mail?.text).toContain('die erste Abbuchung von 29,95 € erfolgt am 09.03.2026');
    expect(tokenIn(mail?.text ?? '')).toMatch(/^sub_[0-9a-f]{24}\.[A-Za-z0-9_-]{43}$/);
  });

  it('is sent once: later runs until the conversion send no second one', async () => {
    const account = await subscribedUser(app);
    moveTo(4 * DAY);
    await app.billing.runRenewals();
    for (const at of [4 * DAY + 10 * MINUTE, 5 * DAY, 7 * DAY - MINUTE]) {
      moveTo(at);
      expect(await app.billing.runRenewals()).toMatchObject({ reminded: 0 });
    }
    expect(await reminders(account.email)).toHaveLength(1);
  });

  it('is sent once when two instances run the job at the same moment', async () => {
    const accounts = [];
    for (let i = 0; i < 4; i++) accounts.push(await subscribedUser(app));
    moveTo(4 * DAY);
    const second = await createApp(testConfig(), {
      database: await testDatabase(),
      logger: false,
      now: clock.now,
    });
    const [a, b] = await Promise.all([app.billing.runRenewals(), second.billing.runRenewals()]);
    await second.close();
    expect(a.reminded + b.reminded).toBe(4);
    for (const account of accounts) expect(await reminders(account.email)).toHaveLength(1);
  });

  it('is not sent for a trial cancelled before', async () => {
    const account = await subscribedUser(app);
    await call(app, 'POST', '/cancel-subscription', {
      token: account.token,
      body: { subscription_id: account.publicId },
    });
    moveTo(4 * DAY);
    expect(await app.billing.runRenewals()).toMatchObject({ reminded: 0 });
    expect(await reminders(account.email)).toEqual([]);
  });

  it('is not sent once the trial has converted (when no run came in its three days)', async () => {
    const account = await subscribedUser(app);
    moveTo(7 * DAY);
    expect(await app.billing.runRenewals()).toMatchObject({ renewed: 1, reminded: 0 });
    moveTo(32 * DAY);
    expect(await app.billing.runRenewals()).toMatchObject({ reminded: 0 });
    expect(await reminders(account.email)).toEqual([]);
  });
});

describe('the reminder’s link (POST /trial-end)', () => {
  async function reminded() {
    const account = await subscribedUser(app);
    moveTo(4 * DAY);
    await app.billing.runRenewals();
    const [mail] = await reminders(account.email);
    return { ...account, token: tokenIn(mail?.text ?? '') ?? '', login: account.token };
  }

  it('ends the subscription at the trial’s end without login: nothing is charged on day 7', async () => {
    const account = await reminded();
    const res = await call(app, 'POST', '/trial-end', { body: { token: account.token } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Ihr Abonnement endet am 09.03.2026, 10:00 Uhr. Es wird nichts mehr abgebucht.',
      data: { plan_title: 'Vita Premium', access_until: '2026-03-09T09:00:00.000Z', newly_cancelled: true },
    });
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({ status: 1, cancelSource: 'mail-link' });
    const [confirmation] = await mailsTo(app, account.email);
    expect(confirmation?.subject).toBe('Bestätigung Ihrer Kündigung: Vita Premium');

    moveTo(7 * DAY);
    await app.billing.runRenewals();
    expect((await orderRows(app, account.user.id)).map((o) => o.kind)).toEqual(['trial']);
    const again = await call(app, 'POST', '/trial-end', { body: { token: account.token } });
    expect(again.body).toMatchObject({ data: { newly_cancelled: false } });
  });

  it('works only with its signed token', async () => {
    const account = await reminded();
    const other = await subscribedUser(app);
    const [publicId, mac] = account.token.split('.');
    const forged = [
      `${other.publicId}.${mac}`,
      `${publicId}.${'A'.repeat(43)}`,
      `${publicId}.${mac?.slice(0, -1)}${mac?.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const token of forged) {
      const res = await call(app, 'POST', '/trial-end', { body: { token } });
      expect(res.status).toBe(404);
      expect(res.body.message).toContain('Dieser Link ist ungültig.');
    }
    const malformed = await call(app, 'POST', '/trial-end', { body: { token: 'abc' } });
    expect(malformed.status).toBe(400);
    for (const id of [account.user.id, other.user.id]) {
      const [subscription] = await subscriptionRows(app, id);
      expect(subscription?.cancelledAt).toBeNull();
    }
  });
});
