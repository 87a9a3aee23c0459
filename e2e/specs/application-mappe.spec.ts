/**
 * The Bewerbungsmappe from the final page (German): upload a 2-page PDF and a JPEG scan, see a
 * refusal in German that changes nothing, rename and reorder the Anlagen, then download the Mappe
 * with Deckblatt, Lebenslauf and Anlagen and read it back with poppler (pages, order, umlauts).
 * Screenshots (desktop and 360 px) go to /work/shots-mapui/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { twoPageSampleParts } from '@vita/shared/resume';
import sharp from 'sharp';
import { expect, test } from '../fixtures/test';
import { scanJpeg, zeugnisPdf } from '../support/mappe-files';
import type { PaidAccount } from '../support/paid-account';
import { openFinalPageAsPaidUser } from '../support/paid-final-page';

const SHOTS = '/work/shots-mapui';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let page: Page;
let account: PaidAccount;
let token: string;
let resumePages: number;

const pdfText = (file: string, pageNumber: number) =>
  execFileSync('pdftotext', ['-f', String(pageNumber), '-l', String(pageNumber), '-layout', file, '-'], {
    encoding: 'utf8',
  });

async function storedTitles(): Promise<string[]> {
  const answer = await page.request.get(`/api/v1/attachments?resume_token=${token}`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  return ((await answer.json()) as { data: { title: string }[] }).data.map((item) => item.title);
}

test.beforeAll(async ({ browser, api, request }, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  ({
    page,
    account,
    token,
    pages: resumePages,
  } = await openFinalPageAsPaidUser({ browser, api, request }, testInfo, {
    parts: twoPageSampleParts,
    marker: 'Schäfer',
    viewport: testInfo.project.use.viewport,
  }));
});

test.afterAll(async () => {
  await page?.context().close();
});

const dialog = () => page.getByRole('dialog', { name: 'Bewerbungsmappe' });
const upload = () => dialog().getByLabel('Anlage hochladen (PDF, JPEG oder PNG)');

test('Anlagen: upload, a refusal that changes nothing, rename and reorder', async ({ axe }) => {
  await page.getByRole('button', { name: 'Bewerbungsmappe', exact: true }).click();
  await expect(dialog()).toBeVisible();
  await expect(dialog().getByText('Noch keine Anlagen.')).toBeVisible();
  // The file field speaks German, not the browser's "Choose File" / "No file chosen".
  await expect(dialog().getByText('Datei auswählen', { exact: true })).toBeVisible();
  await expect(dialog().getByText('Keine Datei ausgewählt', { exact: true })).toBeVisible();
  await expect(upload()).toHaveAccessibleName('Anlage hochladen (PDF, JPEG oder PNG)');

  await upload().setInputFiles({
    name: 'arbeitszeugnis.pdf',
    mimeType: 'application/pdf',
    buffer: await zeugnisPdf(),
  });
  await expect(dialog().getByText('2 Seiten')).toBeVisible({ timeout: 30_000 });
  await upload().setInputFiles({ name: 'zertifikat.jpg', mimeType: 'image/jpeg', buffer: await scanJpeg() });
  await expect(dialog().getByRole('listitem').filter({ hasText: '1 Seite' })).toHaveCount(1, {
    timeout: 30_000,
  });

  // Bytes that are no PDF under a PDF's name: the server's German message, nothing stored.
  await upload().setInputFiles({
    name: 'kaputt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('kein PDF'),
  });
  await expect(dialog().getByRole('alert')).toContainText('Das hat nicht geklappt:');
  await expect.poll(storedTitles).toEqual(['arbeitszeugnis', 'zertifikat']);

  const title = dialog().getByRole('textbox', { name: 'Titel' }).first();
  await title.fill('Arbeitszeugnis Müller GmbH');
  await title.blur();
  await expect.poll(storedTitles).toEqual(['Arbeitszeugnis Müller GmbH', 'zertifikat']);

  // Keyboard: focus the button and press Enter; focus stays on the moved item.
  const up = dialog().getByRole('button', { name: 'Nach oben: zertifikat' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect.poll(storedTitles).toEqual(['zertifikat', 'Arbeitszeugnis Müller GmbH']);
  await expect(dialog().getByRole('button', { name: 'Nach unten: zertifikat' })).toBeFocused();

  // "Anlagen sortieren" orders them as German practice does: the Zeugnis before other certificates.
  await dialog().getByRole('button', { name: 'Anlagen sortieren' }).click();
  await expect.poll(storedTitles).toEqual(['Arbeitszeugnis Müller GmbH', 'zertifikat']);
  await expect(dialog().getByText('Die Anlagen wurden sortiert.')).toBeVisible();
  // Only the PDF Anlage has text to read: it alone links to the Zeugnis decoder.
  await expect(dialog().getByRole('link', { name: /^Zeugnis verstehen: / })).toHaveCount(1);
  await expect(
    dialog().getByRole('link', { name: 'Zeugnis verstehen: Arbeitszeugnis Müller GmbH' }),
  ).toBeVisible();

  await expect(dialog().getByTestId('mappe-size')).toHaveText(/^ca\. [\d,]+ (kB|MB), \d+ Seiten$/, {
    timeout: 30_000,
  });
  await page.screenshot({ path: path.join(SHOTS, 'mappe-desktop.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);
});

test('the Mappe downloads as one PDF in the chosen order, read back with poppler', async () => {
  await expect(dialog().getByRole('checkbox', { name: 'Deckblatt' })).toBeChecked();
  await expect(dialog().getByRole('combobox', { name: 'Anschreiben' })).toHaveValue('0');
  const file = test.info().outputPath('mappe.pdf');
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await dialog().getByRole('button', { name: 'Mappe herunterladen' }).click();
  const done = await download;
  await done.saveAs(file);
  expect(done.suggestedFilename()).toMatch(/^Bewerbung_Lena_Sch.*\.pdf$/);

  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  // Deckblatt, the resume, then the Anlagen as "Anlagen sortieren" left them: the Zeugnis (two
  // pages) before the scan (one page).
  expect(pages).toBe(1 + resumePages + 2 + 1);
  expect(pdfText(file, 1)).toContain('Schäfer');
  expect(pdfText(file, 2)).toContain('Schäfer');
  expect(pdfText(file, 2 + resumePages)).toContain('Arbeitszeugnis Müller GmbH – Seite 1');
  expect(pdfText(file, 3 + resumePages)).toContain('Seite 2');
  expect(pdfText(file, pages).trim()).toBe('');
});

test('the dialog is usable at 360 px', async ({ axe }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Bewerbungsmappe', exact: true }).click();
  await expect(dialog()).toBeVisible();
  await expect(dialog().getByRole('button', { name: 'Nach unten: zertifikat' })).toBeVisible();
  const overflow = await dialog().evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SHOTS, 'mappe-360.png'), fullPage: true });
  await dialog().getByRole('button', { name: 'Mappe herunterladen' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'mappe-360-download.png') });
  await axe.expectNoSeriousA11yViolations(page);
});

async function storedAnlagen(): Promise<{ title: string; document_date: string }[]> {
  const answer = await page.request.get(`/api/v1/attachments?resume_token=${token}`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  return ((await answer.json()) as { data: { title: string; document_date: string }[] }).data.map(
    ({ title, document_date }) => ({ title, document_date }),
  );
}

test('Anlagen: a title and date typed at normal speed are kept after closing, reopening and a reload', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  if (!(await dialog().isVisible())) {
    await page.getByRole('button', { name: 'Bewerbungsmappe', exact: true }).click();
  }
  await expect(dialog()).toBeVisible();
  const png = await sharp({ create: { width: 800, height: 1100, channels: 3, background: '#f4f1ea' } })
    .png()
    .toBuffer();
  await upload().setInputFiles({ name: 'zeugnis-rewe.png', mimeType: 'image/png', buffer: png });
  const item = () => dialog().locator('li[data-attachment-id]').last();
  await expect(dialog().locator('li[data-attachment-id]')).toHaveCount(3, { timeout: 30_000 });
  const titleField = () => item().getByRole('textbox', { name: 'Titel' });
  const dateField = () => item().getByRole('textbox', { name: 'Datum' });
  await expect(titleField()).toHaveValue('zeugnis-rewe');

  // As a person types: click, select the file name, type, Tab into the date, type, Tab on.
  await titleField().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Arbeitszeugnis REWE', { delay: 30 });
  await page.keyboard.press('Tab');
  await expect(dateField()).toBeFocused();
  await page.keyboard.type('31.01.2024', { delay: 30 });
  await expect(dateField()).toHaveValue('31.01.2024');
  await page.keyboard.press('Tab');
  await expect(titleField()).toHaveValue('Arbeitszeugnis REWE');
  await expect(dateField()).toHaveValue('31.01.2024');
  const kept = { title: 'Arbeitszeugnis REWE', document_date: '2024-01-31' };
  await expect.poll(async () => (await storedAnlagen()).at(-1)).toEqual(kept);

  // The Anlagenverzeichnis keeps the user's choice as well.
  const index = () => dialog().getByRole('checkbox', { name: 'Anlagenverzeichnis' });
  await index().check();

  await dialog().getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog()).toBeHidden();
  await page.getByRole('button', { name: 'Bewerbungsmappe', exact: true }).click();
  await expect(titleField()).toHaveValue('Arbeitszeugnis REWE');
  await expect(dateField()).toHaveValue('31.01.2024');
  await expect(index()).toBeChecked();

  await page.reload();
  await page.getByRole('button', { name: 'Bewerbungsmappe', exact: true }).click();
  await expect(titleField()).toHaveValue('Arbeitszeugnis REWE', { timeout: 15_000 });
  await expect(dateField()).toHaveValue('31.01.2024');
  await expect(index()).toBeChecked();
  expect((await storedAnlagen()).at(-1)).toEqual(kept);
});
