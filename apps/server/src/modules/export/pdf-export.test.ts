import {
  PRINT_MESSAGE,
  type ResumeDocument,
  sampleResumeParts,
  signatureSchema,
  TEMPLATES,
} from '@vita/shared';
import { caseBlind, expectedTexts, firstOutOfOrder, readPdf, squeeze } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, post } from '../../test/test-app';
import { builtWebApp } from './print-entry.test-support';
import { chooseTemplate, storeResume } from './sample-resume.test-support';

// Real Chromium on the print entry the server serves; one app and one browser for this file.
let app: FastifyInstance;
let token: string;
/** The print entry on screen, as the preview shows a resume (the pool prints with print CSS). */
let screen: Page;
beforeAll(async () => {
  app = await buildTestApp({ webDistDir: builtWebApp(), exportRequiresPlan: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  token = await storeResume(app);
  await app.pdfPool.warm(1);
  const browser = app.pdfPool.currentBrowser();
  if (!browser) throw new Error('the pool started no browser');
  screen = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await screen.goto(`${address}/print.html`);
});
afterAll(() => app?.close());

/** Pages of the document as the template paginates it on screen. */
async function screenPages(doc: ResumeDocument): Promise<number> {
  return screen.evaluate(async (resume) => {
    const render = (globalThis as { __VITA_RENDER__?: (d: unknown) => Promise<{ pages: number }> })
      .__VITA_RENDER__;
    if (!render) throw new Error('no print entry');
    return (await render(resume)).pages;
  }, doc);
}

async function exportPdf(resumeToken: string, extra: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/resume/export',
    payload: { resume_token: resumeToken, format: 1, ...extra },
  });
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  return { res, pdf: readPdf(res.rawPayload), bytes: res.rawPayload };
}

const documentOf = async (resumeToken: string) =>
  (await post(app, '/resume/document', { resume_token: resumeToken })).body.data as ResumeDocument;

describe('PDF export of the two-page sample in every template', () => {
  it('reports pdf: true', async () => {
    expect((await get(app, '/export/capabilities')).body.pdf).toBe(true);
  });

  for (const { styleName } of TEMPLATES) {
    it(`${styleName}: A4 pages as paginated, every text in reading order, umlauts, no ligatures, tagged, fonts embedded, under 2 MB`, async () => {
      await chooseTemplate(app, token, styleName);
      const doc = await documentOf(token);
      expect(doc.templateStyleName).toBe(styleName);
      const { res, pdf, bytes } = await exportPdf(token);

      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Lebenslauf_Lena_Schaefer.pdf"; filename*=UTF-8''Lebenslauf_Lena_Sch%C3%A4fer.pdf`,
      );
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
      expect(pdf.pageSize).toContain('(A4)');
      expect(pdf.pages).toBeGreaterThanOrEqual(2);
      expect(pdf.pages).toBe(Number(res.headers['x-page-count']));
      expect(pdf.pages).toBe(await screenPages(doc));
      expect(pdf.title).toBe(doc.name);

      const expected = expectedTexts(doc);
      const text = caseBlind(pdf.text);
      expect(firstOutOfOrder(text, expected.main.map(caseBlind)), 'main column').toBeNull();
      expect(firstOutOfOrder(text, expected.side.map(caseBlind)), 'side column').toBeNull();
      const missing = expected.anywhere.filter((item) => !squeeze(text).includes(squeeze(caseBlind(item))));
      expect(missing).toEqual([]);

      for (const word of ['Schäfer', 'Schönhauser', 'Grünwerk', 'Weißblau', 'Künste']) {
        expect(squeeze(pdf.text)).toContain(word);
      }
      expect(pdf.text).not.toMatch(/[\ufb00-\ufb06]/);
      // Words a ligature would otherwise join ("fi" in Profil, "fl" in Pflege) come out as letters.
      expect(squeeze(pdf.text)).toContain('Pflege');

      expect(pdf.tagged).toBe(true);
      expect(pdf.structure).toMatch(/Document/);
      expect(pdf.fonts.length).toBeGreaterThan(0);
      expect(pdf.fonts.filter((font) => !font.embedded)).toEqual([]);
    });
  }
});

describe('a reused print page', () => {
  it('renders the next resume afresh: nothing of the one before remains', async () => {
    await chooseTemplate(app, token, 'styleTempOne');
    const long = await exportPdf(token);
    const shortToken = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const short = await exportPdf(shortToken);
    const onlyInTheLongOne = squeeze('Werkstudentin UX-Design');
    expect(squeeze(long.pdf.text)).toContain(onlyInTheLongOne);
    expect(squeeze(short.pdf.text)).not.toContain(onlyInTheLongOne);
    // Both fill two pages; the shorter text shows that no page of the long one was left behind.
    expect(squeeze(short.pdf.text).length).toBeLessThan(squeeze(long.pdf.text).length);
    expect(short.pdf.pages).toBeLessThanOrEqual(long.pdf.pages);
    expect(short.pdf.pages).toBe(Number(short.res.headers['x-page-count']));
  });

  it('renders the same resume to the same pages and text every time', async () => {
    await chooseTemplate(app, token, 'styleTempDBSix');
    const first = await exportPdf(token);
    const second = await exportPdf(token);
    expect(second.pdf.pages).toBe(first.pdf.pages);
    expect(second.pdf.text).toBe(first.pdf.text);
  });

  it('writes English section titles for locale en', async () => {
    await chooseTemplate(app, token, 'styleTempOne');
    const { pdf } = await exportPdf(token, { locale: 'en' });
    expect(caseBlind(pdf.text)).toContain('work experience');
    expect(caseBlind(pdf.text)).not.toContain('berufserfahrung');
  });
});

/** The browser window as seen from the server's TypeScript, which has no DOM types. */
type MessageWindow = {
  addEventListener(type: 'message', listener: (event: { data: { type?: string } | null }) => void): void;
  postMessage(message: unknown, origin: string): void;
  location: { origin: string };
};

describe('the print entry for the browser print dialog', () => {
  it('renders a document posted from its own origin and answers with its pages', async () => {
    const doc = await documentOf(token);
    const answer = await screen.evaluate(
      ({ resume, message }) =>
        new Promise<unknown>((resolve) => {
          const page = globalThis as unknown as MessageWindow;
          page.addEventListener('message', (event) => {
            if (event.data?.type === message.rendered) resolve(event.data);
          });
          page.postMessage({ type: message.render, doc: resume }, page.location.origin);
        }),
      { resume: doc, message: PRINT_MESSAGE },
    );
    expect(answer).toEqual({
      type: PRINT_MESSAGE.rendered,
      pages: await screenPages(doc),
      renderId: expect.any(Number),
    });
    expect(await screen.locator('html').getAttribute('data-ready')).toMatch(/^\d+$/);
    expect(await screen.title()).toBe(doc.name);
  });
});

describe('a drawn signature (re-encoded on the way in)', () => {
  it('is printed as an image; without it and without a photo the PDF has none', async () => {
    const drawing = await sharp({
      create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        { input: { create: { width: 300, height: 8, channels: 4, background: '#000' } }, top: 60, left: 50 },
      ])
      .png()
      .toBuffer();
    const sign = `data:image/png;base64,${drawing.toString('base64')}`;
    const signed = { ...sampleResumeParts, signature: signatureSchema.parse({ tab: 1, sign }) };
    const unsigned = { ...sampleResumeParts, signature: signatureSchema.parse({ tab: 0, text: 'Lena' }) };
    const images = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;
    const withSignature = (await exportPdf(await storeResume(app, { parts: signed, photo: null }))).bytes;
    const withText = (await exportPdf(await storeResume(app, { parts: unsigned, photo: null }))).bytes;
    expect(images(withSignature)).toBeGreaterThan(0);
    expect(images(withText)).toBe(0);
    // A tab is sent an image once and later only its name: printed again, every time.
    const again = await storeResume(app, { parts: signed, photo: null });
    for (let i = 0; i < 3; i++) expect(images((await exportPdf(again)).bytes)).toBe(images(withSignature));
  });
});
