/**
 * The English version of a CV, made in the German interface: "Englische Fassung erstellen" on the
 * final page makes a linked English resume and opens it; its preview prints English headings and
 * the translated trade, though the interface stays German. Screenshots (German and English
 * interface, 1280 and 360 px) go to /tmp/shots-english-version/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { EMPTY_EDUCATION, EMPTY_WORK, type StoredResumeParts, sampleResumeParts } from '@vita/shared/resume';
import { expect, test } from '../fixtures/test';
import { rememberLanguage } from '../support/interface-language';
import { storeResumeParts } from '../support/sample-resume-api';
import { selectMonthYear } from '../support/work-form';

const SHOTS = '/tmp/shots-english-version';
// A title no other spec uses, so the preview shows this resume and no other.
const TITLE = 'Fachlageristin';

const parts: StoredResumeParts = {
  ...sampleResumeParts,
  name: 'Lebenslauf Zofia Wierzbicka',
  heading: { ...sampleResumeParts.heading!, fname: 'Zofia', lname: 'Wierzbicka', licence: 'Klasse B' },
  work: [
    {
      ...EMPTY_WORK,
      jobtitle: TITLE,
      employer: 'Nordhafen Logistik',
      country: 'Bremen',
      startMonth: '03',
      startYear: '2020',
      check: true,
    },
  ],
  education: [
    {
      ...EMPTY_EDUCATION,
      sdegree: 'Realschulabschluss',
      sname: 'Oberschule am Barkhof',
      slname: 'Bremen',
      pointer: 2.3,
      studyEndMonth: '06',
      studyEndYear: '2017',
    },
  ],
  skills: { recommended: [], data: '<ul><li><p>Kommissionierung</p></li><li><p>Staplerschein</p></li></ul>' },
  signature: null,
  photo: null,
};

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function settledPreview(page: Page) {
  const preview = page.locator('.final-page__preview');
  await expect(preview.locator('.vt-document[data-vt-paginated="true"]')).toHaveCount(1, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return preview;
}

test('the English version, made in the German interface, previews in English', async ({ page, api }) => {
  mkdirSync(SHOTS, { recursive: true });
  const token = await storeResumeParts(api, parts);

  await page.goto('/api/v1/health');
  await rememberLanguage(page, 'de');
  await page.goto(`/final-resume?id=${token}`);
  let preview = page.locator('.final-page__preview');
  await expect(preview).toContainText(TITLE, { timeout: 30_000 });
  await expect(preview).toContainText('Berufserfahrung');
  await settledPreview(page);
  await page.screenshot({ path: `${SHOTS}/final-de-1280.png`, fullPage: false });

  await page.getByRole('button', { name: 'Englische Fassung erstellen' }).click();
  await expect(page).not.toHaveURL(new RegExp(`id=${token}`), { timeout: 30_000 });
  preview = page.locator('.final-page__preview');
  await expect(preview).toContainText('Warehouse operative', { timeout: 30_000 });
  await expect(preview).toContainText(/Work experience/i);
  await expect(preview).toContainText('German grading: 1.0 = best, 4.0 = pass');
  await expect(preview).not.toContainText('Berufserfahrung');
  // The interface stays German.
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Herunterladen', exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('english-version-note')).toContainText('Englische Fassung');
  // The summary and the extra sections are still the applicant's German text.
  await expect(page.getByTestId('english-version-note')).toContainText(/\d+ Texte? noch zu übersetzen\./);
  await settledPreview(page);
  await page.screenshot({ path: `${SHOTS}/english-de-1280.png` });
  const english = page.url();

  for (const [lang, width, height] of [
    ['de', 360, 780],
    ['en', 1280, 800],
    ['en', 360, 780],
  ] as const) {
    await page.setViewportSize({ width, height });
    await rememberLanguage(page, lang);
    await page.goto(english);
    preview = page.locator('.final-page__preview');
    await expect(preview).toContainText('Warehouse operative', { timeout: 30_000 });
    await expect(preview).toContainText(/Work experience/i);
    await settledPreview(page);
    await page.screenshot({ path: `${SHOTS}/english-${lang}-${width}.png`, fullPage: true });
  }
  // The German source in the English interface, with the action in English.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/final-resume?id=${token}`);
  await expect(page.getByRole('button', { name: 'Create English version' })).toBeVisible({ timeout: 30_000 });
  await settledPreview(page);
  await page.screenshot({ path: `${SHOTS}/final-en-1280.png` });
});

test("a German job's new dates show in the English version and are taken over, the English bullets kept", async ({
  page,
  api,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const sourceParts: StoredResumeParts = {
    ...parts,
    work: [{ ...parts.work[0]!, workDescription: '<ul><li><p>Wareneingang prüfen und buchen</p></li></ul>' }],
  };
  const german = await storeResumeParts(api, sourceParts);
  const made = await api.post('/resume/translate', { resume_token: german, target: 'en' });
  const english = (made.body as { data: { resume_token: string } }).data.resume_token;
  // The applicant wrote the English bullets.
  const workOf = async (token: string) =>
    (
      (await api.post('/resume/get-meta', { resume_token: token, meta_key: 'work-expr' })).body as {
        resume: { meta_value: Record<string, unknown>[] };
      }
    ).resume.meta_value;
  const [job] = await workOf(english);
  const bullets = 'Checked and booked incoming goods';
  expect(
    (
      await api.post('/resume/update-meta-value', {
        resume_token: english,
        meta_key: 'work-expr',
        meta_index: 0,
        meta_value: { ...job, workDescription: `<ul><li><p>${bullets}</p></li></ul>` },
      })
    ).status,
  ).toBe(200);

  // In the German CV, in the browser: the job started earlier.
  await page.goto('/api/v1/health');
  await rememberLanguage(page, 'de');
  await page.goto(`/final-resume?id=${german}`);
  await expect(page.locator('.final-page__preview')).toContainText(TITLE, { timeout: 30_000 });
  await page.goto('/Work-summary');
  await page
    .getByRole('link', { name: new RegExp(`Bearbeiten: ${TITLE}`) })
    .or(page.getByRole('button', { name: new RegExp(`Bearbeiten: ${TITLE}`) }))
    .first()
    .click();
  await selectMonthYear(page.getByRole('group', { name: 'Beginn' }), 'Oktober', '2018');
  await page
    .getByRole('button', { name: 'Speichern und weiter' })
    .or(page.getByRole('button', { name: 'Weiter', exact: true }))
    .first()
    .click();
  await expect(page).not.toHaveURL(/work-expr-form/);
  await expect.poll(async () => (await workOf(german))[0]?.startYear, { timeout: 15_000 }).toBe('2018');

  // The English version names the change and takes it over on request.
  await page.goto(`/final-resume?id=${english}`);
  // The browser holds the German CV: opening the English one by its link asks first.
  await page.getByRole('button', { name: 'Öffnen', exact: true }).click();
  const changes = page.locator('.final-source-changes');
  await expect(
    changes.getByRole('heading', { name: /Im deutschen Lebenslauf geändert am \d+\. \w+ 20\d\d/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(changes).toContainText(`Berufserfahrung: ${TITLE}, Nordhafen Logistik – Zeitraum geändert`);
  await settledPreview(page);
  await page.screenshot({ path: `${SHOTS}/changes-de-1280.png` });
  await changes.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(changes).toHaveCount(0, { timeout: 15_000 });
  const preview = page.locator('.final-page__preview');
  await expect(preview).toContainText('10/2018');
  await expect(preview).toContainText(bullets);
  await expect(preview).not.toContainText('Wareneingang');
  const [taken] = await workOf(english);
  expect(taken).toMatchObject({ startYear: '2018', workDescription: `<ul><li><p>${bullets}</p></li></ul>` });
  await settledPreview(page);
  await page.screenshot({ path: `${SHOTS}/changes-taken-de-1280.png` });

  // Back to the German CV without the question a foreign link asks.
  await page.getByRole('button', { name: 'Zum deutschen Lebenslauf' }).click();
  await expect(page).toHaveURL(new RegExp(`id=${german}`));
  await expect(page.locator('.final-page__preview')).toContainText('Berufserfahrung', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Öffnen', exact: true })).toHaveCount(0);
});
