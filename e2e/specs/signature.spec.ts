/**
 * The signature step (02 §2.6, §4, §9): the intro, typing with a chosen font, drawing with the
 * mouse, uploading a picture with date and place, the live preview, the server's copy (create
 * first, update after), the initial tab on return, keyboard use, 360 px and axe.
 */
import type { Page } from '@playwright/test';
import { type Api, expect, saveScreenshot, test } from '../fixtures/test';
import {
  expectPath,
  expectPreviewToShow,
  pageTitle,
  readStoredJson,
  resumeTokenOf,
  scrollWidth,
} from '../support/wizard-pages';
import { seedResume, serverMeta } from '../support/wizard-seed';

interface StoredSignature {
  tab: number;
  text: string;
  style: { fontFamily: string };
  sign: string;
  upload: string;
  adjustment: string;
  color: string;
  addDateAndPlace: boolean;
  date: string;
  location: string;
  contrast: number;
}

const serverSignature = async (api: Parameters<typeof serverMeta>[0], page: Page) =>
  (await serverMeta(api, await resumeTokenOf(page), 'signature')) as StoredSignature | null;

/** A resume seeded up to the signature; then the signature API's calls, by last path segment, in order. */
async function seedAndRecordCalls(page: Page, api: Api): Promise<string[]> {
  await seedResume(page, api);
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/resume\/(create-signature|update-signature|delete-meta-section)$/.exec(request.url());
    if (match?.[1]) calls.push(match[1]);
  });
  return calls;
}

/** A few strokes across the drawing field with the mouse. */
async function drawSignature(page: Page): Promise<void> {
  const box = await page.getByRole('img', { name: 'Zeichenfeld für Ihre Unterschrift' }).boundingBox();
  if (!box) throw new Error('the drawing field is not visible');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 0; i <= 30; i += 1) {
    const x = 0.1 + 0.8 * (i / 30);
    const y = 0.55 + 0.25 * Math.sin(i / 3);
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 2 });
  }
  await page.mouse.up();
}

test.describe.configure({ timeout: 120_000 });

test('intro, then the typed name in a chosen font is created on the server and shown in the preview', async ({
  page,
  api,
  axe,
}) => {
  const calls = await seedAndRecordCalls(page, api);
  await page.goto('/signature');
  await expect(pageTitle(page)).toHaveText('Wie möchten Sie Ihren Lebenslauf unterschreiben?');
  await expect(page.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/add-section');
  await axe.expectNoSeriousA11yViolations();
  await page.getByRole('link', { name: 'Weiter' }).click();

  await expectPath(page, '/upload-signature');
  await expect(page.getByRole('tab', { name: 'Eintippen' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Ihr Name' })).toHaveValue('Jana Schröder');
  await expectPreviewToShow(page, 'Jana Schröder');

  // The font dropdown by keyboard: open, jump to "Alex Brush", choose.
  const fonts = page.getByRole('combobox', { name: /Schriftart/ });
  await fonts.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(11);
  await page.keyboard.type('al');
  await page.keyboard.press('Enter');
  await expect(fonts).toHaveText('Alex Brush');
  await page.getByRole('button', { name: 'Größer' }).click();
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'signature-typed');

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expectPath(page, '/final-resume');
  expect(calls).toEqual(['create-signature']);
  expect(await serverSignature(api, page)).toMatchObject({
    tab: 0,
    text: 'Jana Schröder',
    style: { fontFamily: 'Alex Brush' },
    textSize: 22,
  });
});

test('a drawn signature is saved, reopens on Unterschreiben and is then updated', async ({
  page,
  api,
  axe,
}) => {
  const calls = await seedAndRecordCalls(page, api);
  await page.goto('/upload-signature');
  await page.getByRole('tab', { name: 'Unterschreiben' }).click();
  await drawSignature(page);
  await page.getByRole('group', { name: 'Farbe' }).getByRole('radio', { name: 'Blau' }).check();
  await expect
    .poll(async () => (await readStoredJson<StoredSignature>(page, 'local_sign_data'))?.sign)
    .toMatch(/^data:image\/png;base64,/);
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'signature-drawn');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expectPath(page, '/final-resume');
  expect(await serverSignature(api, page)).toMatchObject({ tab: 1, color: 'blue', text: '' });

  // Back on another device (no local copy): the drawing comes from the server, on its tab.
  await page.evaluate(() => window.localStorage.removeItem('local_sign_data'));
  await page.goto('/upload-signature');
  await expect(page.getByRole('tab', { name: 'Unterschreiben' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('radio', { name: 'Rechts' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expectPath(page, '/final-resume');
  expect(calls).toEqual(['create-signature', 'update-signature']);
  expect(await serverSignature(api, page)).toMatchObject({ tab: 1, adjustment: 'right' });
});

test('360 px, English: an uploaded picture with date and place', async ({ page, api, axe }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await seedResume(page, api, { language: 'en' });
  await page.goto('/upload-signature');
  await page.getByRole('tab', { name: 'Upload' }).click();
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 600, 200);
    context.lineWidth = 5;
    context.beginPath();
    context.moveTo(40, 140);
    context.bezierCurveTo(120, 20, 160, 200, 240, 90);
    context.stroke();
    return canvas.toDataURL('image/jpeg').split(',')[1] ?? '';
  });
  await page.locator('input[type=file]').setInputFiles({
    name: 'signature.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(jpeg, 'base64'),
  });
  await expect(page.getByRole('img', { name: 'Your uploaded signature' })).toBeVisible();

  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  await expect(date).toHaveAttribute('readonly', '');
  await page.getByRole('checkbox', { name: 'Add date and place' }).check();
  await expect(date).not.toHaveAttribute('readonly', '');
  await date.fill('05/21/2026');
  await page.getByRole('textbox', { name: 'Place', exact: true }).fill('Köln');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'signature-upload-360-en');

  await page.getByRole('button', { name: 'Next' }).click();
  await expectPath(page, '/final-resume');
  const saved = await serverSignature(api, page);
  expect(saved).toMatchObject({ tab: 2, addDateAndPlace: true, date: '2026-05-21', location: 'Köln' });
  expect(saved?.upload).toMatch(/^data:image\/png;base64,/);
});
