/**
 * For every template, the two-page sample resume (stored through the API
 * as the wizard saves it, with photo and typed signature) is opened on the final page, its
 * preview pages are counted and photographed, the PDF is downloaded and read back with poppler:
 * the same number of pages, every text in reading order, umlauts intact, no ligature
 * characters, photo and signature present. For review, e2e/artifacts/templates/ keeps
 * <styleName>-preview.png, <styleName>-pdf-p1.png (pdftoppm, 72 dpi) and <styleName>.pdf.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TEMPLATES } from '@vita/shared/constants';
import { twoPageSampleParts } from '@vita/shared/resume';
import {
  caseBlind,
  expectedTexts,
  firstOutOfOrder,
  firstPageToPng,
  LIGATURES,
  pageText,
  readPdf,
  squeeze,
  UMLAUT_WORDS,
} from '@vita/shared/testing';
import { expect, test } from '../fixtures/test';
import { downloadPdf, openPreview } from '../support/final-preview';
import { createPaidAccount, type PaidAccount } from '../support/paid-account';
import {
  chooseTemplate,
  makeSamplePhoto,
  storedDocument,
  storeSampleResume,
} from '../support/sample-resume-api';
import { ARTIFACTS_DIR } from '../support/server';

const TEMPLATE_ARTIFACTS = path.join(ARTIFACTS_DIR, 'templates');
/** A text only the two-page sample has (the example resume of an empty preview lacks it). */
const SAMPLE_MARKER = 'Werkstudentin UX-Design';

// One browser page for all templates, one template after the other (a failure does not stop
// the rest); the server and its PDF pool are the run's one server.
test.describe.configure({ mode: 'default', timeout: 120_000 });

let page: Page;
let photo: Buffer;
/** The download dialog asks for a login and a plan first. */
let account: PaidAccount;

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  page = await (
    await browser.newContext({ baseURL, locale, timezoneId, viewport, acceptDownloads: true })
  ).newPage();
  await page.goto('/api/v1/health');
  photo = await makeSamplePhoto(page);
  account = await createPaidAccount(page.request);
  mkdirSync(TEMPLATE_ARTIFACTS, { recursive: true });
});

test.afterAll(async () => {
  await page?.context().close();
});

for (const { styleName } of TEMPLATES) {
  test(`${styleName}: the PDF has the preview's pages, every text in order, umlauts, no ligatures, photo and signature`, async ({
    api,
    request,
  }, testInfo) => {
    // No file of an earlier run may pass for this one's.
    for (const suffix of ['-preview.png', '-pdf-p1.png', '.pdf'])
      rmSync(path.join(TEMPLATE_ARTIFACTS, `${styleName}${suffix}`), { force: true });
    const token = await storeSampleResume(api, request, photo);
    await chooseTemplate(api, token, styleName);
    const doc = await storedDocument(api, token);
    expect(doc.templateStyleName).toBe(styleName);
    expect(doc.name).toBe(twoPageSampleParts.name);

    const preview = await openPreview(page, token, account, SAMPLE_MARKER);
    await preview.pagesElement.screenshot({
      path: path.join(TEMPLATE_ARTIFACTS, `${styleName}-preview.png`),
      // The final page's bottom toolbar floats over the pages.
      style: '.final-page__toolbar { visibility: hidden !important; }',
    });

    const pdfFile = path.join(TEMPLATE_ARTIFACTS, `${styleName}.pdf`);
    const fileName = await downloadPdf(page, pdfFile);
    firstPageToPng(pdfFile, path.join(TEMPLATE_ARTIFACTS, `${styleName}-pdf-p1.png`));
    const pdf = readPdf(pdfFile);
    testInfo.annotations.push({
      type: 'pages',
      description: `preview ${preview.pages}, PDF ${pdf.pages}`,
    });

    expect(fileName).toMatch(/\.pdf$/);
    expect(pdf.pageSize).toContain('(A4)');
    expect(preview.pages, 'the two-page sample fills at least two pages').toBeGreaterThanOrEqual(2);
    expect(pdf.pages, `${styleName}: PDF pages vs preview pages`).toBe(preview.pages);

    // Every text of the resume, in reading order per column (titles may be in capitals: case-blind).
    const text = caseBlind(pdf.text);
    const expected = expectedTexts(doc);
    expect
      .soft(
        firstOutOfOrder(text, expected.main.map(caseBlind)),
        'main column: first text missing or out of order',
      )
      .toBeNull();
    expect
      .soft(
        firstOutOfOrder(text, expected.side.map(caseBlind)),
        'side column: first text missing or out of order',
      )
      .toBeNull();
    const missing = expected.anywhere.filter((item) => !squeeze(text).includes(squeeze(caseBlind(item))));
    expect.soft(missing, 'contact details, dates, places, grades').toEqual([]);

    // ä ö ü ß as typed, and no ligature glyphs in place of letters (fl in Pflege stays two letters).
    for (const word of UMLAUT_WORDS) expect.soft(squeeze(pdf.text), 'umlauts intact').toContain(word);
    expect.soft(pdf.text.match(LIGATURES), 'ligature characters').toBeNull();
    expect.soft(squeeze(pdf.text)).toContain('Pflege');
    expect
      .soft(
        pdf.fonts.filter((font) => !font.embedded),
        'fonts not embedded',
      )
      .toEqual([]);

    // The photo where the template shows it (an image of photo size), and only there.
    const photos = pdf.images.filter(
      (image) => image.type === 'image' && image.width >= 100 && image.height >= 100,
    );
    if (preview.photoShown) expect.soft(photos.length, 'photo in the PDF').toBeGreaterThanOrEqual(1);
    else expect.soft(photos, 'no photo in the PDF when the preview shows none').toEqual([]);
    testInfo.annotations.push({
      type: 'photo',
      description: preview.photoShown ? 'shown' : 'not shown by this template',
    });

    // 'Ort, Datum' and the typed signature after it, at the end of the resume.
    const signature = doc.signature;
    expect(signature?.kind).toBe('text');
    if (signature) {
      expect
        .soft(
          firstOutOfOrder(text, [signature.placeDate, signature.text].map(caseBlind)),
          'Ort, Datum, then the signature',
        )
        .toBeNull();
      const lastPage = pageText(pdfFile, pdf.pages);
      expect
        .soft(squeeze(caseBlind(lastPage)), 'the signature on the last page')
        .toContain(squeeze(caseBlind(signature.placeDate)));
      expect
        .soft(pdf.fonts.map((font) => font.name).join(' '), 'the signature in its handwriting face')
        .toContain(signature.fontFamily.replace(/\s+/g, ''));
    }
  });
}
