/**
 * A `/final-resume?id=<token>` link to someone else's resume never replaces the visitor's own
 * silently: the page asks ("Diesen Lebenslauf öffnen?"); "Abbrechen" keeps the visitor's resume
 * and drops the id; "Öffnen" opens the other one, and the visitor's own stays one click away
 * under "Ihre anderen Lebensläufe". Axe on every state, German and English, 360 px.
 */
import type { Page } from '@playwright/test';
import { type Api, expect, saveScreenshot, test } from '../fixtures/test';
import {
  expectPreviewToShow,
  readStorage,
  saveViewportScreenshot,
  scrollWidth,
} from '../support/wizard-pages';
import { seedResume } from '../support/wizard-seed';

test.describe.configure({ timeout: 90_000 });

/** The sender's resume, stored through the API as the wizard and the final page store it. */
async function storeSendersResume(api: Api): Promise<string> {
  const token = api.newResumeToken();
  const saved = [
    await api.post('/resume/save-meta', {
      resume_token: token,
      meta_key: 'heading',
      meta_value: { fname: 'Max', lname: 'Fremd', email: 'max@example.de' },
    }),
    await api.post('/resume/save-resume-object', {
      resume_token: token,
      resume_name: 'Lebenslauf Max Fremd',
      resume_json_data: { templateStyleName: 'styleTempTwo', templateId: '2', templateIndex: '2' },
    }),
  ];
  for (const answer of saved) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return token;
}

/** The visitor's own resume in this browser, and on the server (the final page saves its object). */
async function visitorWithOwnResume(page: Page, api: Api, language: 'de' | 'en' = 'de'): Promise<string> {
  const own = await seedResume(page, api, {
    heading: { fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' },
    language,
  });
  await page.goto('/final-resume');
  await expectPreviewToShow(page, 'Lena');
  await expect
    .poll(async () => (await api.post('/resume/get-resume-object', { resume_token: own })).status, {
      message: 'the final page saved the resume object',
    })
    .toBe(200);
  return own;
}

test('asks before a shared link replaces the visitor’s resume; cancel keeps it, open keeps the way back', async ({
  page,
  api,
  axe,
}) => {
  const other = await storeSendersResume(api);
  const own = await visitorWithOwnResume(page, api);

  await page.goto(`/final-resume?id=${other}`);
  const dialog = page.getByRole('dialog', { name: 'Diesen Lebenslauf öffnen?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Ihr aktueller Lebenslauf „Lena Schäfer“ bleibt erhalten und ist auf dieser Seite unter „Ihre anderen Lebensläufe“ wieder erreichbar.',
  );
  await axe.expectNoSeriousA11yViolations();
  await saveViewportScreenshot(page, 'shared-link-dialog-de');
  expect(await readStorage(page, 'resume_token')).toBe(own);

  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/\/final-resume$/);
  await expectPreviewToShow(page, 'Lena');
  expect(await readStorage(page, 'resume_token')).toBe(own);

  await page.goto(`/final-resume?id=${other}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Öffnen' }).click();
  await expectPreviewToShow(page, 'Max');
  expect(await readStorage(page, 'resume_token')).toBe(other);
  const back = page.getByRole('link', { name: 'Zurück zu: Lena Schäfer' });
  await expect(back).toBeVisible();
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'shared-link-opened-de');

  // The way back asks nothing: it is the visitor's own resume, as they left it.
  await back.click();
  await expectPreviewToShow(page, 'Lena');
  expect(await readStorage(page, 'resume_token')).toBe(own);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Zurück zu: Lebenslauf Max Fremd' })).toBeVisible();
});

test('asks in English at 360 px too, and Escape keeps the visitor’s resume', async ({ page, api, axe }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const other = await storeSendersResume(api);
  const own = await visitorWithOwnResume(page, api, 'en');

  await page.goto(`/final-resume?id=${other}`);
  const dialog = page.getByRole('dialog', { name: 'Open this resume?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Open' })).toBeVisible();
  await axe.expectNoSeriousA11yViolations();
  await saveViewportScreenshot(page, 'shared-link-dialog-en-360');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/final-resume$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await readStorage(page, 'resume_token')).toBe(own);
});
