/**
 * My Resume's letters: a paid account's stored resume with two letters (made through the API);
 * in the browser, under the resume, rename (an empty name is refused in German), duplicate,
 * delete after the confirmation, then open one — the editor switches to the letter's resume,
 * shows its recipient, and downloads the letter alone as "Anschreiben_…pdf", read back with
 * poppler. axe on My Resume with letters; screenshots in German, desktop and 360 px, go to
 * /work/shots-mylet/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { accountWithSampleResume, signIn } from '../support/account-resume';
import type { PaidAccount } from '../support/paid-account';

const SHOTS = '/work/shots-mylet';
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ timeout: 150_000 });

async function createLetter(
  request: APIRequestContext,
  account: PaidAccount,
  letter: object,
): Promise<number> {
  const answer = await request.post('/api/v1/letters', {
    headers: { authorization: `Bearer ${account.token}` },
    data: letter,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

async function letterNames(request: APIRequestContext, account: PaidAccount, token: string) {
  const answer = await request.get(`/api/v1/letters?resume_token=${token}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { name: string }[] }).data.map((letter) => letter.name);
}

test('My Resume lists, renames, duplicates, deletes and opens letters; the editor downloads the letter PDF', async ({
  browser,
  api,
  request,
  axe,
}, testInfo) => {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const { account, token } = await accountWithSampleResume(page, api, request);
  const nordlicht = await createLetter(request, account, {
    resume_token: token,
    recipient: {
      company: 'Nordlicht Design GmbH',
      contact: 'Frau Dr. Anna Berger',
      street: 'Hafenstraße 12',
      zip: '20457',
      city: 'Hamburg',
    },
    subject: 'Bewerbung als UX Designerin',
    body: '<p>Ihre Anzeige für die Stelle als UX Designerin hat mich sofort angesprochen.</p>',
    place: 'Berlin',
    date: '2026-11-25',
  });
  await createLetter(request, account, {
    resume_token: token,
    name: 'Stadtwerke Kiel – Sachbearbeitung',
    recipient: { company: 'Stadtwerke Kiel AG', contact: '', street: '', zip: '24103', city: 'Kiel' },
    subject: 'Bewerbung als Sachbearbeiterin',
    date: '2026-11-25',
  });

  await signIn(page, account);
  await page.goto('/customer');
  const letters = page.getByRole('region', { name: 'Anschreiben zu „Lebenslauf Lena Schäfer“' });
  await expect(letters).toBeVisible({ timeout: 15_000 });
  await expect(letters.getByRole('listitem')).toHaveText([
    /Nordlicht Design GmbH/,
    /Stadtwerke Kiel – Sachbearbeitung/,
  ]);
  await page.screenshot({ path: path.join(SHOTS, 'my-resume-list-desktop-de.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);

  // Umbenennen, by keyboard: an empty name is refused and nothing changes.
  await letters.getByRole('button', { name: 'Anschreiben „Nordlicht Design GmbH“ umbenennen' }).focus();
  await page.keyboard.press('Enter');
  const field = letters.getByLabel('Neuer Name für „Nordlicht Design GmbH“');
  await expect(field).toBeFocused();
  await field.fill('');
  await page.keyboard.press('Enter');
  await expect(letters.getByRole('alert')).toHaveText('Bitte geben Sie einen Namen für das Anschreiben ein.');
  await page.screenshot({ path: path.join(SHOTS, 'rename-empty-desktop-de.png'), fullPage: true });
  expect(await letterNames(request, account, token)).toEqual([
    'Nordlicht Design GmbH',
    'Stadtwerke Kiel – Sachbearbeitung',
  ]);
  await field.fill('Nordlicht – UX Designerin');
  await page.keyboard.press('Enter');
  const renamed = letters.getByRole('button', { name: 'Anschreiben „Nordlicht – UX Designerin“ umbenennen' });
  await expect(renamed).toBeFocused();
  await expect.poll(() => letterNames(request, account, token)).toContain('Nordlicht – UX Designerin');

  // Duplizieren, then Löschen of the copy after the confirmation.
  await letters
    .getByRole('button', { name: 'Anschreiben „Stadtwerke Kiel – Sachbearbeitung“ duplizieren' })
    .click();
  const copy = 'Stadtwerke Kiel – Sachbearbeitung (Kopie)';
  await expect(letters.getByText(copy, { exact: true })).toBeVisible();
  expect(await letterNames(request, account, token)).toHaveLength(3);
  await letters.getByRole('button', { name: `Anschreiben „${copy}“ löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Anschreiben löschen?' });
  await expect(confirm).toContainText(`„${copy}“ wird endgültig gelöscht.`);
  await page.screenshot({ path: path.join(SHOTS, 'delete-confirm-desktop-de.png') });
  await axe.expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(confirm).toBeHidden();
  await expect(letters.getByText(copy, { exact: true })).toHaveCount(0);
  expect(await letterNames(request, account, token)).toEqual([
    'Nordlicht – UX Designerin',
    'Stadtwerke Kiel – Sachbearbeitung',
  ]);

  // The grid, and a phone: the letters stay reachable without scrolling sideways.
  await page.getByRole('button', { name: 'Kacheln' }).click();
  await expect(
    letters.getByRole('link', { name: 'Anschreiben „Nordlicht – UX Designerin“ öffnen' }),
  ).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'my-resume-grid-desktop-de.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  const scrollsSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(await scrollsSideways()).toBe(false);
  await page.screenshot({ path: path.join(SHOTS, 'my-resume-grid-360-de.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Liste' }).click();
  // Below the CVs (stacked at this width): scrolled down to, the whole link shows, none of it cut off sideways.
  const openNordlicht = letters.getByRole('link', { name: 'Anschreiben „Nordlicht – UX Designerin“ öffnen' });
  await openNordlicht.scrollIntoViewIfNeeded();
  await expect(openNordlicht).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: path.join(SHOTS, 'my-resume-list-360-de.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);

  // Öffnen: the browser holds no resume; the editor takes the letter's and shows its recipient.
  await page.setViewportSize({ width: 1280, height: 900 });
  await letters.getByRole('link', { name: 'Anschreiben „Nordlicht – UX Designerin“ öffnen' }).click();
  await expect(page).toHaveURL(new RegExp(`/anschreiben/${nordlicht}$`));
  await expect(page.getByLabel('Firma')).toHaveValue('Nordlicht Design GmbH', { timeout: 20_000 });
  const preview = page.getByTestId('letter-preview');
  await expect(preview).toContainText('Sehr geehrte Frau Dr. Berger,');
  await expect(preview).toContainText('Hafenstraße 12');
  // The sender comes from the letter's resume, now the current one.
  await expect(preview).toContainText('Lena Schäfer');
  expect(await page.evaluate(() => localStorage.getItem('resume_token'))).toBe(token);

  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Als PDF herunterladen' }).click();
  const done = await download;
  expect(done.suggestedFilename()).toBe('Anschreiben_Lena_Schäfer_Nordlicht_Design_GmbH.pdf');
  const file = testInfo.outputPath('anschreiben.pdf');
  await done.saveAs(file);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/^Pages:\s+1$/m);
  const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Nordlicht Design GmbH');
  expect(text).toContain('Bewerbung als UX Designerin');
  await page.screenshot({ path: path.join(SHOTS, 'editor-pdf-desktop-de.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('button', { name: 'Als PDF herunterladen' })).toBeVisible();
  expect(await scrollsSideways()).toBe(false);
  await page.screenshot({ path: path.join(SHOTS, 'editor-pdf-360-de.png') });
  await context.close();
});
