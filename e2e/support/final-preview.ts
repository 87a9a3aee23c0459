/**
 * The resume as the browser shows it on the final page (`/final-resume?id=<token>`), read from
 * the DOM of the paginated templates (`[data-vt-page]` per A4 page, `[data-vt-paginated]` once
 * the pages are final), and its PDF downloaded through the download dialog (02 §2.5).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { PaidAccount } from './paid-account';

export interface Preview {
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
  marker: string,
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
  const preview = page.locator('.final-page__preview');
  await expect(preview).toContainText(marker, { timeout: 30_000 });
  await expect(preview.locator('.live-preview__example')).toHaveCount(0);
  return {
    pages: await settledPageCount(preview),
    photoShown: await showsPhoto(preview),
    pagesElement: preview,
  };
}

/**
 * Downloads the PDF as a user does: the final page's 'Herunterladen', format PDF, 'Herunterladen'
 * in the dialog. Saves it to `file` and returns the file name the browser was given.
 */
export async function downloadPdf(page: Page, file: string): Promise<string> {
  // The page's own 'Herunterladen' (the dialog, with the other one, is not open yet).
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Herunterladen', exact: true })
    .click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await choosePdf(dialog);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Herunterladen', exact: true }).click({ timeout: 15_000 });
  const done = await download;
  await done.saveAs(file);
  await expect(dialog).toBeHidden();
  return done.suggestedFilename();
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
