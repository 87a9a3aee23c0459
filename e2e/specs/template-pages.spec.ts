/**
 * Pages that flow, in every template: the typical CV of a Kauffrau im Einzelhandel (two jobs, two
 * schools, summary, skills, languages, certificates, hobbies, a custom section, a drawn
 * signature) prints on two pages and the short one (one job) on one, and the preview shows
 * exactly the PDF's pages. Pages are counted in the real exported PDF. Then the fit action:
 * "Auf zwei Seiten bringen" on a ten-job CV, its undo, and a CV that cannot fit on one page. For
 * review, e2e/artifacts/template-pages/ keeps
 * <styleName>-preview.png and <styleName>-pdf-1.png / -pdf-2.png (pdftoppm, 60 dpi) of the
 * typical CV.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { TEMPLATES } from '@vita/shared/constants';
import { longSampleParts, shortSampleParts, typicalSampleParts } from '@vita/shared/resume';
import { readPdf } from '@vita/shared/testing';
import { expect, test } from '../fixtures/test';
import { openPreview } from '../support/final-preview';
import { createPaidAccount, type PaidAccount } from '../support/paid-account';
import { chooseTemplate, makeSamplePhoto, storeSampleResume } from '../support/sample-resume-api';
import { ARTIFACTS_DIR } from '../support/server';

const PAGE_ARTIFACTS = path.join(ARTIFACTS_DIR, 'template-pages');
/** A text only the samples have (the example resume of an empty preview lacks it). */
const MARKER = 'Stellvertretende Filialleiterin';

test.describe.configure({ mode: 'default', timeout: 180_000 });

/** The six-job CV with four of its older jobs again: three pages at the default formatting. */
const tenJobs = { ...longSampleParts, work: [...longSampleParts.work, ...longSampleParts.work.slice(2)] };

let page: Page;
let photo: Buffer;
let account: PaidAccount;

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  page = await (await browser.newContext({ baseURL, locale, timezoneId, viewport })).newPage();
  await page.goto('/api/v1/health');
  photo = await makeSamplePhoto(page);
  account = await createPaidAccount(page.request);
  mkdirSync(PAGE_ARTIFACTS, { recursive: true });
});

test.afterAll(async () => {
  await page?.context().close();
});

/** The PDF as the download builds it (`POST /resume/export`), saved to `file`; its page count. */
async function exportedPages(request: APIRequestContext, token: string, file: string): Promise<number> {
  const answer = await request.post('/api/v1/resume/export', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { resume_token: token, format: 1 },
  });
  expect(answer.status(), (await answer.body()).toString('utf8', 0, 300)).toBe(200);
  writeFileSync(file, await answer.body());
  return readPdf(file).pages;
}

/** Page count of the preview once it settled again after a formatting change. */
async function previewPages(): Promise<number> {
  const preview = page.locator('.final-page__preview');
  await expect(preview.locator('.vt-document[data-vt-paginated="true"]')).toHaveCount(1, { timeout: 20_000 });
  return preview.locator('[data-vt-page]').count();
}

for (const { styleName } of TEMPLATES) {
  test(`${styleName}: the typical CV prints on 2 pages, the short one on 1, as the preview shows`, async ({
    api,
    request,
  }, testInfo) => {
    for (const suffix of ['-preview.png', '-pdf-1.png', '-pdf-2.png', '.pdf'])
      rmSync(path.join(PAGE_ARTIFACTS, `${styleName}${suffix}`), { force: true });

    // Typical: two pages in the PDF and in the preview.
    const typical = await storeSampleResume(api, request, photo, typicalSampleParts);
    await chooseTemplate(api, typical, styleName);
    const shown = await openPreview(page, typical, account, MARKER);
    await shown.pagesElement.screenshot({
      path: path.join(PAGE_ARTIFACTS, `${styleName}-preview.png`),
      style: '.final-page__toolbar { visibility: hidden !important; }',
    });
    const typicalPdf = path.join(PAGE_ARTIFACTS, `${styleName}.pdf`);
    const typicalPages = await exportedPages(request, typical, typicalPdf);
    execFileSync('pdftoppm', ['-png', '-r', '60', typicalPdf, path.join(PAGE_ARTIFACTS, `${styleName}-pdf`)]);
    testInfo.annotations.push({
      type: 'typical',
      description: `preview ${shown.pages}, PDF ${typicalPages}`,
    });
    expect(typicalPages, 'typical CV: PDF pages').toBe(2);
    expect(shown.pages, 'typical CV: preview pages = PDF pages').toBe(typicalPages);

    // Short: one page, in the PDF and in the preview.
    const short = await storeSampleResume(api, request, photo, shortSampleParts);
    await chooseTemplate(api, short, styleName);
    const shortPreview = await openPreview(page, short, account, MARKER);
    mkdirSync(testInfo.outputDir, { recursive: true });
    const shortPages = await exportedPages(request, short, path.join(testInfo.outputDir, 'short.pdf'));
    testInfo.annotations.push({
      type: 'short',
      description: `preview ${shortPreview.pages}, PDF ${shortPages}`,
    });
    expect(shortPages, 'short CV: PDF pages').toBe(1);
    expect(shortPreview.pages, 'short CV: preview pages = PDF pages').toBe(shortPages);
  });
}

test('"Auf zwei Seiten bringen" names what it changed, the PDF follows, "Rückgängig" puts it back', async ({
  api,
  request,
}, testInfo) => {
  const token = await storeSampleResume(api, request, photo, tenJobs);
  await chooseTemplate(api, token, 'styleTempOne');
  const before = await openPreview(page, token, account, MARKER);
  // The ten-job CV in Klassisch takes three pages with the default formatting.
  expect(before.pages).toBe(3);

  await page.getByRole('button', { name: 'Auf zwei Seiten bringen' }).click();
  const status = page.getByTestId('fit-status');
  await expect(status).toContainText('Jetzt auf 2 Seiten. Geändert:', { timeout: 60_000 });
  await expect(status).toContainText(
    /(Abschnittsabstand|Absatzabstand|Zeilenabstand|Schriftgröße) \d+ → \d+/,
  );
  expect(await previewPages()).toBe(2);
  // The tuned formatting is saved; the PDF is built from what the server holds.
  const file = path.join(testInfo.outputDir, 'long.pdf');
  mkdirSync(testInfo.outputDir, { recursive: true });
  await expect
    .poll(() => exportedPages(request, token, file), { timeout: 15_000, intervals: [1_000] })
    .toBe(2);

  await status.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(status).toContainText('Die vorherige Formatierung ist wiederhergestellt.');
  await expect.poll(previewPages, { timeout: 15_000 }).toBe(3);
  await expect
    .poll(() => exportedPages(request, token, file), { timeout: 15_000, intervals: [1_000] })
    .toBe(3);
});

test('"Auf eine Seite bringen" says when a CV cannot fit and changes nothing', async ({ api, request }) => {
  const token = await storeSampleResume(api, request, photo, typicalSampleParts);
  await chooseTemplate(api, token, 'styleTempOne');
  const before = await openPreview(page, token, account, MARKER);
  expect(before.pages).toBe(2);
  const style = () => page.locator('.final-page__preview .vt-document').getAttribute('style');
  const styleBefore = await style();

  await page.getByRole('button', { name: 'Auf eine Seite bringen' }).click();
  const status = page.getByTestId('fit-status');
  await expect(status).toContainText(
    'passt auch mit der kleinsten gut lesbaren Formatierung nicht auf eine Seite',
    {
      timeout: 90_000,
    },
  );
  await expect(status).toContainText('Nichts wurde geändert');
  expect(await previewPages()).toBe(2);
  expect(await style()).toBe(styleBefore);
});
