import { readPdf } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../auth/auth.test-support';
import { startPrintApp } from '../export/print-entry.test-support';
import { storeResume } from '../export/sample-resume.test-support';
import { createLetter, request } from './tracker.test-support';

// Real Chromium on the print entry: one app, one account and one stored resume for this file.
let app: FastifyInstance;
let login: string;
let resumeToken: string;
let letterId: number;
beforeAll(async () => {
  app = await startPrintApp();
  resumeToken = await storeResume(app, { photo: null });
  login = (await registerUser(app, { resume_token: resumeToken })).token;
  letterId = await createLetter(
    app,
    { token: login, resumeToken },
    {
      recipient: { company: 'Klinikum Köln', contact: 'Frau Dr. Anna Berger' },
      subject: 'Bewerbung als Pflegefachkraft',
      body: '<p>mit großem Interesse habe ich Ihre Anzeige gelesen.</p>',
    },
  );
}, 180_000);
afterAll(() => app?.close());

const textOf = (pdf: Buffer) => readPdf(pdf).text;

describe('POST /applications/{id}/freeze and GET /applications/{id}/sent.pdf', () => {
  it('keeps the Mappe as sent, byte for byte, after the CV changed', async () => {
    const created = await request(app, 'POST', '/applications', {
      token: login,
      body: {
        resume_token: resumeToken,
        company: 'Klinikum Köln',
        position: 'Pflegefachkraft',
        letter_id: letterId,
      },
    });
    const { id } = created.body.data as { id: number };
    const download = await request(app, 'POST', '/application/export', {
      token: login,
      body: { resume_token: resumeToken, letter_id: letterId },
    });
    expect(download.status).toBe(200);

    const frozen = await request(app, 'POST', `/applications/${id}/freeze`, { token: login, body: {} });
    expect(frozen.status, frozen.body.message).toBe(200);
    const application = frozen.body.data as {
      status: string;
      applied_at: string;
      frozen: { bytes: number; pages: number };
    };
    expect(application.status).toBe('applied');
    expect(application.applied_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const sent = await request(app, 'GET', `/applications/${id}/sent.pdf`, { token: login });
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('application/pdf');
    expect(sent.raw.length).toBe(application.frozen.bytes);
    // The same Mappe the download binds: same pages, same text (only the PDF's creation date differs).
    expect(textOf(sent.raw)).toBe(textOf(download.raw));
    expect((await readPdf(sent.raw)).pages).toBe(application.frozen.pages);
    const before = textOf(sent.raw);
    expect(before).toContain('Anna Berger');

    const renamed = await request(app, 'POST', '/resume/save-meta', {
      token: login,
      body: {
        resume_token: resumeToken,
        meta_key: 'heading',
        meta_value: { fname: 'Marlene', lname: 'Umbenannt' },
      },
    });
    expect(renamed.status, renamed.body.message).toBe(200);
    const now = await request(app, 'POST', '/application/export', {
      token: login,
      body: { resume_token: resumeToken, letter_id: letterId },
    });
    expect(textOf(now.raw)).toContain('Umbenannt');
    const later = await request(app, 'GET', `/applications/${id}/sent.pdf`, { token: login });
    expect(Buffer.compare(later.raw, sent.raw)).toBe(0);
    expect(textOf(later.raw)).not.toContain('Umbenannt');
  });

  it('says so when nothing was frozen yet', async () => {
    const created = await request(app, 'POST', '/applications', {
      token: login,
      body: { resume_token: resumeToken, company: 'Bäckerei Schäfer', position: 'Verkäuferin' },
    });
    const { id } = created.body.data as { id: number };
    const res = await request(app, 'GET', `/applications/${id}/sent.pdf`, { token: login });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Für diese Bewerbung wurde noch keine Mappe als versendet festgehalten.');
  });
});
