import { codeIn, type SmtpTestServer, startSmtpServer } from '@vita/shared/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { call, MINUTE, registerUser, testClock } from '../auth/auth.test-support';

let smtp: SmtpTestServer;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
afterEach(async () => {
  await app.close();
  smtp.received.length = 0;
  smtp.refuseNext(0);
});

const forgot = () => call(app, 'POST', '/forgot-password', { body: { email: 'erika@example.de' } });
const waitFor = async (condition: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('mail over SMTP', () => {
  it('delivers the reset code to the SMTP server and marks the outbox row sent', async () => {
    app = await buildTestApp({ smtpUrl: smtp.url, mailFrom: 'Vita <konto@vita.test>' });
    await registerUser(app, { email: 'erika@example.de' });
    expect((await forgot()).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('konto@vita.test');
    expect(mail?.to).toEqual(['erika@example.de']);
    expect(mail?.subject).toBe('Ihr Code zum Zurücksetzen des Passworts');
    expect(mail?.body).toContain('15 Minuten gültig');
    const code = codeIn(mail?.body ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await app.db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
    const reset = await call(app, 'POST', '/reset-password', {
      body: { email: 'erika@example.de', code, password: 'neuesPasswort' },
    });
    expect(reset.status).toBe(200);
  });

  it('tells the user to try again when the mail cannot be sent, and keeps it for a retry', async () => {
    const clock = testClock(new Date());
    app = await buildTestApp({ smtpUrl: smtp.url }, { now: clock.now });
    await registerUser(app, { email: 'erika@example.de' });
    smtp.refuseNext(1);
    const res = await forgot();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: 'mail_not_sent',
      message:
        'Die E-Mail mit dem Code konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    });
    const [failed] = await app.db.select().from(outbox);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed?.lastError).toContain('Mailbox busy');

    expect(await app.mailer.retryPending()).toEqual({ sent: 0, failed: 0 });
    clock.advance(MINUTE);
    expect(await app.mailer.retryPending()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [sent] = await app.db.select().from(outbox);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it('retries only the newest reset mail when a newer code replaced an unsent one', async () => {
    const clock = testClock(new Date());
    app = await buildTestApp({ smtpUrl: smtp.url }, { now: clock.now });
    await registerUser(app, { email: 'erika@example.de' });
    smtp.refuseNext(2);
    await forgot();
    await forgot();
    clock.advance(MINUTE);
    expect(await app.mailer.retryPending()).toEqual({ sent: 1, failed: 0 });
    const rows = await app.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => row.sentAt !== null)).toEqual([false, true]);
    expect(rows[0]?.lastError).toBe('superseded by a newer mail');
  });

  it('does not send a reset mail after its code has expired', async () => {
    const clock = testClock(new Date());
    app = await buildTestApp({ smtpUrl: smtp.url }, { now: clock.now });
    await registerUser(app, { email: 'erika@example.de' });
    smtp.refuseNext(1);
    await forgot();
    clock.advance(16 * MINUTE);
    expect(await app.mailer.retryPending()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('retries by itself with the interval job started by createApp', async () => {
    app = await buildTestApp({ smtpUrl: smtp.url, mailRetryIntervalMs: 25 });
    smtp.refuseNext(1);
    const first = await app.mailer.send({ to: 'a@example.de', subject: 'Test', text: 'Hallo' });
    expect(first.delivered).toBe(false);
    // Make the failed attempt look older than the retry delay.
    await app.db
      .update(outbox)
      .set({ lastAttemptAt: new Date(Date.now() - 2 * MINUTE) })
      .where(eq(outbox.id, first.outboxId));
    await waitFor(() => smtp.received.length === 1);
    expect(smtp.received[0]?.subject).toBe('Test');
  });

  it('sends non-essential mails without failing the caller when SMTP is down', async () => {
    app = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    const result = await app.mailer.send({ to: 'a@example.de', subject: 'Hinweis', text: 'Hallo' });
    expect(result.delivered).toBe(false);
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ subject: 'Hinweis', sentAt: null, attempts: 1 });
    expect(row?.lastError).toBeTruthy();
  });
});

describe('mail without SMTP (the embedded default)', () => {
  it('keeps the mail in the outbox and still answers 200 for a reset', async () => {
    app = await buildTestApp();
    await registerUser(app, { email: 'erika@example.de' });
    expect((await forgot()).status).toBe(200);
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({
      to: 'erika@example.de',
      sentAt: null,
      attempts: 0,
      purpose: 'password-reset',
    });
    expect(await app.mailer.retryPending()).toEqual({ sent: 0, failed: 0 });
  });
});
