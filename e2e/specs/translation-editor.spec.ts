/**
 * The side-by-side translation editor of an English version: "Übersetzen (N offen)" on the final
 * page opens it, the German summary stands on the left, the English is typed on the right, and
 * after "Übernehmen" the preview shows it. Screenshots (German and English interface, 1280 and
 * 360 px) go to /tmp/shots-sidebyside/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { EMPTY_WORK, type StoredResumeParts, sampleResumeParts } from '@vita/shared/resume';
import { expect, test } from '../fixtures/test';
import { rememberLanguage } from '../support/interface-language';
import { storeResumeParts } from '../support/sample-resume-api';

const SHOTS = '/tmp/shots-sidebyside';
const GERMAN_SUMMARY = 'Zuverlässige Lagerfachkraft mit Erfahrung in der Kommissionierung.';
const ENGLISH_SUMMARY = 'Reliable warehouse specialist with order picking experience.';

const parts: StoredResumeParts = {
  ...sampleResumeParts,
  name: 'Lebenslauf Jonas Brandtner',
  heading: { ...sampleResumeParts.heading!, fname: 'Jonas', lname: 'Brandtner' },
  work: [
    {
      ...EMPTY_WORK,
      jobtitle: 'Fachlagerist',
      employer: 'Elbkai Logistik',
      country: 'Hamburg',
      startMonth: '04',
      startYear: '2021',
      check: true,
      workDescription: '<ul><li><p>Wareneingang prüfen und einlagern</p></li></ul>',
    },
  ],
  summary: { data: `<p>${GERMAN_SUMMARY}</p>` },
  extraSections: [],
  customSections: [],
  signature: null,
  photo: null,
};

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const editor = (page: Page) => page.getByRole('dialog');

test('the summary is translated side by side and the preview shows the English text', async ({
  page,
  api,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const token = await storeResumeParts(api, parts);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/v1/health');
  await rememberLanguage(page, 'de');
  await page.goto(`/final-resume?id=${token}`);
  await page.getByRole('button', { name: 'Englische Fassung erstellen' }).click({ timeout: 30_000 });
  await expect(page).not.toHaveURL(new RegExp(`id=${token}`), { timeout: 30_000 });
  const preview = page.locator('.final-page__preview');
  await expect(preview).toContainText(/Work experience/i, { timeout: 30_000 });
  await expect(preview).toContainText(GERMAN_SUMMARY);

  const open = page.getByRole('button', { name: /Übersetzen \(\d+ offen\)/ });
  const before = Number((await open.textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(1);
  await open.click();
  const summary = editor(page).getByTestId('translate-row-summary');
  await expect(summary.getByText(GERMAN_SUMMARY)).toBeVisible();
  await expect(summary.getByText('noch zu übersetzen')).toBeVisible();
  await expect(summary.locator('[lang="en"][spellcheck="true"] [contenteditable="true"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editor-de-1280.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/editor-de-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  const english = summary.locator('[contenteditable="true"]');
  await english.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(ENGLISH_SUMMARY);
  await summary.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(summary.getByText('Übernommen.')).toBeVisible();
  await expect(summary.getByText('noch zu übersetzen')).toHaveCount(0);
  await editor(page).getByRole('button', { name: 'Fertig' }).click();
  await expect(preview).toContainText(ENGLISH_SUMMARY);
  await expect(preview).not.toContainText(GERMAN_SUMMARY);
  await expect(page.getByRole('button', { name: `Übersetzen (${before - 1} offen)` })).toBeVisible();

  // A reload brings the stored English text, and the summary is no longer marked.
  await rememberLanguage(page, 'en');
  await page.reload();
  await expect(preview).toContainText(ENGLISH_SUMMARY, { timeout: 30_000 });
  await page.getByRole('button', { name: `Translate (${before - 1} open)` }).click();
  await expect(editor(page).getByTestId('translate-row-work.0.workDescription')).toContainText(
    'still to translate',
  );
  await expect(editor(page).getByTestId('translate-row-summary')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/editor-en-1280.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/editor-en-360.png` });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/final-en-360.png` });
});
