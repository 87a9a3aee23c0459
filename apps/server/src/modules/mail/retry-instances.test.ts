import { type SmtpTestServer, startSmtpServer } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { outbox } from '../../db/schema';
import { buildTestApp, testConfig, testDatabase } from '../../test/test-app';
import { MINUTE, testClock } from '../auth/auth.test-support';

let smtp: SmtpTestServer;
let apps: FastifyInstance[] = [];
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

describe('the mail retry job on several instances', () => {
  it('sends each waiting mail once when two instances retry at the same moment', async () => {
    const clock = testClock(new Date());
    const first = await buildTestApp({ smtpUrl: smtp.url }, { now: clock.now });
    const second = await createApp(testConfig({ smtpUrl: smtp.url }), {
      database: await testDatabase(),
      logger: false,
      now: clock.now,
    });
    apps = [first, second];
    smtp.refuseNext(6);
    for (let i = 1; i <= 6; i++) {
      const sent = await first.mailer.send({
        to: `kunde${i}@example.de`,
        subject: `Mail ${i}`,
        text: 'Hallo',
      });
      expect(sent.delivered).toBe(false);
    }
    expect(smtp.received).toHaveLength(0);

    clock.advance(MINUTE);
    const [a, b] = await Promise.all([first.mailer.retryPending(), second.mailer.retryPending()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(6);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      ['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5', 'Mail 6'].sort(),
    );
    const rows = await first.db.select().from(outbox);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 2)).toBe(true);

    // Later runs on both find nothing left to send.
    clock.advance(MINUTE);
    await Promise.all([first.mailer.retryPending(), second.mailer.retryPending()]);
    expect(smtp.received).toHaveLength(6);
  });
});
