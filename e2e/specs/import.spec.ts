/**
 * Import an existing CV: from the landing page a text PDF is uploaded, the review screen shows
 * the recognised fields beside the source text, a field is corrected, and the new resume opens on
 * the final page with the correction. Axe on both screens, and the review at 360 px.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, saveScreenshot, test } from '../fixtures/test';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/modules/import/fixtures/files',
);

test.describe('import an existing CV', () => {
  test('upload a PDF on the landing page, correct a field, land on the final page', async ({ page, axe }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Vorhandenen Lebenslauf hochladen' }).click();
    await expect(page).toHaveURL(/\/import$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vorhandenen Lebenslauf hochladen' }),
    ).toBeVisible();
    await axe.expectNoSeriousA11yViolations();

    await expect(page.getByText('Keine Datei ausgewählt', { exact: true })).toBeVisible();
    await page.getByLabel('Datei auswählen').setInputFiles(path.join(FIXTURES, 'tabellarisch-klassisch.pdf'));
    // The chosen file's name, where the browser's own field would say it in its language.
    await expect(page.getByText('tabellarisch-klassisch.pdf', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Lebenslauf einlesen' }).click();
    // The PDF is read in a worker thread, which the dev server (tsx) starts slowly on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Erkannte Angaben prüfen' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('region', { name: 'Text aus Ihrer Datei' }).first()).toContainText(
      'Berufserfahrung',
    );
    await expect(page.getByLabel('Vorname')).toHaveValue('Jonas');
    await expect(page.getByLabel('E-Mail')).toHaveValue('jonas.becker@example.de');
    await axe.expectNoSeriousA11yViolations();
    await saveScreenshot(page, 'import-review-de');

    const firstJob = page.getByRole('group', { name: 'Eintrag 1' }).first();
    await firstJob.getByLabel('Position').fill('Leiter IT-Projekte');
    await page.getByRole('button', { name: 'Lebenslauf anlegen' }).click();

    await expect(page).toHaveURL(/\/final-resume/, { timeout: 20_000 });
    const preview = page.locator('.final-page__preview');
    await expect(preview).toContainText('Jonas Becker', { timeout: 20_000 });
    await expect(preview).toContainText('Leiter IT-Projekte');
    await expect(preview).not.toContainText('Projektleiter IT');
    await expect(preview).toContainText('Technische Universität Berlin');
  });

  test('a file it cannot read gets a German message and stays on the upload screen', async ({ page }) => {
    await page.goto('/import');
    await page.getByLabel('Datei auswählen').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\nkein echtes PDF'),
    });
    await page.getByRole('button', { name: 'Lebenslauf einlesen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'beschädigt' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vorhandenen Lebenslauf hochladen' }),
    ).toBeVisible();
  });

  test('the review screen is usable at 360 px', async ({ page, axe }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/import');
    await page.getByLabel('Datei auswählen').setInputFiles(path.join(FIXTURES, 'zweispaltig-links.pdf'));
    await page.getByRole('button', { name: 'Lebenslauf einlesen' }).click();
    await expect(page.getByLabel('Nachname')).toHaveValue('Yılmaz');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe.expectNoSeriousA11yViolations();
    await saveScreenshot(page, 'import-review-360');
  });
});
