/**
 * The Bewerbungsmanager (German): a signed-in applicant adds an application from a pasted job ad,
 * moves it from Beworben to Vorstellungsgespräch with the keyboard alone, keeps the Mappe as sent
 * and downloads it; axe on the board and the application. Screenshots of board, table and
 * application at 1280 and 360 px, German and English, go to artifacts/screenshots/tracker-*.png.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { accountWithSampleResume, signIn } from '../support/account-resume';
import { rememberLanguage } from '../support/interface-language';
import { ARTIFACTS_DIR } from '../support/server';

const AD =
  'Wir suchen eine Pflegefachkraft (m/w/d) mit Erfahrung in der Intensivpflege, Teamgeist und Führerschein Klasse B.';

test.describe.configure({ timeout: 90_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS_DIR, 'screenshots', `tracker-${name}.png`), fullPage: true });

test('an application from a job ad: board, keyboard move, kept as sent, downloaded', async ({
  page,
  api,
  request,
  axe,
}) => {
  const { account } = await accountWithSampleResume(page, api, request);
  await signIn(page, account);
  await page.goto('/bewerbungen');
  await expect(page.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bewerbungen' })).toBeVisible();

  await page.getByRole('button', { name: 'Neue Bewerbung' }).click();
  const form = page.getByRole('form', { name: 'Neue Bewerbung' });
  await form.getByRole('button', { name: 'Bewerbung anlegen' }).click();
  await expect(form.getByText('Bitte ausfüllen.')).toHaveCount(2);
  await form.getByLabel('Firma').fill('Klinikum Köln');
  await form.getByLabel('Position').fill('Pflegefachkraft');
  await form.getByLabel('Stellenanzeige (Text einfügen)').fill(AD);
  await form.getByLabel('Link zur Stellenanzeige').fill('www.klinikum-koeln.de/jobs/123');
  await form.getByLabel('Status').selectOption('applied');
  await form.getByLabel('Nachfassen am').fill('2020-01-15');
  await form.getByRole('button', { name: 'Bewerbung anlegen' }).click();

  const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
  await expect(column('Beworben').getByRole('link', { name: 'Klinikum Köln' })).toBeVisible();
  await expect(column('Beworben').getByText('Nachfassen fällig')).toBeVisible();
  await axe.expectNoSeriousA11yViolations();

  // Keyboard only: Tab reaches the card's status menu; two arrow presses move it two columns on.
  const menu = page.getByRole('combobox', { name: 'Status von Klinikum Köln: Pflegefachkraft' });
  await column('Beworben').getByRole('link', { name: 'Klinikum Köln' }).focus();
  await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(column('Eingangsbestätigung').getByRole('link', { name: 'Klinikum Köln' })).toBeVisible();
  await expect(menu).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(column('Vorstellungsgespräch').getByRole('link', { name: 'Klinikum Köln' })).toBeVisible();
  await expect(menu).toHaveValue('interview');
  await shot(page, 'board-de-1280');
  await page.getByRole('button', { name: 'Tabelle' }).click();
  await expect(page.getByRole('table')).toContainText('Vorstellungsgespräch');
  await shot(page, 'table-de-1280');

  await page.getByRole('link', { name: 'Klinikum Köln' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Klinikum Köln: Pflegefachkraft' })).toBeVisible();
  await page.getByRole('button', { name: 'Passung prüfen' }).click();
  await expect(page.getByText(/\d+ %/)).toBeVisible();
  await page.getByRole('button', { name: 'Als versendet festhalten' }).click();
  await expect(page.getByText(/^Festgehalten am .* \(\d+ Seiten\)\.$/)).toBeVisible();
  await expect(page.locator('.tracker-history li')).toHaveText([
    /^Beworben/,
    /^Eingangsbestätigung/,
    /^Vorstellungsgespräch/,
  ]);
  await axe.expectNoSeriousA11yViolations();
  await shot(page, 'application-de-1280');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Versendete Mappe herunterladen (PDF)' }).click(),
  ]);
  const file = path.join(ARTIFACTS_DIR, 'tracker-sent.pdf');
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' })).toContain('Schäfer');

  // The same three screens at 360 px, and in English.
  const applicationUrl = page.url();
  for (const [language, width] of [
    ['de', 360],
    ['en', 1280],
    ['en', 360],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await rememberLanguage(page, language);
    await page.goto(applicationUrl);
    await expect(page.locator('.tracker-history li')).toHaveCount(3);
    await shot(page, `application-${language}-${width}`);
    await page.goto('/bewerbungen');
    await expect(page.locator('.tracker-card')).toHaveCount(1);
    await shot(page, `board-${language}-${width}`);
    await page.locator('.tracker-views__option').nth(1).click();
    await expect(page.getByRole('table')).toBeVisible();
    await shot(page, `table-${language}-${width}`);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
