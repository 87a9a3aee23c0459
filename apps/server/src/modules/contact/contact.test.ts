import { startSmtpServer } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { buildTestApp, post, testDatabase } from '../../test/test-app';
import { mailboxOf } from './contact.service';

let app: FastifyInstance;
// A fresh PGlite takes long on a busy machine: open the worker's database once, up front.
beforeAll(() => testDatabase(), 120_000);
afterEach(() => app.close());

const form = {
  topic: 'accessibility',
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  message: 'Der Kontrast im Menü ist zu schwach.',
};

describe('POST /contact-message (the /accessibility and /kontakt e-mail forms)', () => {
  beforeEach(async () => {
    app = await buildTestApp(
      { mailFrom: 'Vita <kontakt@vita.test>' },
      { now: () => new Date('2026-03-02T09:00:00Z') },
    );
  });

  it('puts the message for the operator into the outbox, without a login', async () => {
    const res = await post(app, '/contact-message', form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.',
      data: { received_at: '2026-03-02T09:00:00.000Z' },
    });
    const rows = await app.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.to).toBe('kontakt@vita.test');
    expect(rows[0]?.subject).toBe('Barrierefreiheit: Nachricht über das Kontaktformular (Erika Mustermann)');
    expect(rows[0]?.text).toContain('E-Mail: erika@example.de');
    expect(rows[0]?.text).toContain('Der Kontrast im Menü ist zu schwach.');
    expect(rows[0]?.text).toContain('02.03.2026, 10:00 Uhr');
  });

  it('refuses missing fields with the field and a German reason, and sends nothing', async () => {
    const res = await post(app, '/contact-message', {
      topic: 'accessibility',
      name: ' ',
      email: 'kein-mail',
      message: '',
    });
    expect(res.status).toBe(400);
    const errors = res.body.errors as Record<string, string>;
    expect(Object.values(errors)).toEqual(
      expect.arrayContaining([
        'Bitte geben Sie Ihren Namen an.',
        'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        'Bitte schreiben Sie uns Ihre Frage oder Ihr Anliegen.',
      ]),
    );
    expect(await app.db.select().from(outbox)).toHaveLength(0);
  });

  it('refuses a name with a line break (it would reach the subject) and oversized messages', async () => {
    expect((await post(app, '/contact-message', { ...form, name: 'Erika\r\nBcc: x@y.de' })).status).toBe(400);
    expect((await post(app, '/contact-message', { ...form, message: 'x'.repeat(5001) })).status).toBe(400);
    expect((await post(app, '/contact-message', { ...form, topic: 'spam' })).status).toBe(400);
    expect(await app.db.select().from(outbox)).toHaveLength(0);
  });

  it('limits the messages per sender address', async () => {
    await app.close();
    app = await buildTestApp({
      authRateLimit: { windowMs: 15 * 60_000, perIp: 100, perAccount: 2 },
    });
    expect((await post(app, '/contact-message', form)).status).toBe(200);
    expect((await post(app, '/contact-message', form)).status).toBe(200);
    const third = await post(app, '/contact-message', form);
    expect(third.status).toBe(429);
    expect(await app.db.select().from(outbox)).toHaveLength(2);
  });
});

describe('contact message over SMTP', () => {
  it('is delivered to the operator when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    try {
      app = await buildTestApp({ smtpUrl: smtp.url, mailFrom: 'Vita <kontakt@vita.test>' });
      expect((await post(app, '/contact-message', { ...form, topic: 'general' })).status).toBe(200);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['kontakt@vita.test']);
      expect(smtp.received[0]?.subject).toBe('Kontaktformular: neue Nachricht (Erika Mustermann)');
    } finally {
      await smtp.close();
    }
  });
});

describe('mailboxOf', () => {
  it('takes the address out of a display name', () => {
    expect(mailboxOf('Vita <kontakt@vita.test>')).toBe('kontakt@vita.test');
    expect(mailboxOf('kontakt@vita.test')).toBe('kontakt@vita.test');
  });
});
