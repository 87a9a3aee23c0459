import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractCancellations, subscriptions } from '../../db/schema';
import { app, clock, rebuildTestApp, useTestApp } from '../../test/use-test-app';
import { call, mailsTo, orderRows, subscribedUser, subscriptionRows } from './billing.test-support';

useTestApp();

const form = (email: string) => ({ name: 'Erika Mustermann', email, contract: 'Vita Premium' });

describe('POST /cancel-contract (public, § 312k BGB)', () => {
  it('cancels the running subscription of the e-mail without a login', async () => {
    const account = await subscribedUser(app);
    const res = await call(app, 'POST', '/cancel-contract', { body: form(account.email) });
    expect(res.status).toBe(200);
    const [subscription] = await subscriptionRows(app, account.user.id);
    expect(subscription).toMatchObject({ status: 1, cancelSource: 'public', cancelledAt: clock.now() });
    clock.advance(8 * 24 * 60 * 60_000);
    await app.billing.runRenewals();
    expect(await orderRows(app, account.user.id)).toHaveLength(1);
  });

  it('answers the same whether or not the e-mail has a contract', async () => {
    const account = await subscribedUser(app);
    const known = await call(app, 'POST', '/cancel-contract', { body: form(account.email) });
    const unknown = await call(app, 'POST', '/cancel-contract', { body: form('niemand@example.de') });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toMatchObject({
      message:
        'Ihre Kündigung ist am 02.03.2026, 10:00 Uhr bei uns eingegangen. Sie erhalten eine Bestätigung per E-Mail.',
      data: { received_at: '2026-03-02T09:00:00.000Z' },
    });
  });

  it('confirms the receipt by e-mail with date and time, and says what it ended', async () => {
    const account = await subscribedUser(app);
    await call(app, 'POST', '/cancel-contract', { body: { ...form(account.email), reason: 'Job gefunden' } });
    const [mail] = await mailsTo(app, account.email);
    expect(mail?.subject).toBe('Eingangsbestätigung Ihrer Kündigung');
    expect(mail?.text).toContain('am 02.03.2026, 10:00 Uhr bei uns eingegangen');
    expect(mail?.text).toContain('Vita Premium ist gekündigt und endet am 09.03.2026, 10:00 Uhr');
    const [record] = await app.db.select().from(contractCancellations);
    expect(record).toMatchObject({ email: account.email, reason: 'Job gefunden', cancelledCount: 1 });
  });

  it('greets a stranger’s cancellation with the account’s own name and repeats nothing typed', async () => {
    const account = await subscribedUser(app);
    const typed = {
      name: 'Irgendwer',
      email: account.email,
      contract: 'Lügenvertrag <b>XYZ</b>',
      reason: 'Nur so',
    };
    await call(app, 'POST', '/cancel-contract', { body: typed });
    const [mail] = await mailsTo(app, account.email);
    expect(mail?.text.split('\n')[0]).toBe('Hallo Erika Mustermann,');
    for (const text of ['Irgendwer', 'Lügenvertrag', 'XYZ', 'Nur so']) expect(mail?.text).not.toContain(text);
    expect(mail?.text).toContain('Vita Premium ist gekündigt');
  });

  it('greets an address without an account by no name at all', async () => {
    await call(app, 'POST', '/cancel-contract', {
      body: { ...form('niemand@example.de'), name: 'Irgendwer' },
    });
    const [mail] = await mailsTo(app, 'niemand@example.de');
    expect(mail?.text.split('\n')[0]).toBe('Hallo,');
    expect(mail?.text).not.toContain('Irgendwer');
    expect(mail?.text).not.toContain('Vita Premium');
  });

  it('confirms the receipt to an address without a contract too, saying none was found', async () => {
    await call(app, 'POST', '/cancel-contract', { body: form('niemand@example.de') });
    const [mail] = await mailsTo(app, 'niemand@example.de');
    expect(mail?.text).toContain('kein laufendes Abonnement gefunden');
  });

  it('offers only contracts that exist: the plan on sale, the old yearly plan only while one runs', async () => {
    const titles = async () => (await call(app, 'GET', '/contract-titles')).body.data;
    expect(await titles()).toEqual({ contracts: ['Vita Premium'] });
    const account = await subscribedUser(app);
    await app.db.update(subscriptions).set({ planId: 1 }).where(eq(subscriptions.userId, account.user.id));
    expect(await titles()).toEqual({ contracts: ['Jahresabonnement', 'Vita Premium'] });
  });

  it('refuses more than the allowed cancellations per IP with 429', async () => {
    await rebuildTestApp({ authRateLimit: { windowMs: 15 * 60_000, perIp: 2, perAccount: 100 } });
    const send = () =>
      call(app, 'POST', '/cancel-contract', { body: form('a@example.de'), ip: '203.0.113.9' });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('rate_limited');
  });

  it.each([
    ['without a name', { name: '' }, 'body.name'],
    ['with an invalid e-mail', { email: 'keine-adresse' }, 'body.email'],
    ['without the contract', { contract: '   ' }, 'body.contract'],
    ['with an overlong reason', { reason: 'x'.repeat(2001) }, 'body.reason'],
    ['with a NUL character in the name', { name: 'Erika\u0000' }, 'body.name'],
  ])('answers a form %s with 400 and the field', async (_name, change, field) => {
    const res = await call(app, 'POST', '/cancel-contract', { body: { ...form('a@example.de'), ...change } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(await app.db.select().from(contractCancellations)).toEqual([]);
  });
});
