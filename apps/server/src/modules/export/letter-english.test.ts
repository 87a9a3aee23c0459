import { execFileSync } from 'node:child_process';
import { sampleResumeParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/test-app';
import { textPdf, uploadAttachment } from '../attachments/attachments.test-support';
import { NO_ENGLISH_DRAFT } from '../job-match/job-match.routes';
import { withPdfFile } from './pdf-file.test-support';
import { postOk, startPrintApp } from './print-entry.test-support';
import { storeResume, withHeading } from './sample-resume.test-support';

// Real Chromium on the built print entry: the letter of an English version, as it is downloaded.
let app: FastifyInstance;
let english: string;
let german: string;
beforeAll(async () => {
  app = await startPrintApp();
  german = await storeResume(app, {
    parts: withHeading(sampleResumeParts, { fname: 'Ayşe', lname: 'Yılmaz', location: 'Köln' }),
    photo: null,
  });
  const translated = await post(app, '/resume/translate', { resume_token: german, target: 'en' });
  expect(translated.status, translated.body.message).toBe(200);
  english = (translated.body.data as { resume_token: string }).resume_token;
}, 180_000);
afterAll(() => app?.close());

const call = (url: string, payload: Record<string, unknown>) => postOk(app, url, payload);

/** The text of the first page in reading order (`pdftotext -raw`). */
function firstPageText(pdf: Buffer): string {
  return withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-raw', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }),
  );
}

async function letterOf(resumeToken: string, contact: string): Promise<number> {
  const res = await call('/letters', {
    resume_token: resumeToken,
    recipient: {
      company: 'Northwind Ltd',
      contact,
      street: '1 High Street',
      zip: 'EC1A 1BB',
      city: 'London',
    },
    subject: 'Application for the post of Store Manager',
    body: '<p>I would welcome the chance to discuss the role with you.</p>',
    place: 'Köln',
    date: '2026-12-03',
  });
  return (res.json() as { data: { id: number } }).data.id;
}

async function attachmentOf(resumeToken: string): Promise<number> {
  const res = await uploadAttachment(
    app,
    { resume_token: resumeToken, title: 'Reference' },
    await textPdf('Reference', 1),
    'reference.pdf',
  );
  expect(res.status, res.body.message).toBe(200);
  return (res.body.data as { id: number }).id;
}

const GERMAN_SKELETON = [
  'Sehr geehrte',
  'Damen und Herren',
  'Mit freundlichen',
  'Grüßen',
  'Anlagen',
  'Betreff',
  'Köln, ',
  '03.12.2026',
  'Dezember',
];

describe('the printed letter of an English resume', () => {
  it('has the English skeleton in the letter PDF and no German label', async () => {
    const letter = await letterOf(english, 'Frau Kaya');
    const text = firstPageText(
      (await call('/application/export', { resume_token: english, letter_id: letter, parts: ['letter'] }))
        .rawPayload,
    );
    expect(text).toContain('Dear Ms Kaya,');
    expect(text).toContain('Yours sincerely,');
    expect(text).toContain('3 December 2026');
    expect(text).toContain('Application for the post of Store Manager');
    for (const word of GERMAN_SKELETON) expect(text).not.toContain(word);
  }, 120_000);

  it('prints "Dear Sir or Madam," with "Yours faithfully," and "Enclosures" on the Mappe’s letter page', async () => {
    const letter = await letterOf(english, '');
    const attachment = await attachmentOf(english);
    const res = await call('/application/export', {
      resume_token: english,
      letter_id: letter,
      attachment_ids: [attachment],
      parts: ['letter', 'attachments'],
    });
    const text = firstPageText(res.rawPayload);
    expect(text).toContain('Dear Sir or Madam,');
    expect(text).toContain('Yours faithfully,');
    expect(text).toMatch(/Enclosures\s+Reference/);
    for (const word of GERMAN_SKELETON) expect(text).not.toContain(word);
  }, 120_000);

  it('keeps the German skeleton for the German resume the version was made from', async () => {
    const letter = await letterOf(german, 'Frau Kaya');
    const attachment = await attachmentOf(german);
    const res = await call('/application/export', {
      resume_token: german,
      letter_id: letter,
      attachment_ids: [attachment],
      parts: ['letter', 'attachments'],
    });
    const text = firstPageText(res.rawPayload);
    expect(text).toContain('Sehr geehrte Frau Kaya,');
    expect(text).toContain('Mit freundlichen Grüßen');
    expect(text).toContain('Köln, 03.12.2026');
    expect(text).toContain('Anlagen');
  }, 120_000);
});

describe('the first draft of an English resume’s letter', () => {
  it('is refused with a clear message: no German text for an English letter', async () => {
    const res = await post(app, '/letter-draft', {
      resume_token: english,
      ad_text: 'Store Manager (m/w/d) – Ihre Aufgaben: Leitung des Teams, Kassenabrechnung.',
      position: 'Store Manager',
      company: 'Northwind Ltd',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(NO_ENGLISH_DRAFT);
  });
});
