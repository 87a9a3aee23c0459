/**
 * My Resume's "Bearbeiten" opens what the user last typed. The server's resume object (snapshot)
 * is only as new as the last visit of the final page; the wizard saves each section on its own.
 * Before, Edit replaced the browser's resume with that snapshot: a first name changed in the wizard
 * after the final page was back to the old one on the final page. Now Edit opens the resume as a
 * link does: the copy this browser holds stays, another comes with every part the server keeps.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sampleResumeParts } from '@vita/shared/resume';
import { expect, test } from '../fixtures/test';
import { accountWithSampleResume, signIn } from '../support/account-resume';
import { rememberLanguage } from '../support/interface-language';
import type { PaidAccount } from '../support/paid-account';
import { SCREENSHOT_DIR } from '../support/server';

test.describe.configure({ timeout: 120_000 });

const snapshotHeading = async (page: Page, account: PaidAccount, token: string) => {
  const answer = await page.request.post('/api/v1/resume/get-resume-object', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { resume_token: token },
  });
  const { data } = (await answer.json()) as { data: { resume_json_data: Record<string, string> } };
  return data.resume_json_data.resume_meta_value_heading ?? '';
};

test('Edit in My Resume opens the first name typed in the wizard after the final page, not the older snapshot', async ({
  page,
  api,
  request,
}) => {
  const { account, token } = await accountWithSampleResume(page, api, request);
  await signIn(page, account);

  // The final page: its snapshot, with "Lena", goes to the server.
  await page.goto(`/final-resume?id=${token}`);
  const preview = page.locator('.final-page__preview .vt-document').first();
  await expect(preview).toContainText('Lena Schäfer', { timeout: 30_000 });
  await expect
    .poll(() => snapshotHeading(page, account, token), { timeout: 15_000 })
    .toContain('"fname":"Lena"');

  // Back in the wizard, the first name changes and is saved.
  await page.goto('/resume');
  await page.getByLabel('Vorname').fill('Magdalena');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page).not.toHaveURL(/\/resume$/);
  await expect
    .poll(
      async () => {
        const answer = await page.request.post('/api/v1/resume/get-meta', {
          headers: { authorization: `Bearer ${account.token}` },
          data: { resume_token: token, meta_key: 'heading' },
        });
        return answer.text();
      },
      { timeout: 15_000 },
    )
    .toContain('Magdalena');

  // My Resume → Bearbeiten: the final page shows the new name, and keeps it after a reload.
  await page.goto('/customer');
  await page.getByRole('link', { name: `„${sampleResumeParts.name}“ bearbeiten` }).click();
  await expect(page).toHaveURL(new RegExp(`/final-resume\\?id=${token}`));
  await expect(preview).toContainText('Magdalena Schäfer', { timeout: 15_000 });
  await page.reload();
  await expect(preview).toContainText('Magdalena Schäfer', { timeout: 30_000 });
});

/** How many of the controls `selector` finds stand (partly) outside 0…`right` px: cut off or out of sight. */
const controlsOutside = (page: Page, selector: string, right: number) =>
  page.evaluate(
    ({ selector, right }) =>
      [...document.querySelectorAll(selector)].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > right + 0.5);
      }).length,
    { selector, right },
  );

const WIDE_AND_NARROW = [
  ['de', 360],
  ['en', 360],
  ['de', 1280],
  ['en', 1280],
] as const;

test('at 360 px and 1280 px, German and English: the CV list shows every action of a CV and the download dialog fits the screen', async ({
  page,
  api,
  request,
}) => {
  const { account, token } = await accountWithSampleResume(page, api, request);
  await signIn(page, account);
  const texts = {
    de: {
      edit: `„${sampleResumeParts.name}“ bearbeiten`,
      download: 'Herunterladen',
      title: 'Lebenslauf herunterladen',
    },
    en: { edit: `Edit “${sampleResumeParts.name}”`, download: 'Download', title: 'Download your resume' },
  };
  for (const [language, width] of WIDE_AND_NARROW) {
    await page.setViewportSize({ width, height: 800 });
    await rememberLanguage(page, language);
    await page.goto('/customer');
    await expect(page.getByRole('link', { name: texts[language].edit })).toBeVisible({ timeout: 15_000 });
    expect(await controlsOutside(page, '.resume-table .resume-item__actions > *', width)).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `my-resume-list-${language}-${width}.png`) });

    await page.goto(`/final-resume?id=${token}`);
    await page
      .getByRole('button', { name: texts[language].download, exact: true })
      .first()
      .click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: texts[language].title });
    await expect(dialog).toBeVisible();
    expect(await controlsOutside(page, 'dialog[open], dialog[open] button, dialog[open] input', width)).toBe(
      0,
    );
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `download-dialog-${language}-${width}.png`) });
  }
});
