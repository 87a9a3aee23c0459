import { ORDER_STATUS, TRIAL_PLAN_ID } from '@vita/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, newResumeToken, openDatabasePool, register, startPair } from './cluster-support';
import type { ServerProcess } from './spawn-server';

let a: ServerProcess;
let b: ServerProcess;
const database = openDatabasePool();
beforeAll(async () => {
  // The renewal job runs on both, every 200 ms, as it would on two machines.
  [a, b] = await startPair({ BILLING_RENEWAL_INTERVAL_MS: '200' });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database.close();
});

/** Registers on one instance and buys the trial plan there with the test card 4242…. */
async function subscribe(server: ServerProcess) {
  const account = await register(server);
  const card = await api(server, 'POST', '/test-payments/tokens', {
    body: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  expect(card.status).toBe(200);
  const bought = await api(server, 'POST', '/stripe-payment', {
    token: account.token,
    body: { stripeToken: (card.body.data as { id: string }).id, subscription_id: TRIAL_PLAN_ID },
  });
  expect(bought.status).toBe(200);
  return account;
}

describe('two instances on one PostgreSQL and one Redis', () => {
  it('accepts a login token made on one instance on the other', async () => {
    const account = await register(a);
    const onB = await api(b, 'GET', '/profile-info', { token: account.token });
    expect(onB.status).toBe(200);
    expect(JSON.stringify(onB.body)).toContain(account.email);

    const login = await api(b, 'POST', '/login', {
      body: { mode: 'web', email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    const onA = await api(a, 'GET', '/profile-info', { token: login.body.token as string });
    expect(onA.status).toBe(200);
    // A forged token is refused by both.
    for (const server of [a, b]) {
      expect((await api(server, 'GET', '/profile-info', { token: `${account.token}x` })).status).toBe(401);
    }
  });

  it('charges each due subscription exactly once while the renewal job runs on both', async () => {
    const accounts = [];
    for (let i = 0; i < 8; i++) accounts.push(await subscribe(i % 2 === 0 ? a : b));
    const ids = accounts.map((account) => account.id);
    // All trials end at the same moment: both jobs find all of them due at once. (At the
    // millisecond, as the server writes periods: JavaScript dates have no microseconds.)
    await database.rows(
      `update subscriptions set current_period_end = date_trunc('milliseconds', now()) - interval '1 minute' where user_id = any($1)`,
      [ids],
    );

    const renewals = () =>
      database.rows<{ user_id: number; status: number; count: number }>(
        `select user_id, status, count(*)::int as count from orders
          where kind = 'renewal' and user_id = any($1) group by user_id, status`,
        [ids],
      );
    await eventually(async () => expect(await renewals()).toHaveLength(accounts.length));
    // A few more job runs on both instances change nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rows = await renewals();
    expect(rows).toHaveLength(accounts.length);
    for (const row of rows) expect(row).toMatchObject({ status: ORDER_STATUS.success, count: 1 });

    const periods = await database.rows<{ days: number; bills: number }>(
      `select (extract(epoch from s.current_period_end - now()) / 86400)::float8 as days,
              (select count(*)::int from bills where bills.subscription_id = s.id) as bills
         from subscriptions s where s.user_id = any($1)`,
      [ids],
    );
    expect(periods).toHaveLength(accounts.length);
    for (const period of periods) {
      // One period of 4 weeks from the old end, not two.
      expect(period.days).toBeGreaterThan(27);
      expect(period.days).toBeLessThan(28);
      expect(period.bills).toBe(2);
    }
  });

  it('exports a PDF on either instance', async () => {
    const token = newResumeToken();
    const saved = await api(a, 'POST', '/resume/save-meta', {
      body: {
        resume_token: token,
        resume_template_id: 1,
        meta_key: 'heading',
        meta_value: { fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' },
      },
    });
    expect(saved.status).toBe(200);
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/api/v1/resume/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ resume_token: token, format: 1 }),
        signal: AbortSignal.timeout(60_000),
      });
      expect(res.status, server.logTail()).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1000);
    }
  });
});
