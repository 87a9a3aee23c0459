/**
 * German conventions in the forms and the data: the photo is optional on a photo template (the
 * heading goes on without one and the PDF exports), jobs stand newest first and move by drag and
 * drop and by keyboard (the new order shows in the preview, the PDF and the TXT), and the
 * signature date is typed TT.MM.JJJJ and shown so in the CV.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { readPdf } from '@vita/shared/testing';
import { expect, saveScreenshot, test } from '../fixtures/test';
import { createPaidAccount } from '../support/paid-account';
import { ARTIFACTS_DIR } from '../support/server';
import { expectPath, expectPreviewToShow, preview } from '../support/wizard-pages';
import {
  CLASSIC_TEMPLATE,
  SAMPLE_HEADING,
  type SeedJob,
  seedResume,
  serverMeta,
} from '../support/wizard-seed';

test.describe.configure({ timeout: 180_000 });

const FILES = path.join(ARTIFACTS_DIR, 'german-conventions');

const current: SeedJob = {
  jobtitle: 'Filialleiterin',
  employer: 'Rewe Markt GmbH',
  startMonth: 'July',
  startYear: '2022',
  check: true,
};
const older: SeedJob = {
  jobtitle: 'Verkäuferin',
  employer: 'Edeka Center',
  startMonth: 'August',
  startYear: '2019',
  endMonth: 'June',
  endYear: '2022',
};
const trainee: SeedJob = {
  jobtitle: 'Auszubildende',
  employer: 'Kaufhof',
  startMonth: 'August',
  startYear: '2016',
  endMonth: 'July',
  endYear: '2019',
};

/** POST /resume/export with a paid login (the download gate), the file's bytes. */
async function exportFile(request: APIRequestContext, token: string, format: 1 | 2): Promise<Buffer> {
  const account = await createPaidAccount(request);
  const answer = await request.post('/api/v1/resume/export', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { resume_token: token, format },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.body();
}

async function pdfText(request: APIRequestContext, token: string, name: string): Promise<string> {
  mkdirSync(FILES, { recursive: true });
  const file = path.join(FILES, `${name}.pdf`);
  writeFileSync(file, await exportFile(request, token, 1));
  return readPdf(file).text;
}

/** The titles in the order a text shows them. */
const orderIn = (text: string, titles: readonly string[]) =>
  [...titles].sort((a, b) => text.indexOf(a) - text.indexOf(b));

const cardTitles = (page: Page) => page.locator('.work-summary__list .work-card__title');

test('a photo template goes on without a photo, and its PDF exports', async ({ page, api, request, axe }) => {
  const token = await seedResume(page, api, { heading: null, template: CLASSIC_TEMPLATE });
  await page.goto('/resume');
  const addPhoto = page.getByRole('button', { name: 'Foto hinzufügen' });
  await expect(addPhoto).toHaveAccessibleDescription(
    /Freiwillig – in Deutschland gehört ein Foto nicht zwingend/,
  );
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Lena');
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Schäfer');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('lena@example.de');
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'german-conventions-heading-no-photo');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expectPath(page, '/expr');
  await expect(page.getByText('Foto ist erforderlich.')).toHaveCount(0);
  expect(await serverMeta(api, token, 'heading')).toMatchObject({ fname: 'Lena', lname: 'Schäfer' });

  const text = await pdfText(request, token, 'no-photo');
  expect(text).toContain('Lena');
  expect(text).toContain('Schäfer');
});

test('jobs stand newest first and move by drag and drop and by keyboard; preview, PDF and TXT follow', async ({
  page,
  api,
  request,
  axe,
}) => {
  // Saved oldest first: the server puts each where its dates belong.
  const token = await seedResume(page, api, { heading: SAMPLE_HEADING, jobs: [older, trainee, current] });
  await page.goto('/Work-summary');
  await expect(cardTitles(page)).toHaveText([
    'Filialleiterin, Rewe Markt GmbH',
    'Verkäuferin, Edeka Center',
    'Auszubildende, Kaufhof',
  ]);
  await expectPreviewToShow(page, 'Auszubildende');
  const dateOrder = ['Filialleiterin', 'Verkäuferin', 'Auszubildende'];
  expect(orderIn((await preview(page).textContent()) ?? '', dateOrder)).toEqual(dateOrder);

  await test.step('drag and drop: the apprenticeship onto the top', async () => {
    // All three cards in view: a drag during which Playwright scrolls the page (to reach the
    // target) drops by the pre-scroll positions. The page has the step's progress bar on top.
    await page.setViewportSize({ width: 1280, height: 1100 });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/resume/reorder-meta'));
    const items = page.locator('.work-summary__list > li');
    await items.nth(2).dragTo(items.nth(0));
    expect((await saved).status()).toBe(200);
    await expect(cardTitles(page)).toHaveText([
      'Auszubildende, Kaufhof',
      'Filialleiterin, Rewe Markt GmbH',
      'Verkäuferin, Edeka Center',
    ]);
  });

  await test.step('keyboard: "Nach unten" moves it one place down, announced, the focus follows', async () => {
    const down = page.getByRole('button', { name: 'Nach unten: Auszubildende, Kaufhof' });
    await down.focus();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/resume/reorder-meta'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(cardTitles(page)).toHaveText([
      'Filialleiterin, Rewe Markt GmbH',
      'Auszubildende, Kaufhof',
      'Verkäuferin, Edeka Center',
    ]);
    await expect(page.getByText('Auszubildende, Kaufhof steht jetzt an Position 2 von 3.')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Nach unten: Auszubildende, Kaufhof' })).toBeFocused();
    await axe.expectNoSeriousA11yViolations();
    await saveScreenshot(page, 'german-conventions-work-reordered');
  });

  const chosen = ['Filialleiterin', 'Auszubildende', 'Verkäuferin'];
  const stored = (await serverMeta(api, token, 'work-expr')) as { jobtitle: string }[];
  expect(stored.map((job) => job.jobtitle)).toEqual(chosen);
  expect(orderIn((await preview(page).textContent()) ?? '', chosen)).toEqual(chosen);

  await page.reload();
  await expect(cardTitles(page).first()).toHaveText('Filialleiterin, Rewe Markt GmbH');
  expect(orderIn(await pdfText(request, token, 'reordered'), chosen)).toEqual(chosen);
  expect(orderIn((await exportFile(request, token, 2)).toString('utf8'), chosen)).toEqual(chosen);
});

test('360 px: the move buttons fit and work', async ({ page, api }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await seedResume(page, api, { heading: SAMPLE_HEADING, jobs: [current, older] });
  await page.goto('/Work-summary');
  const up = page.getByRole('button', { name: 'Nach oben: Verkäuferin, Edeka Center' });
  await up.scrollIntoViewIfNeeded();
  const box = await up.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  await saveScreenshot(page, 'german-conventions-work-360');
  await up.click();
  await expect(cardTitles(page).first()).toHaveText('Verkäuferin, Edeka Center');
});

test('the signature date is typed TT.MM.JJJJ, an impossible day is refused, the CV shows 25.11.2026', async ({
  page,
  api,
  request,
}) => {
  const token = await seedResume(page, api, { heading: SAMPLE_HEADING, jobs: [current] });
  await page.goto('/upload-signature');
  await page.getByRole('textbox', { name: 'Ihr Name' }).fill('Jana Schröder');
  await page.getByRole('checkbox', { name: 'Datum und Ort hinzufügen' }).check();
  const date = page.getByRole('textbox', { name: 'Datum', exact: true });
  await expect(date).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  await expect(date).toHaveAccessibleDescription(/z\. B\. 25\.11\.2026/);

  await date.fill('31.02.2026');
  await date.blur();
  await expect(date).toHaveAccessibleDescription(
    /Dieses Datum gibt es nicht\. Bitte prüfen Sie Tag und Monat/,
  );
  await expect(date).toHaveAttribute('aria-invalid', 'true');

  await date.fill('25.11.2026');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Köln');
  await date.blur();
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await expectPreviewToShow(page, 'Köln, 25.11.2026');
  await saveScreenshot(page, 'german-conventions-signature-date');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expectPath(page, '/final-resume');
  expect(await serverMeta(api, token, 'signature')).toMatchObject({ date: '2026-11-25', location: 'Köln' });
  expect(await pdfText(request, token, 'signature-date')).toContain('Köln, 25.11.2026');
});
