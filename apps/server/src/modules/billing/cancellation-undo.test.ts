import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractCancellations, testPayments } from '../../db/schema';
import { app, clock, useTestApp } from '../../test/use-test-app';
import { call, DAY, mailsTo, orderRows, subscribedUser, subscriptionRows } from './billing.test-support';

useTestApp({ publicUrl: 'https://vita.example/' });

/** Someone who is not the account holder cancels with the holder's address (no login needed). */
async function cancelAsStranger(email: string) {
  const res = await call(app, 'POST', '/cancel-contract', {
    body: { name: 'Fremder', email, contract: 'Vita Premium' },
    ip: '198.51.100.7',
  });
  expect(res.status).toBe(200);
  const [mail] = await mailsTo(app, email);
  const token = mail?.text.match(/\/abo-fortsetzen\?token=([A-Za-z0-9_-]{43})\b/)?.[1];
  return { mail, token };
}

const undo = (token: unknown) => call(app, 'POST', '/cancel-contract/undo', { body: { token } });

describe('Das war ich nicht – Abo fortsetzen (undo of a public cancellation)', () => {
  it('mails the one-click link to the account’s address and keeps only its hash', async () => {
    const victim = await subscribedUser(app);
    const { mail, token } = await cancelAsStranger(victim.email);
    expect(mail?.text).toContain('Das war ich nicht – Abo fortsetzen:');
    expect(mail?.text).toContain(`https://vita.example/abo-fortsetzen?token=${token}`);
    const [record] = await app.db.select().from(contractCancellations);
    const [subscription] = await subscriptionRows(app, victim.user.id);
    expect(record?.subscriptionIds).toEqual([subscription?.id]);
    expect(record?.undoTokenHash).toBe(createHash('sha256').update(String(token)).digest('hex'));
    expect(record?.undoneAt).toBeNull();
  });

  it('restores the victim’s subscription as it was, without a new charge', async () => {
    const victim = await subscribedUser(app);
    const [before] = await subscriptionRows(app, victim.user.id);
    const paymentsBefore = (await app.db.select().from(testPayments)).length;
    const { token } = await cancelAsStranger(victim.email);
    clock.advance(DAY);

    const res = await undo(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Ihr Abonnement läuft weiter. Es wurde nichts abgebucht.',
      data: {
        restored: [{ plan_title: 'Vita Premium', next_charge_at: before?.currentPeriodEnd.toISOString() }],
      },
    });
    const [after] = await subscriptionRows(app, victim.user.id);
    expect(after).toMatchObject({
      status: 1,
      cancelledAt: null,
      cancelSource: null,
      currentPeriodEnd: before?.currentPeriodEnd,
    });
    expect(await orderRows(app, victim.user.id)).toHaveLength(1);
    expect(await app.db.select().from(testPayments)).toHaveLength(paymentsBefore);

    const [confirmation] = await mailsTo(app, victim.email);
    expect(confirmation?.subject).toBe('Ihr Abonnement läuft weiter');
    expect(confirmation?.text).toContain('die Kündigung vom 02.03.2026, 10:00 Uhr ist zurückgenommen');
    expect(confirmation?.text).toContain('wie zuvor am 09.03.2026');

    // The renewal runs on the old date again: the trial converts into the paid plan.
    clock.advance(7 * DAY);
    await app.billing.runRenewals();
    expect(await orderRows(app, victim.user.id)).toHaveLength(2);
  });

  it('refuses a second use of the same link and changes nothing', async () => {
    const victim = await subscribedUser(app);
    const { token } = await cancelAsStranger(victim.email);
    expect((await undo(token)).status).toBe(200);
    const mails = (await mailsTo(app, victim.email)).length;

    const again = await undo(token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'undo_already_used',
      message: 'Ihr Abonnement wurde mit diesem Link bereits fortgesetzt.',
    });
    expect(await mailsTo(app, victim.email)).toHaveLength(mails);
  });

  it('lets only one of two simultaneous uses through', async () => {
    const victim = await subscribedUser(app);
    const { token } = await cancelAsStranger(victim.email);
    const answers = await Promise.all([undo(token), undo(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      (await mailsTo(app, victim.email)).filter((m) => m.subject === 'Ihr Abonnement läuft weiter'),
    ).toHaveLength(1);
  });

  it('answers 410 once the paid period is over, and the subscription stays ended', async () => {
    const victim = await subscribedUser(app);
    const { token } = await cancelAsStranger(victim.email);
    clock.advance(8 * DAY);
    await app.billing.runRenewals();

    const res = await undo(token);
    expect(res.status).toBe(410);
    expect(res.body.code).toBe('undo_expired');
    expect(res.body.message).toContain('Dieser Link ist abgelaufen');
    const [subscription] = await subscriptionRows(app, victim.user.id);
    expect(subscription).toMatchObject({ status: 2, cancelSource: 'public' });
    const [record] = await app.db.select().from(contractCancellations);
    expect(record?.undoneAt).toBeNull();
    expect(await orderRows(app, victim.user.id)).toHaveLength(1);
  });

  it('answers 410 at the very end of the period even before the renewal job ran', async () => {
    const victim = await subscribedUser(app);
    const { token } = await cancelAsStranger(victim.email);
    clock.advance(7 * DAY);
    expect((await undo(token)).status).toBe(410);
  });

  it('does not continue a subscription the owner has since let end', async () => {
    const victim = await subscribedUser(app);
    const { token } = await cancelAsStranger(victim.email);
    clock.advance(8 * DAY);
    await app.billing.runRenewals();
    clock.advance(-8 * DAY);
    expect((await undo(token)).status).toBe(410);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43), 404, 'undo_invalid'],
    ['a token of the wrong shape', 'kurz', 400, undefined],
    ['no token', undefined, 400, undefined],
  ])('answers %s with a refusal and a German message', async (_name, token, status, code) => {
    const victim = await subscribedUser(app);
    await cancelAsStranger(victim.email);
    const res = await undo(token);
    expect(res.status).toBe(status);
    if (code) expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(/Link ist ungültig|ungültig/);
    const [subscription] = await subscriptionRows(app, victim.user.id);
    expect(subscription?.cancelSource).toBe('public');
  });

  it('offers no link when nothing with a paid period was cancelled', async () => {
    const { mail, token } = await cancelAsStranger('niemand@example.de');
    expect(token).toBeUndefined();
    expect(mail?.text).not.toContain('Abo fortsetzen');
    const [record] = await app.db.select().from(contractCancellations);
    expect(record?.undoTokenHash).toBeNull();
  });
});
