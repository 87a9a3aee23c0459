/**
 * The resume as the browser shows it on the final page (`/final-resume?id=<token>`), read from
 * the DOM of the paginated templates (`[data-vt-page]` per A4 page, `[data-vt-paginated]` once
 * the pages are final), and its PDF downloaded through the download dialog.
 *
 * Two stand-ins while issue 5 is being built, each taken only when the real thing is visibly not
 * there (and said in the test's annotations): the route still shows its placeholder page → the
 * print entry renders the stored document on screen; the download button opens no dialog → the
 * PDF is fetched with the export call the dialog sends.
 */
import { writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { ResumeDocument } from '@vita/shared/resume';
import type { PaidAccount } from './paid-account';

export interface Preview {
  /** Where the preview came from. */
  source: 'final page' | 'print entry';
  pages: number;
  /** A photo (an image outside the signature) is shown. */
  photoShown: boolean;
  /** The element holding the pages, for the screenshot. */
  pagesElement: Locator;
}

/** Photos are data URLs; the signature's image sits inside `.vt-signature`. */
async function showsPhoto(root: Locator): Promise<boolean> {
  return root.evaluate(
    (element) =>
      [...element.querySelectorAll('img')].some(
        (img) => img.closest('.vt-signature') === null && img.getAttribute('src')?.startsWith('data:image/'),
      ),
    undefined,
  );
}

/** Page count once pagination has settled: marked final and unchanged over half a second. */
async function settledPageCount(root: Locator): Promise<number> {
  const pages = root.locator('[data-vt-page]');
  await expect(root.locator('.vt-document[data-vt-paginated="true"]')).toHaveCount(1, { timeout: 20_000 });
  let last = -1;
  await expect
    .poll(
      async () => {
        await root.page().evaluate(() => document.fonts.ready.then(() => undefined));
        const now = await pages.count();
        const settled =
          now === last && (await root.locator('.vt-document[data-vt-paginated="true"]').count()) === 1;
        last = now;
        return settled;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  return last;
}

/**
 * Opens the final page for `token` in a browser that holds no resume (as someone opening the
 * link), logged in as `account`, waits until it shows this resume (`marker`: a text only the
 * stored resume has) with final pages, and reads the preview.
 */
export async function openPreview(
  page: Page,
  token: string,
  account: PaidAccount,
  doc: ResumeDocument,
  marker: string,
  testInfo: TestInfo,
): Promise<Preview> {
  await page.goto('/api/v1/health');
  await page.evaluate(
    ({ loginToken, userInfo }) => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.localStorage.setItem('token', loginToken);
      window.localStorage.setItem('user_info', JSON.stringify(userInfo));
    },
    { loginToken: account.token, userInfo: account.userInfo },
  );
  await page.goto(`/final-resume?id=${token}`);
  const finalPreview = page.locator('.final-page__preview');
  const placeholder = page.locator('.placeholder__notice');
  await expect(finalPreview.or(placeholder).first()).toBeVisible({ timeout: 30_000 });

  if (await placeholder.isVisible()) {
    testInfo.annotations.push({
      type: 'stand-in',
      description: '/final-resume is still a placeholder: preview pages read from the print entry',
    });
    return printEntryPreview(page, doc);
  }
  await expect(finalPreview).toContainText(marker, { timeout: 20_000 });
  await expect(finalPreview.locator('.live-preview__example')).toHaveCount(0);
  const pages = await settledPageCount(finalPreview);
  return {
    source: 'final page',
    pages,
    photoShown: await showsPhoto(finalPreview),
    pagesElement: finalPreview,
  };
}

/** The stored document rendered on screen by the print entry the PDF is printed from. */
async function printEntryPreview(page: Page, doc: ResumeDocument): Promise<Preview> {
  await page.goto('/print.html');
  await page.waitForFunction(() => '__VITA_RENDER__' in window);
  await page.evaluate(async (resume) => {
    const render = (window as unknown as { __VITA_RENDER__: (d: unknown) => Promise<unknown> })
      .__VITA_RENDER__;
    await render(resume);
  }, doc);
  const root = page.locator('body');
  const pages = await settledPageCount(root);
  return {
    source: 'print entry',
    pages,
    photoShown: await showsPhoto(root),
    pagesElement: page.locator('.vt-document'),
  };
}

export interface DownloadedPdf {
  via: 'download dialog' | 'export call';
  fileName: string;
  /** X-Page-Count of the export call (only known when the call was made here). */
  headerPages: number | null;
}

/**
 * Downloads the PDF as a user does: the sidebar's 'Herunterladen', format PDF, 'Herunterladen'
 * in the dialog. Saves it to `file`.
 */
export async function downloadPdf(
  page: Page,
  request: APIRequestContext,
  token: string,
  file: string,
  testInfo: TestInfo,
): Promise<DownloadedPdf> {
  const openButton = page.locator('.final-sidebar').getByRole('button', { name: 'Herunterladen' });
  const dialog = page.getByRole('dialog');
  if ((await openButton.count()) === 1) {
    await openButton.click();
    const opened = await dialog
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) {
      await choosePdf(dialog);
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await dialog.getByRole('button', { name: 'Herunterladen' }).click();
      const done = await download;
      await done.saveAs(file);
      return { via: 'download dialog', fileName: done.suggestedFilename(), headerPages: null };
    }
  }
  testInfo.annotations.push({
    type: 'stand-in',
    description: 'no download dialog opened: PDF fetched with POST /resume/export (format 1)',
  });
  const answer = await request.post('/api/v1/resume/export', {
    data: { resume_token: token, format: 1 },
    timeout: 60_000,
  });
  expect(answer.status(), await answer.text().catch(() => '')).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  writeFileSync(file, await answer.body());
  const disposition = answer.headers()['content-disposition'] ?? '';
  return {
    via: 'export call',
    fileName: disposition.match(/filename="([^"]+)"/)?.[1] ?? '',
    headerPages: Number(answer.headers()['x-page-count']),
  };
}

/** Format PDF (value 1) in the dialog: a radio button, or a select. */
async function choosePdf(dialog: Locator): Promise<void> {
  const radio = dialog.getByRole('radio', { name: /PDF/ });
  if ((await radio.count()) > 0) {
    await radio.first().check();
    return;
  }
  const select = dialog.getByRole('combobox').first();
  await select.selectOption('1');
}
