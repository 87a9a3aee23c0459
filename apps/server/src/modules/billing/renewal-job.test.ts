import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { buildTestApp, testConfig, testDatabase } from '../../test/test-app';
import { DAY, orderRows, subscribedUser, testClock } from './billing.test-support';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('the renewal job', () => {
  it('runs when the server starts, and closing the server waits for it', async () => {
    const clock = testClock(new Date('2026-03-02T09:00:00Z'));
    const first = await buildTestApp({}, { now: clock.now });
    const account = await subscribedUser(first);
    await first.close();

    clock.advance(7 * DAY);
    const database = await testDatabase();
    app = await createApp(testConfig({ billingRenewalIntervalMs: 60 * 60_000 }), {
      database,
      logger: false,
      now: clock.now,
    });
    await app.ready();
    await app.close();
    const orders = await orderRows(app, account.user.id);
    app = null;
    expect(orders.map((o) => [o.kind, o.status])).toEqual([
      ['trial', 2],
      ['renewal', 2],
    ]);
  });

  it('does not run while its interval is 0 (tests run it by hand)', async () => {
    const clock = testClock(new Date('2026-03-02T09:00:00Z'));
    app = await buildTestApp({ billingRenewalIntervalMs: 0 }, { now: clock.now });
    const account = await subscribedUser(app);
    clock.advance(7 * DAY);
    await app.close();
    const database = await testDatabase();
    app = await createApp(testConfig(), { database, logger: false, now: clock.now });
    await app.ready();
    await app.close();
    expect(await orderRows(app, account.user.id)).toHaveLength(1);
    app = null;
  });

  it('charges every due subscription once when two instances renew at the same moment', async () => {
    const clock = testClock(new Date('2026-03-02T09:00:00Z'));
    app = await buildTestApp({}, { now: clock.now });
    const accounts = [];
    for (let i = 0; i < 5; i++) accounts.push(await subscribedUser(app));
    clock.advance(7 * DAY);
    const database = await testDatabase();
    const second = await createApp(testConfig(), { database, logger: false, now: clock.now });
    const [a, b] = await Promise.all([app.billing.runRenewals(), second.billing.runRenewals()]);
    await second.close();
    expect((a?.renewed ?? 0) + (b?.renewed ?? 0)).toBe(5);
    for (const account of accounts) {
      expect((await orderRows(app, account.user.id)).map((o) => o.kind)).toEqual(['trial', 'renewal']);
    }
  });
});
