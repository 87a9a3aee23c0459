import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPdf } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters, resumes } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { api, scanJpeg, textPdf, uploadAttachment } from '../attachments/attachments.test-support';
import { DOWNLOAD_NEEDS_LOGIN } from '../export/download-policy';
import { builtWebApp } from '../export/print-entry.test-support';
import { storeResume } from '../export/sample-resume.test-support';

// Real Chromium on the print entry; one app and one stored resume for this file.
let app: FastifyInstance;
let token: string;
let zeugnis: number;
let scan: number;
beforeAll(async () => {
  app = await buildTestApp({ webDistDir: builtWebApp(), exportRequiresPlan: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  token = await storeResume(app);
  zeugnis = await attach(
    await textPdf('Arbeitszeugnis Bäckerei Schäfer', 2),
    'zeugnis.pdf',
    'Arbeitszeugnis Bäckerei',
  );
  scan = await attach(await scanJpeg(), 'abitur.jpg', 'Abiturzeugnis Köln');
}, 180_000);
afterAll(() => app?.close());

async function attach(file: Buffer, name: string, title: string, resumeToken = token): Promise<number> {
  const res = await uploadAttachment(app, { resume_token: resumeToken, title }, file, name);
  expect(res.status, res.body.message).toBe(200);
  return (res.body.data as { id: number }).id;
}

async function exportMappe(body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/application/export',
    payload: { resume_token: token, ...body },
  });
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  return { pdf: res.rawPayload, headers: res.headers };
}

function pdftotext(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vita-mappe-'));
  try {
    writeFileSync(path.join(dir, 'mappe.pdf'), pdf);
    return execFileSync('pdftotext', ['-raw', path.join(dir, 'mappe.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bookmarks as a reader shows them (pdf.js), with the page each opens. */
async function bookmarks(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const outline = (await document.getOutline()) ?? [];
  const result = [];
  for (const item of outline) {
    const dest = Array.isArray(item.dest) ? item.dest : null;
    const page = dest?.[0] ? (await document.getPageIndex(dest[0])) + 1 : null;
    result.push({ title: item.title, page, children: item.items.length });
  }
  await document.destroy();
  return result;
}

describe('POST /application/export', () => {
  it('binds resume, PDF and scan in the default order with a bookmark per document', async () => {
    const { pdf, headers } = await exportMappe({ attachment_ids: [zeugnis, scan] });
    expect(headers['content-type']).toBe('application/pdf');
    const pages = Number(headers['x-page-count']);
    const resumePages = pages - 3;
    expect(resumePages).toBeGreaterThanOrEqual(2);
    expect(headers['content-disposition']).toMatch(/filename\*=UTF-8''Bewerbung_/);
    // The resume is the base file: its structure tree stays.
    expect(readPdf(pdf).tagged).toBe(true);
    const text = pdftotext(pdf);
    const at = (needle: string) => text.indexOf(needle);
    expect(at('Arbeitszeugnis Bäckerei Schäfer Seite 1')).toBeGreaterThan(0);
    expect(at('Arbeitszeugnis Bäckerei Schäfer Seite 2')).toBeGreaterThan(
      at('Arbeitszeugnis Bäckerei Schäfer Seite 1'),
    );
    expect(await bookmarks(pdf)).toEqual([
      { title: 'Lebenslauf', page: 1, children: expect.any(Number) },
      { title: 'Anlage: Arbeitszeugnis Bäckerei', page: resumePages + 1, children: 0 },
      { title: 'Anlage: Abiturzeugnis Köln', page: resumePages + 3, children: 0 },
    ]);
  }, 120_000);

  it('follows the chosen order: Anlagen before the resume, the scan first', async () => {
    const { pdf, headers } = await exportMappe({
      attachment_ids: [scan, zeugnis],
      parts: ['attachments', 'resume'],
    });
    const marks = await bookmarks(pdf);
    expect(marks.map((mark) => [mark.title, mark.page])).toEqual([
      ['Anlage: Abiturzeugnis Köln', 1],
      ['Anlage: Arbeitszeugnis Bäckerei', 2],
      ['Lebenslauf', 4],
    ]);
    const text = pdftotext(pdf);
    expect(text.indexOf('Arbeitszeugnis Bäckerei Schäfer Seite 2')).toBeLessThan(text.length / 4);
    expect(Number(headers['x-page-count'])).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it('names a part downloaded alone after it', async () => {
    const { headers } = await exportMappe({ attachment_ids: [zeugnis], parts: ['attachments'] });
    expect(headers['content-disposition']).toMatch(/filename="Anlagen_[^"]*\.pdf"/);
    expect(headers['x-page-count']).toBe('2');
  }, 60_000);

  it("names and bookmarks an English version's Mappe in English", async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/translate',
      payload: { resume_token: token, target: 'en' },
    });
    const english = (made.json().data as { resume_token: string }).resume_token;
    const reference = await attach(
      await textPdf('Reference letter', 1),
      'reference.pdf',
      'Reference',
      english,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/application/export',
      payload: { resume_token: english, attachment_ids: [reference] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''Application_/);
    const marks = await bookmarks(res.rawPayload);
    expect(marks.map((mark) => mark.title)).toEqual(['CV', 'Enclosure: Reference']);
  }, 120_000);

  it('keeps a Mappe of five 2 MB scans with the resume under 5 MB', async () => {
    const owner = await storeResume(app);
    const original = await scanJpeg();
    expect(original.length).toBeGreaterThan(1.8 * 1024 * 1024);
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await attach(original, `scan-${n}.jpg`, `Zeugnis ${n}`, owner));
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/application/export',
      payload: { resume_token: owner, attachment_ids: ids },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect((await bookmarks(res.rawPayload)).length).toBe(6);
  }, 180_000);

  it('binds Deckblatt, Anschreiben, Lebenslauf and Anlagen with a bookmark each; another resume’s letter is refused', async () => {
    const [resume] = await app.db.select().from(resumes);
    if (!resume) throw new Error('no resume');
    const [letter] = await app.db
      .insert(letters)
      .values({
        resumeId: resume.id,
        content: {
          recipient: {
            company: 'Müller GmbH',
            contact: 'Frau Anna Berger',
            street: 'Hafenstraße 3',
            zip: '28195',
            city: 'Bremen',
          },
          position: 'Fachkraft für Lagerlogistik',
          subject: 'Bewerbung als Fachkraft für Lagerlogistik',
          body: '<p>Seit fünf Jahren führe ich ein Lager mit 4.000 Stellplätzen.</p>',
        },
      })
      .returning();
    const { pdf, headers } = await exportMappe({
      letter_id: letter?.id,
      cover_page: true,
      attachment_ids: [scan],
    });
    expect(headers['content-disposition']).toMatch(/Bewerbung_.*M%C3%BCller/);
    const marks = await bookmarks(pdf);
    expect(marks.map((mark) => mark.title)).toEqual([
      'Deckblatt',
      'Anschreiben',
      'Lebenslauf',
      'Anlage: Abiturzeugnis Köln',
    ]);
    expect(marks.map((mark) => mark.page)).toEqual([1, 2, 3, Number(headers['x-page-count'])]);
    const text = pdftotext(pdf);
    expect(text.indexOf('Bewerbung als Fachkraft für Lagerlogistik')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Sehr geehrte Frau Berger')).toBeGreaterThan(text.indexOf('Müller GmbH'));
    // One structure tree for all of it, in the Mappe's order: a screen reader reads the letter too.
    const tree = readPdf(pdf).structure;
    const inTree = (needle: string) => tree.indexOf(needle);
    expect(inTree('Sehr geehrte Frau Berger')).toBeGreaterThan(-1);
    expect(inTree('Sehr geehrte Frau Berger')).toBeLessThan(inTree('Berufserfahrung'));
    // The scan closes it as a Figure of its own, after the resume's last page.
    expect(tree.trimEnd().split('\n').at(-2)).toBe('  Figure');
    expect(tree.lastIndexOf('Figure')).toBeGreaterThan(inTree('Berufserfahrung'));
    const foreign = await api(app, 'POST', '/application/export', {
      body: { resume_token: await storeResume(app), letter_id: letter?.id },
    });
    expect(foreign.status).toBe(404);
  }, 120_000);

  it('refuses an attachment of another resume', async () => {
    const res = await api(app, 'POST', '/application/export', {
      body: { resume_token: await storeResume(app), attachment_ids: [zeugnis] },
    });
    expect(res.status).toBe(404);
  }, 60_000);
});

describe('POST /application/preflight', () => {
  it('tells size, pages and file name close to the real download', async () => {
    const body = { resume_token: token, attachment_ids: [zeugnis, scan] };
    const pre = await api(app, 'POST', '/application/preflight', { body });
    expect(pre.status).toBe(200);
    const data = pre.body.data as { bytes: number; pages: number; file_name: string };
    const { pdf, headers } = await exportMappe(body);
    expect(data.pages).toBe(Number(headers['x-page-count']));
    expect(data.bytes).toBeGreaterThan(pdf.length * 0.7);
    expect(data.bytes).toBeLessThan(pdf.length * 1.3);
    expect(data.file_name).toMatch(/^Bewerbung_.*\.pdf$/);
  }, 120_000);
});

describe('download rule', () => {
  // Last in this file: building another app empties the shared database.
  it('asks an anonymous visitor to log in, as the resume download does', async () => {
    const gated = await buildTestApp({ exportRequiresPlan: true });
    try {
      const resumeToken = await storeResume(gated);
      for (const url of ['/application/export', '/application/preflight']) {
        const res = await api(gated, 'POST', url, { body: { resume_token: resumeToken } });
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(DOWNLOAD_NEEDS_LOGIN);
      }
    } finally {
      await gated.close();
    }
  });
});
