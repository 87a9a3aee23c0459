import { startSmtpServer } from '@vita/shared/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractWithdrawals, testPayments } from '../../db/schema';
import { app, clock, rebuildTestApp, useTestApp } from '../../test/use-test-app';
import {
  buy,
  call,
  DAY,
  loginStatus,
  mailsTo,
  orderRows,
  registerUser,
  subscribedUser,
  subscriptionRows,
  testCardToken,
} from './billing.test-support';

useTestApp();

const form = (email: string, orderId?: string) => ({
  name: 'Erika Mustermann',
  email,
  ...(orderId ? { order_id: orderId } : {}),
});
const withdraw = (body: object, ip?: string) =>
  call(app, 'POST', '/withdraw-contract', { body, ...(ip ? { ip } : {}) });

describe('POST /withdraw-contract (public, § 356a BGB)', () => {
  it('ends the subscription at once, without a login, and refunds the trial through the provider', async () => {
    const account = await subscribedUser(app);
    clock.advance(2 * DAY);
    const res = await withdraw(form(account.email));
    expect(res.status).toBe(200);

    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({
      status: 2,
      cancelSource: 'withdrawal',
      currentPeriodEnd: clock.now(),
    });
    expect(await loginStatus(app, account)).toBe(0);
    const [order] = await orderRows(app, account.user.id);
    expect(order).toMatchObject({ refundedCents: 195, refundedAt: clock.now() });
    expect(order?.refundRef).toMatch(/^re_test_/);
    const [payment] = await app.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.id, order?.gatewayRef ?? ''));
    expect(payment?.refundedCents).toBe(195);
    const history = await call(app, 'GET', '/order-history', { token: account.token });
    expect(history.body.data).toMatchObject([{ status: 2, refunded_at: clock.now().toISOString() }]);
    // Nothing is charged afterwards.
    clock.advance(8 * DAY);
    await app.billing.runRenewals();
    expect(await orderRows(app, account.user.id)).toHaveLength(1);
  });

  it('refunds the renewal too when the trial converted within the 14 days', async () => {
    const account = await subscribedUser(app);
    clock.advance(7 * DAY);
    await app.billing.runRenewals();
    clock.advance(3 * DAY);
    await withdraw(form(account.email));
    const orders = await orderRows(app, account.user.id);
    expect(orders.map((o) => [o.amountCents, o.refundedCents])).toEqual([
      [195, 195],
      [2995, 2995],
    ]);
    const [mail] = await mailsTo(app, account.email);
    expect(mail?.text).toContain('Wir erstatten Ihnen alle Zahlungen für diesen Vertrag, 31,90 €');
  });

  it('answers the same for a known e-mail, an unknown one and a lapsed period', async () => {
    const lapsed = await subscribedUser(app);
    clock.advance(15 * DAY);
    const fresh = await subscribedUser(app);
    const answers = await Promise.all(
      [fresh.email, 'niemand@example.de', lapsed.email].map(
        async (email) => (await withdraw(form(email))).body,
      ),
    );
    expect(answers[0]).toEqual({
      status: 200,
      message:
        'Ihr Widerruf ist am 17.03.2026, 10:00 Uhr bei uns eingegangen. Sie erhalten eine Bestätigung per E-Mail.',
      received_at: '2026-03-17T09:00:00.000Z',
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('keeps a contract whose 14 days are over and tells the holder to cancel instead', async () => {
    const account = await subscribedUser(app);
    clock.advance(14 * DAY + 60_000);
    await withdraw(form(account.email));
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({ status: 1, cancelledAt: null });
    expect((await orderRows(app, account.user.id))[0]?.refundedAt).toBeNull();
    const [mail] = await mailsTo(app, account.email);
    expect(mail?.text).toContain(
      `Die Widerrufsfrist für Vita Premium (Bestellnummer ${account.publicId}) ist am 16.03.2026, 10:00 Uhr abgelaufen`,
    );
    expect(mail?.text).toContain('Kündigen können Sie jederzeit zum Ende des bezahlten Zeitraums');
    expect(mail?.text).toContain('/vertraege-kuendigen');
  });

  it('confirms the receipt to an unknown address without repeating what was typed', async () => {
    await withdraw({ name: 'Klick hier: http://evil.example', email: 'niemand@example.de' });
    const [mail] = await mailsTo(app, 'niemand@example.de');
    expect(mail?.subject).toBe('Eingangsbestätigung Ihres Widerrufs');
    expect(mail?.text).toContain(
      'am 02.03.2026, 10:00 Uhr ein Widerruf für diese E-Mail-Adresse bei uns eingegangen',
    );
    expect(mail?.text).toContain('keinen Vertrag gefunden, der sich widerrufen lässt');
    expect(mail?.text).toMatch(/^Hallo,$/m);
    expect(mail?.text).not.toContain('evil');
    const [record] = await app.db.select().from(contractWithdrawals);
    expect(record).toMatchObject({
      name: 'Klick hier: http://evil.example',
      userId: null,
      subscriptionIds: [],
    });
  });

  it('still withdraws the contract in its period when the order number is mistyped', async () => {
    const account = await registerUser(app);
    const first = await buy(app, account.token, await testCardToken(app));
    const firstId = (first.body.data as { gateway_payment_id: string }).gateway_payment_id;
    await withdraw(form(account.email, 'sub_unbekannt'));
    const [record] = await app.db.select().from(contractWithdrawals);
    expect(record?.orderRef).toBe('sub_unbekannt');
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({ publicId: firstId, status: 2 });
  });

  it('withdraws a contract already cancelled ordinarily, keeping the date of that cancellation', async () => {
    const account = await subscribedUser(app);
    await call(app, 'POST', '/cancel-subscription', {
      token: account.token,
      body: { subscription_id: account.publicId },
    });
    const cancelledAt = clock.now();
    clock.advance(DAY);
    await withdraw(form(account.email, account.publicId));
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({ status: 2, cancelSource: 'withdrawal', cancelledAt });
    expect((await orderRows(app, account.user.id))[0]?.refundedCents).toBe(195);
  });

  it('offers the withdrawal on the account page until the 14 days are over', async () => {
    const account = await subscribedUser(app);
    const details = async () =>
      (
        (await call(app, 'GET', '/subscription-plan', { token: account.token })).body.data as {
          plan_details: { withdrawal_ends_at: string | null; state: string };
        }
      ).plan_details;
    expect((await details()).withdrawal_ends_at).toBe('2026-03-16T09:00:00.000Z');
    clock.advance(14 * DAY);
    expect((await details()).withdrawal_ends_at).toBeNull();
  });

  it('mails the confirmation over SMTP with the declaration, date and time, greeting with the account name', async () => {
    const smtp = await startSmtpServer();
    try {
      await rebuildTestApp({ smtpUrl: smtp.url, mailFrom: 'Vita <kontakt@vita.test>' });
      const account = await subscribedUser(app);
      clock.advance(90 * 60_000);
      await withdraw({ name: 'Jemand anderes', email: account.email });
      const mail = smtp.received.find((m) => m.subject === 'Eingangsbestätigung Ihres Widerrufs');
      expect(mail?.to).toEqual([account.email]);
      const text = mail?.body.replace(/=\r?\n/g, '') ?? '';
      expect(text).toContain('Hallo Erika,');
      expect(text).not.toContain('Jemand anderes');
      expect(text).toContain('am 02.03.2026, 11:30 Uhr ein Widerruf');
      expect(text).toContain(
        `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Vita Premium (Bestellnummer ${account.publicId}, abgeschlossen am 02.03.2026, 10:00 Uhr).`,
      );
      expect(text).toContain('Ihr Zugang endet sofort');
      expect(text).toContain('1,95 €, auf Ihre Karte (Visa, Endziffern 4242)');
    } finally {
      await smtp.close();
    }
  });

  it('refuses more than the allowed withdrawals per IP with 429', async () => {
    await rebuildTestApp({ authRateLimit: { windowMs: 15 * 60_000, perIp: 2, perAccount: 100 } });
    expect((await withdraw(form('a@example.de'), '203.0.113.9')).status).toBe(200);
    expect((await withdraw(form('b@example.de'), '203.0.113.9')).status).toBe(200);
    const third = await withdraw(form('c@example.de'), '203.0.113.9');
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('rate_limited');
  });

  it.each([
    ['without a name', { name: ' ' }, 'body.name'],
    ['with an invalid e-mail', { email: 'keine-adresse' }, 'body.email'],
    ['with an order number that cannot be one', { order_id: 'sub 1; drop' }, 'body.order_id'],
    ['with a NUL character in the name', { name: 'Erika\u0000' }, 'body.name'],
  ])('answers a form %s with 400 and the field, and changes nothing', async (_name, change, field) => {
    const account = await subscribedUser(app);
    const res = await withdraw({ ...form(account.email), ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(await app.db.select().from(contractWithdrawals)).toEqual([]);
    expect((await subscriptionRows(app, account.user.id))[0]?.status).toBe(1);
  });
});
