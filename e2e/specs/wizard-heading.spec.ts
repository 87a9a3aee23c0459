/**
 * The heading form /resume in German: every message of 01 §5 (required, invalid and
 * too-long email, names over 34; the photo optional even on a photo template), the first-word rule,
 * the photo modal (file input, portrait 35 × 45 crop, zoom and rotation sliders, JPEG upload), 'show more options', the
 * live preview, and Weiter → /expr with the server's copy.
 */
import { expect, saveScreenshot } from '../fixtures/test';
import { test } from '../support/walk-test';
import {
  escapeRegExp,
  expectPath,
  expectPreviewToShow,
  expectProgress,
  installUploadProbe,
  NON_STUDENT_ORDER_DE,
  pathOf,
  preview,
  saveViewportScreenshot,
  uploadedFiles,
} from '../support/wizard-pages';
import { quadrantPng } from '../support/wizard-png';
import { CLASSIC_TEMPLATE, SAMPLE_HEADING, seedResume, serverMeta } from '../support/wizard-seed';

test.describe('heading form /resume (German)', () => {
  test('every message of 01 §5, the first-word rule, the photo crop, the live preview, Weiter → /expr', async ({
    page,
    context,
    api,
  }) => {
    const token = await seedResume(page, api, { heading: null, template: CLASSIC_TEMPLATE });
    await installUploadProbe(page);
    await page.goto('/resume');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });

    await test.step('progress bar: Heading, Work history, Education, …; Heading active in orange; no links yet', async () => {
      await expectProgress(page, { order: NON_STUDENT_ORDER_DE, active: 'Kontaktdaten', links: [] });
    });

    await test.step('an empty submit shows the required messages, in a focused summary and at each field', async () => {
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      const summary = page.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
      await expect(summary.getByRole('link')).toHaveText([
        'Vorname ist erforderlich.',
        'Nachname muss erforderlich sein',
        'E-Mail ist erforderlich.',
      ]);
      await expect(summary).toBeFocused();
      await expect(field('Vorname')).toHaveAccessibleDescription('Vorname ist erforderlich.');
      await expect(field('Vorname')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('Nachname')).toHaveAccessibleDescription('Nachname muss erforderlich sein');
      await expect(field('E-Mail')).toHaveAccessibleDescription(/E-Mail ist erforderlich\./);
      await expect(page.getByRole('button', { name: 'Foto hinzufügen' })).toHaveAccessibleDescription(
        /Freiwillig/,
      );
      await saveScreenshot(page, 'flow-de-1280-resume-required-errors');
      await summary.getByRole('link', { name: 'E-Mail ist erforderlich.' }).click();
      await expect(field('E-Mail')).toBeFocused();
      expect(pathOf(page)).toBe('/resume');
    });

    await test.step('email: invalid and over 35 characters; names over 34 characters', async () => {
      const checks: [string, string, string][] = [
        [
          'E-Mail',
          'jana@beispiel',
          'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
        ],
        [
          'E-Mail',
          `${'a'.repeat(24)}@beispiel.de`,
          'Die E-Mail-Adresse darf höchstens 35 Zeichen lang sein.',
        ],
        ['Vorname', 'A'.repeat(35), 'Der Vorname darf höchstens 34 Zeichen lang sein.'],
        ['Nachname', 'B'.repeat(35), 'Der Nachname darf höchstens 34 Zeichen lang sein.'],
      ];
      for (const [name, value, message] of checks) {
        await field(name).fill(value);
        await field(name).blur();
        await expect(field(name)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
        await expect(page.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' })).toContainText(
          message,
        );
      }
      // At the limits the messages go.
      await field('E-Mail').fill(`${'a'.repeat(23)}@beispiel.de`);
      await field('Vorname').fill('A'.repeat(34));
      await field('Nachname').fill('B'.repeat(34));
      for (const name of ['E-Mail', 'Vorname', 'Nachname']) {
        await expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');
      }
    });

    await test.step('first-word rule: a pasted "Anna Lena" keeps "Anna"; typed with the space key it stays', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await field('Vorname').fill('');
      await page.evaluate(() => navigator.clipboard.writeText('Anna Lena'));
      await field('Vorname').focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(field('Vorname')).toHaveValue('Anna');
      await field('Nachname').fill('');
      await field('Nachname').pressSequentially('von Berg');
      await expect(field('Nachname')).toHaveValue('von Berg');
      await field('Vorname').fill('');
      await field('Vorname').pressSequentially('Anna Lena');
      await expect(field('Vorname')).toHaveValue('Anna Lena');
    });

    await test.step('photo: file input, portrait 35 × 45 crop, zoom 1–3 and rotation 0–360 sliders, JPEG upload, shown in the preview', async () => {
      await page.getByRole('button', { name: 'Foto hinzufügen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Foto hochladen' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('JPEG, PNG oder GIF, höchstens 10 MB.');
      await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
      await dialog.getByLabel('Bilddatei auswählen').setInputFiles({
        name: 'portrait.png',
        mimeType: 'image/png',
        buffer: quadrantPng(640, 480),
      });
      await expect(dialog).toContainText('portrait.png');
      await expect(dialog.getByRole('group', { name: /Bildausschnitt/ })).toBeVisible();

      const zoom = dialog.getByRole('slider', { name: 'Zoom' });
      const rotation = dialog.getByRole('slider', { name: 'Drehung' });
      await expect(zoom).toHaveAttribute('min', '1');
      await expect(zoom).toHaveAttribute('max', '3');
      await expect(zoom).toHaveAttribute('step', '0.1');
      await expect(rotation).toHaveAttribute('min', '0');
      await expect(rotation).toHaveAttribute('max', '360');
      await expect(rotation).toHaveAttribute('step', '1');
      await zoom.fill('2');
      await expect(zoom).toHaveAttribute('aria-valuetext', '2×');
      await zoom.focus();
      await page.keyboard.press('ArrowRight');
      await expect(zoom).toHaveAttribute('aria-valuetext', '2,1×');
      await rotation.fill('90');
      await expect(rotation).toHaveAttribute('aria-valuetext', '90°');
      await rotation.focus();
      await page.keyboard.press('ArrowRight');
      await expect(rotation).toHaveAttribute('aria-valuetext', '91°');
      await saveViewportScreenshot(page, 'flow-de-1280-resume-photo-modal');

      const upload = page.waitForResponse((r) => r.url().endsWith('/api/v1/resume/upload-photo'));
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      expect((await upload).status()).toBe(200);
      // The cropped photo is exported as JPEG (01 §5).
      expect(await uploadedFiles(page)).toEqual([
        { field: 'photo', type: 'image/jpeg', size: expect.any(Number) },
      ]);
      await expect(dialog).toBeHidden();

      const photo = page.getByRole('img', { name: 'Ihr Bewerbungsfoto' });
      await expect(photo).toBeVisible();
      await expect(page.getByRole('button', { name: 'Foto ändern' })).toBeVisible();
      const ratio = await photo.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      expect(ratio).toBeCloseTo(35 / 45, 1);
      await expect(preview(page).locator('img[src^="data:image/jpeg"]')).toHaveCount(1);
      const stored = await api.post('/resume/get-photo', { resume_token: token });
      expect(stored.status).toBe(200);
      expect((stored.body as { base64_img: string }).base64_img).toMatch(/^data:image\/jpeg;base64,/);
    });

    await test.step('more options: licence, marital status and link show in the preview only while on', async () => {
      const toggle = page.getByRole('switch', { name: 'Weitere Angaben anzeigen' });
      // The switch's input sits under its drawn track: a visitor clicks the label.
      const toggleLabel = page.getByText('Weitere Angaben anzeigen', { exact: true });
      await toggleLabel.click();
      await expect(toggle).toBeChecked();
      await field('Führerschein').fill('Klasse B');
      await field('Familienstand').fill('ledig');
      await expectPreviewToShow(page, 'Klasse B');
      await expectPreviewToShow(page, 'ledig');
      await toggleLabel.click();
      await expect(toggle).not.toBeChecked();
      await expect(field('Führerschein')).toBeHidden();
      await expect(preview(page)).not.toContainText('Klasse B');
      await expect(preview(page)).not.toContainText('ledig');
    });

    await test.step('the preview shows what is typed; Weiter saves (trimmed) and goes to /expr', async () => {
      await field('Vorname').fill('');
      await field('Vorname').pressSequentially('Jana ');
      await field('Nachname').fill('Schröder');
      await field('E-Mail').fill('jana.schroeder@example.de');
      await field('Straße und Hausnummer').fill('Lindenstraße 12');
      await field('Postleitzahl').fill('04109');
      await field('Ort').fill('Leipzig');
      await field('Telefon').fill('0151 23456789');
      for (const text of ['Jana', 'Schröder', 'jana.schroeder@example.de', 'Lindenstraße 12', 'Leipzig']) {
        await expectPreviewToShow(page, text);
      }
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await expectPath(page, '/expr');
      const heading = (await serverMeta(api, token, 'heading')) as Record<string, unknown>;
      // Stored trimmed: the seed's sample heading is what this step typed (phone not compared here).
      const { phone: _phone, ...typed } = SAMPLE_HEADING;
      expect(heading).toMatchObject({ ...typed, moreOptions: false });
      await expectProgress(page, {
        order: NON_STUDENT_ORDER_DE,
        active: 'Berufserfahrung',
        links: ['Kontaktdaten'],
      });
    });
  });
});
