/**
 * The Anschreiben editor: from the final page "Anschreiben erstellen" opens a new letter; the
 * recipient's contact person gives the Anrede in the live preview, the body is saved on its own
 * and is there after a reload; a body too long for one page is told at once with the offer to
 * tighten. German, desktop and 360 px; screenshots go to /work/shots-editor/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { openFinalPageAsPaidUser } from '../support/paid-final-page';

const SHOTS = '/work/shots-editor';
mkdirSync(SHOTS, { recursive: true });
const BODY = 'Ihre Anzeige für die Stelle als UX Designerin hat mich sofort angesprochen.';
const LONG_PARAGRAPH =
  'In meiner bisherigen Tätigkeit habe ich Nutzerforschung, Prototypen und Usability-Tests für Kundinnen und Kunden aus Handel, Verwaltung und Gesundheit verantwortet. ';

test.describe.configure({ timeout: 150_000 });

let page: Page;

const preview = () => page.getByTestId('letter-preview');
const body = () => page.getByRole('textbox', { name: 'Text' });
// Exactly "Gespeichert": "Wird gespeichert …" contains the word too.
const saved = () => expect(page.locator('.le-save')).toHaveText('Gespeichert');

test('creates a letter from the final page, previews the Anrede, keeps the text and warns on overflow', async ({
  browser,
  api,
  request,
  axe,
}, testInfo) => {
  page = (await openFinalPageAsPaidUser({ browser, api, request }, testInfo)).page;

  await page.getByRole('button', { name: 'Anschreiben erstellen' }).click();
  await expect(page).toHaveURL(/\/anschreiben\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Anschreiben bearbeiten' })).toBeVisible();
  // The neutral Anrede until a contact person is known.
  await expect(preview()).toContainText('Sehr geehrte Damen und Herren,');

  await page.getByLabel('Firma').fill('Nordlicht Design GmbH');
  await page.getByLabel('Ansprechpartner').fill('Frau Dr. Anna Berger');
  await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Hafenstraße 12');
  await page.getByLabel('PLZ', { exact: true }).fill('20457');
  await page.getByLabel('Ort', { exact: true }).first().fill('Hamburg');
  await page.getByLabel('Betreff').fill('Bewerbung als UX Designerin');
  await expect(preview()).toContainText('Sehr geehrte Frau Dr. Berger,');
  await expect(preview()).toContainText('Nordlicht Design GmbH');
  await expect(page.getByLabel('Anrede')).toHaveAttribute('placeholder', 'Sehr geehrte Frau Dr. Berger,');

  // The sender comes from the resume; a street typed here is this letter's own.
  await page.getByText('Absender', { exact: true }).click();
  await expect(page.getByLabel('Ihre PLZ und Ihr Ort')).toHaveAttribute('placeholder', /\d{5} \S/);
  await page.getByLabel('Ihre Straße und Hausnummer').fill('Hafenweg 3');
  await expect(preview()).toContainText('Hafenweg 3');

  await body().click();
  await page.keyboard.type(BODY);
  await expect(preview()).toContainText(BODY);
  await saved();
  await page.screenshot({ path: path.join(SHOTS, 'editor-desktop-de.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(body()).toContainText(BODY);
  await expect(page.getByLabel('Ansprechpartner')).toHaveValue('Frau Dr. Anna Berger');
  await expect(preview()).toContainText('Sehr geehrte Frau Dr. Berger,');

  // Far more than one page: the warning comes at once, with the offer to tighten.
  await body().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(LONG_PARAGRAPH.repeat(30));
  const notice = page.getByTestId('letter-overflow');
  await expect(notice).toContainText('Der Text passt nicht auf eine Seite.');
  for (let level = 0; level < 3; level += 1) {
    await notice.getByRole('button', { name: 'Abstände verringern' }).click();
  }
  await expect(notice).toContainText('Bitte kürzen Sie den Text.');
  await expect(notice.getByRole('button', { name: 'Abstände verringern' })).toHaveCount(0);
  await saved();
  await page.screenshot({ path: path.join(SHOTS, 'overflow-desktop-de.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(notice).toContainText('Der Text passt nicht auf eine Seite.');
  const scrollsSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(await scrollsSideways()).toBe(false);
  await expect(preview()).toBeHidden();
  await page.screenshot({ path: path.join(SHOTS, 'editor-360-de.png'), fullPage: true });
  await page.getByRole('button', { name: 'Vorschau' }).click();
  await expect(preview()).toBeVisible();
  expect(await scrollsSideways()).toBe(false);
  await page.screenshot({ path: path.join(SHOTS, 'preview-360-de.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);
});
