/**
 * Set-up screens in German (non-student): the landing painted at once (no loader), CREATE MY RESUME,
 * experience 4-9 with the 500 ms auto-advance, the gallery's colours (hover previews, click
 * stores), the resume token created on hover of a choose button, the build method, and the
 * continue panel's Ja.
 */
import { expect } from '../fixtures/test';
import { test } from '../support/walk-test';
import {
  expectAutoAdvance,
  expectPath,
  installTimingProbe,
  labelWithName,
  pageTitle,
  preview,
  probeTimes,
  readStorage,
  resumeTokenOf,
  saveViewportScreenshot,
} from '../support/wizard-pages';

test.describe('set-up screens (non-student, German)', () => {
  test('landing at once, CREATE → /experience-level, 4-9 → gallery after 500 ms, colours, token on hover, build method → /resume', async ({
    page,
    axe,
  }) => {
    await installTimingProbe(page);
    await page.goto('/');

    await test.step('the landing paints its pitch at once, no loader ever shows', async () => {
      const cta = page.getByRole('button', { name: 'Lebenslauf erstellen' });
      await expect(cta).toBeVisible();
      const times = await probeTimes(page);
      expect(times.landing).toBeDefined();
      expect(times.loader, 'the landing loader appeared').toBeUndefined();
      await expect(page.getByRole('heading', { name: 'In drei Schritten zum Lebenslauf' })).toBeVisible();
      await expect(page.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
        'Vorlage wählen',
        'Lebenslauf mit branchenspezifischen Formulierungen erstellen',
        'Herunterladen',
      ]);
    });

    await test.step('CREATE without a resume goes straight to /experience-level', async () => {
      await page.getByRole('button', { name: 'Lebenslauf erstellen' }).click();
      await expectPath(page, '/experience-level');
      await expect(pageTitle(page)).toHaveText('Wie viel Berufserfahrung haben Sie?');
    });

    await test.step('4-9 goes to /choose-template after 500 ms, without the student question', async () => {
      await page.getByRole('button', { name: /4–9 Jahre/ }).click();
      await expect(page.getByRole('heading', { name: 'Sind Sie Student/in?' })).toHaveCount(0);
      await expectPath(page, '/choose-template');
      await expectAutoAdvance(page, /4–9 Jahre/, '/choose-template', '4-9');
      expect(await readStorage(page, 'experienceLevel')).toBe('4-9');
      expect(await readStorage(page, 'isStudent')).toBe('No');
    });

    await test.step('the gallery: 9 swatches preview on hover and store on click, 12 templates', async () => {
      await expect(pageTitle(page)).toHaveText('Wählen Sie ein Design für Ihren neuen Lebenslauf');
      const swatches = page.getByRole('group', { name: 'Farbe' }).getByRole('radio');
      await expect(swatches).toHaveCount(9);
      await expect(page.getByRole('button', { name: /^Vorlage wählen\s*:/ })).toHaveCount(12);
      const firstCard = page.getByRole('listitem').filter({ hasText: 'Klassisch' }).first();
      await expect(firstCard.locator('[style*="#1f4e79" i]').first()).toBeAttached();

      // Hover previews the ruby colour; leaving the picker returns to the stored (default) colour.
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: 'Rubinrot' }) })
        .hover();
      await expect(firstCard.locator('[style*="#9b2335" i]').first()).toBeAttached();
      expect(await readStorage(page, 'templateColor')).toBeNull();
      await pageTitle(page).hover();
      await expect(firstCard.locator('[style*="#1f4e79" i]').first()).toBeAttached();

      // Clicking stores the colour.
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: 'Mint' }) })
        .click();
      await expect(page.getByRole('radio', { name: 'Mint' })).toBeChecked();
      expect(await readStorage(page, 'templateColor')).toBe('delight-mint');
      await pageTitle(page).hover();
      await expect(firstCard.locator('[style*="#3a9e8c" i]').first()).toBeAttached();
      await axe.expectNoSeriousA11yViolations();
    });

    await test.step('hovering a choose button creates the resume token; choosing goes to the build method', async () => {
      expect(await readStorage(page, 'resume_token')).toBeNull();
      const choose = page.getByRole('button', { name: labelWithName('Vorlage wählen', 'Klassisch') });
      await choose.hover();
      await expect.poll(() => readStorage(page, 'resume_token')).toMatch(/^[a-f0-9]{32}$/);
      const token = await resumeTokenOf(page);
      await choose.click();
      await expectPath(page, '/build-method');
      expect(await readStorage(page, 'resume_token')).toBe(token);
      expect(await readStorage(page, 'templateStyleName')).toBe('styleTempOne');
      expect(await readStorage(page, 'templateId')).toBe('1');
    });

    await test.step('build method: Back → /choose-template, Next → /resume', async () => {
      await expect(pageTitle(page)).toHaveText('Wie möchten Sie Ihren Lebenslauf erstellen?');
      await expect(page.getByRole('link', { name: /Neuen Lebenslauf erstellen/ })).toHaveAttribute(
        'href',
        '/resume',
      );
      await page.getByRole('link', { name: 'Zurück', exact: true }).click();
      await expectPath(page, '/choose-template');
      await page.goBack();
      await expectPath(page, '/build-method');
      await page.getByRole('link', { name: 'Weiter', exact: true }).click();
      await expectPath(page, '/resume');
      await expect(pageTitle(page)).toHaveText('Wie erreichen Arbeitgeber Sie?');
    });

    await test.step('back on /, CREATE asks to continue; Ja returns to the last path', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Lebenslauf erstellen' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Möchten Sie Ihren letzten Lebenslauf weiter bearbeiten?',
      });
      await expect(dialog).toBeVisible();
      await saveViewportScreenshot(page, 'flow-de-1280-landing-continue-panel');
      await dialog.getByRole('button', { name: 'Ja' }).click();
      await expectPath(page, '/resume');
      await expect(preview(page)).toBeVisible();
    });
  });
});
