import { attachmentsIn, headerOf, readPdf, type SmtpTestServer, startSmtpServer } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationSends, outbox } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { compressedScan } from '../application/scan-compression';
import { registerUser } from '../auth/auth.test-support';
import { builtWebApp } from '../export/print-entry.test-support';
import { storeResume } from '../export/sample-resume.test-support';
import { SENDS_EXHAUSTED } from './send.service';
import { createLetter, request } from './tracker.test-support';

// Real Chromium on the print entry and a real SMTP server: one app and one account for this file.
let app: FastifyInstance;
let smtp: SmtpTestServer;
let login: string;
let email: string;
let userId: number;
let resumeToken: string;
let letterId: number;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({
    webDistDir: builtWebApp(),
    exportRequiresPlan: false,
    smtpUrl: smtp.url,
    mailFrom: 'Vita <bewerbung@vita.test>',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  resumeToken = await storeResume(app, { photo: null });
  const account = await registerUser(app, { resume_token: resumeToken });
  login = account.token;
  email = account.email;
  userId = account.user.id;
  letterId = await createLetter(
    app,
    { token: login, resumeToken },
    {
      recipient: { company: 'Tischlerei Brandt', contact: 'Herr Jonas Brandt' },
      salutation: 'Sehr geehrter Herr Brandt,',
      subject: 'Bewerbung als Tischlergeselle',
      body: '<p>mit großem Interesse habe ich Ihre Anzeige gelesen.</p>',
    },
  );
}, 180_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

async function newApplication(fields: Record<string, unknown> = {}) {
  const res = await request(app, 'POST', '/applications', {
    token: login,
    body: {
      resume_token: resumeToken,
      company: 'Tischlerei Brandt',
      position: 'Tischlergeselle',
      contact_email: 'bewerbung@tischlerei-brandt.de',
      letter_id: letterId,
      ...fields,
    },
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.data as { id: number }).id;
}

type Sent = {
  status: string;
  sent_to: string | null;
  frozen: { bytes: number } | null;
  last_send: {
    to: string;
    delivery: string;
    format: string;
    error: string | null;
    compressed: boolean;
  } | null;
};

describe('GET /applications/{id}/send-draft', () => {
  it('writes the short mail from the letter and the CV, answers go to the applicant', async () => {
    const id = await newApplication();
    const res = await request(app, 'GET', `/applications/${id}/send-draft`, { token: login });
    expect(res.status, res.body.message).toBe(200);
    const draft = res.body.data as { to: string; subject: string; message: string; reply_to: string };
    expect(draft.to).toBe('bewerbung@tischlerei-brandt.de');
    expect(draft.reply_to).toBe(email);
    expect(draft.message.split('\n')[0]).toBe('Sehr geehrter Herr Brandt,');
    expect(draft.message).toContain(
      'anbei erhalten Sie meine Bewerbungsunterlagen als PDF für die Position „Tischlergeselle“.',
    );
    expect(draft.subject).toMatch(/^Bewerbung als Tischlergeselle – \S+ \S+/);
  });
});

describe('POST /applications/{id}/send', () => {
  it('mails one PDF Mappe to the employer, Reply-To and a blind copy to the applicant, and keeps it as sent', async () => {
    const id = await newApplication();
    const res = await request(app, 'POST', `/applications/${id}/send`, {
      token: login,
      body: { to: 'Bewerbung@Tischlerei-Brandt.de', message: 'Sehr geehrter Herr Brandt,\n\nanbei …' },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toContain('Bewerbung an bewerbung@tischlerei-brandt.de gesendet');
    const sent = res.body.data as Sent;
    expect(sent.status).toBe('applied');
    expect(sent.sent_to).toBe('bewerbung@tischlerei-brandt.de');
    expect(sent.last_send).toMatchObject({
      to: 'bewerbung@tischlerei-brandt.de',
      delivery: 'delivered',
      format: 'mappe',
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to.sort()).toEqual(['bewerbung@tischlerei-brandt.de', email].sort());
    expect(headerOf(mail?.raw ?? '', 'Reply-To')).toContain(email);
    // The blind copy is in the envelope only, never in a header the employer sees.
    expect(headerOf(mail?.raw ?? '', 'Bcc')).toBe('');
    const files = attachmentsIn(mail?.raw ?? '');
    expect(files.map((file) => file.fileName)).toEqual([
      expect.stringMatching(/^Bewerbung_[^_]+_[^_]+\.pdf$/),
    ]);
    const frozen = await request(app, 'GET', `/applications/${id}/sent.pdf`, { token: login });
    expect(files[0]?.bytes.equals(frozen.raw)).toBe(true);
    expect(readPdf(frozen.raw).text).toContain('Tischlerei Brandt');
  });

  it('sends the parts as separate PDFs for portals that want them', async () => {
    const id = await newApplication();
    const res = await request(app, 'POST', `/applications/${id}/send`, {
      token: login,
      body: { to: 'jobs@tischlerei-brandt.de', format: 'separate', parts: ['letter', 'resume'] },
    });
    expect(res.status, res.body.message).toBe(200);
    const names = attachmentsIn(smtp.received[0]?.raw ?? '').map((file) => file.fileName);
    expect(names).toEqual([
      expect.stringMatching(/^Anschreiben_[^_]+_[^_]+\.pdf$/),
      expect.stringMatching(/^Lebenslauf_[^_]+_[^_]+\.pdf$/),
    ]);
    expect((res.body.data as Sent).last_send?.format).toBe('separate');
  });

  it('reports an address the mail server refuses, and does not try it again', async () => {
    smtp.refuseRecipient('niemand@tischlerei-brandt.de');
    const id = await newApplication();
    const res = await request(app, 'POST', `/applications/${id}/send`, {
      token: login,
      body: { to: 'niemand@tischlerei-brandt.de' },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toContain('hat die Adresse niemand@tischlerei-brandt.de abgelehnt');
    const sent = res.body.data as Sent;
    expect(sent.last_send?.delivery).toBe('refused');
    expect(sent.last_send?.error).toContain('550');
    expect(await app.mailer.retryPending()).toEqual({ sent: 0, failed: 0 });
    const listed = await request(app, 'GET', `/applications/${id}`, { token: login });
    expect((listed.body.data as Sent).last_send?.delivery).toBe('refused');
  });

  it('refuses a bad address and another account’s application, and sends nothing', async () => {
    const id = await newApplication();
    const bad = await request(app, 'POST', `/applications/${id}/send`, {
      token: login,
      body: { to: 'kein-at' },
    });
    expect(bad.status).toBe(400);
    expect(Object.entries(bad.body.errors ?? {}).find(([key]) => key.endsWith('to'))?.[1]).toContain(
      'gültige E-Mail-Adresse des Empfängers',
    );
    const other = await registerUser(app, {});
    const foreign = await request(app, 'POST', `/applications/${id}/send`, {
      token: other.token,
      body: { to: 'jobs@tischlerei-brandt.de' },
    });
    expect(foreign.status).toBe(404);
    const draft = await request(app, 'GET', `/applications/${id}/send-draft`, { token: other.token });
    expect(draft.status).toBe(404);
    expect(smtp.received).toHaveLength(0);
    const unchanged = await request(app, 'GET', `/applications/${id}`, { token: login });
    expect((unchanged.body.data as Sent).last_send).toBeNull();
  });

  it('stops at 20 sendings in 24 hours, with nothing sent or changed', async () => {
    const id = await newApplication();
    const [mail] = await app.db.select({ id: outbox.id }).from(outbox).limit(1);
    const earlier = await app.db
      .select({ n: applicationSends.id })
      .from(applicationSends)
      .then((rows) => rows.length);
    const now = Date.now();
    await app.db.insert(applicationSends).values(
      Array.from({ length: 20 - earlier }, (_, i) => ({
        applicationId: id,
        userId,
        to: `firma${i}@example.de`,
        format: 'mappe',
        bytes: 1,
        outboxId: mail?.id ?? null,
        createdAt: new Date(now - i * 60_000),
      })),
    );
    const res = await request(app, 'POST', `/applications/${id}/send`, {
      token: login,
      body: { to: 'jobs@tischlerei-brandt.de' },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(SENDS_EXHAUSTED);
    expect(smtp.received).toHaveLength(0);
    const draft = await request(app, 'GET', `/applications/${id}/send-draft`, { token: login });
    expect((draft.body.data as { sent_today: number }).sent_today).toBe(20);
  });
});

describe('compressedScan', () => {
  it('makes a stored scan smaller and keeps it a readable JPEG', async () => {
    const noise = Buffer.alloc(1240 * 1754 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const scan = await sharp(noise, { raw: { width: 1240, height: 1754, channels: 3 } })
      .jpeg({ quality: 75 })
      .toBuffer();
    const smaller = await compressedScan(scan);
    expect(smaller.length).toBeLessThan(scan.length * 0.7);
    const meta = await sharp(smaller).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(900);
  });
});
