/**
 * Accessibility and small screens: every page of the set-up, heading, work-history and
 * education flows passes axe (no serious or critical violation) in German at 1280 px and 360 px,
 * has no horizontal scroll at 360 px, and shows its main button there. Each screen is
 * photographed at 1280 px and 360 px in German and English (e2e/artifacts/screenshots/,
 * git-ignored). Keyboard only: the heading form (photo included) and one job, without the mouse.
 */
import type { Locator, Page } from '@playwright/test';
import { type Api, expect, saveScreenshot, test } from '../fixtures/test';
import {
  expectPath,
  hasFocus,
  pageTitle,
  saveViewportScreenshot,
  scrollWidth,
  tabTo,
} from '../support/wizard-pages';
import { quadrantPng } from '../support/wizard-png';
import {
  expectScreenReady,
  type Language,
  screenNamed,
  WIZARD_SCREENS,
  type WizardScreen,
} from '../support/wizard-screens';
import { CLASSIC_TEMPLATE, seedResume, serverMeta } from '../support/wizard-seed';

test.describe.configure({ timeout: 120_000 });

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 740 };

/**
 * No horizontal scroll at 360 px; the main button, scrolled to the middle of the screen, lies
 * inside the width and is not covered (e.g. by the floating preview button). Scrolled only just
 * into view, at the bottom edge, the floating button can still cover it on /resume: a known issue
 * of the preview layout, not what this check is about.
 */
async function expectFitsNarrow(page: Page, main: Locator): Promise<void> {
  expect(await scrollWidth(page), 'document.scrollingElement.scrollWidth at 360 px').toBeLessThanOrEqual(360);
  await main.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(main).toBeVisible();
  await expect(main).toBeInViewport({ ratio: 0.9 });
  const box = await main.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
  const uncovered = await main.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(uncovered, 'the main button is not covered at its centre').toBe(true);
}

/** A full-page picture taken from the top, so the sticky preview sits where a visitor first sees it. */
async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.getByRole('button', { name: language === 'en' ? 'English' : 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function open(page: Page, api: Api, screen: WizardScreen): Promise<void> {
  await page.setViewportSize(WIDE);
  if (screen.seed) await seedResume(page, api, screen.seed);
  await page.goto(screen.path);
}

test.describe('every wizard page: axe in German at 1280 and 360 px, no horizontal scroll, screenshots in DE and EN', () => {
  for (const screen of WIZARD_SCREENS) {
    test(`${screen.path}`, async ({ page, api, axe }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await open(page, api, screen);
      await screen.prepare?.(page, 'de');
      await expectScreenReady(page, screen, 'de');

      await axe.expectNoSeriousA11yViolations();
      await screenshotFromTop(page, `wizard-de-1280-${screen.name}`);

      await page.setViewportSize(NARROW);
      await expectScreenReady(page, screen, 'de');
      await axe.expectNoSeriousA11yViolations();
      await expectFitsNarrow(page, screen.de.main(page));
      await screenshotFromTop(page, `wizard-de-360-${screen.name}`);

      await switchLanguage(page, 'en');
      await expectScreenReady(page, screen, 'en');
      await expectFitsNarrow(page, screen.en.main(page));
      await screenshotFromTop(page, `wizard-en-360-${screen.name}`);
      await page.setViewportSize(WIDE);
      await expectScreenReady(page, screen, 'en');
      await screenshotFromTop(page, `wizard-en-1280-${screen.name}`);
      expect(pageErrors).toEqual([]);
    });
  }

  test('/resume with the photo modal open (file chosen, cropper shown) and the 360 px preview dialog', async ({
    page,
    api,
    axe,
  }) => {
    await open(page, api, screenNamed('resume'));
    await page.getByRole('button', { name: 'Foto hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto hochladen' });
    await expect(dialog).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    await dialog.getByLabel('Bilddatei auswählen').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: quadrantPng(),
    });
    await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    await saveViewportScreenshot(page, 'wizard-de-1280-resume-photo-modal');

    await page.setViewportSize(NARROW);
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    const save = dialog.getByRole('button', { name: 'Speichern' });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await saveViewportScreenshot(page, 'wizard-de-360-resume-photo-modal');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();

    // Below 1024 px the preview is behind a button and opens full-screen.
    await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
    const previewDialog = page.getByRole('dialog', { name: 'Vorschau' });
    await expect(previewDialog.getByTestId('live-preview')).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    await saveViewportScreenshot(page, 'wizard-de-360-resume-preview-dialog');
    await previewDialog.getByRole('button', { name: 'Vorschau schließen' }).click();
    await expect(previewDialog).toBeHidden();

    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: 'Add photo' }).click();
    const english = page.getByRole('dialog', { name: 'Upload photo' });
    await english.getByLabel('Choose an image file').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: quadrantPng(),
    });
    await expect(english.getByRole('slider', { name: 'Rotation' })).toBeVisible();
    await saveViewportScreenshot(page, 'wizard-en-360-resume-photo-modal');
    await page.setViewportSize(WIDE);
    await saveViewportScreenshot(page, 'wizard-en-1280-resume-photo-modal');
  });
});

test.describe('keyboard only', () => {
  test('the heading form with its photo, and one job, with Tab, typing, Space and Enter — no mouse', async ({
    page,
    api,
  }) => {
    const token = await seedResume(page, api, { heading: null, template: CLASSIC_TEMPLATE });
    // Any pointer use would show here: keyboard activation clicks, but never presses a mouse button.
    await page.addInitScript(() => {
      const w = window as unknown as { __pointerDowns: number };
      w.__pointerDowns = 0;
      document.addEventListener('pointerdown', () => (w.__pointerDowns += 1), true);
      document.addEventListener('mousedown', () => (w.__pointerDowns += 1), true);
    });
    await page.goto('/resume');
    await expect(pageTitle(page)).toHaveText('Wie erreichen Arbeitgeber Sie?');
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

    await test.step('photo: Enter opens the modal, Space opens the file chooser, arrows zoom, Enter saves', async () => {
      await tabTo(page, page.getByRole('button', { name: 'Foto hinzufügen' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Foto hochladen' });
      await expect(dialog).toBeVisible();
      const file = dialog.getByLabel('Bilddatei auswählen');
      await tabTo(page, file);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: quadrantPng() });
      const zoom = dialog.getByRole('slider', { name: 'Zoom' });
      await tabTo(page, zoom);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(zoom).toHaveAttribute('aria-valuetext', '1,2×');
      await tabTo(page, dialog.getByRole('button', { name: 'Speichern' }));
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('img', { name: 'Ihr Bewerbungsfoto' })).toBeVisible();
    });

    await test.step('names, email and place typed after Tab; Enter on Weiter → /expr', async () => {
      await tabTo(page, textbox('Vorname'));
      await page.keyboard.type('Jana Maria');
      await page.keyboard.press('Tab');
      expect(await hasFocus(textbox('Nachname'))).toBe(true);
      await page.keyboard.type('Schröder');
      await tabTo(page, textbox('Ort'));
      await page.keyboard.type('Leipzig');
      await tabTo(page, textbox('E-Mail'));
      await page.keyboard.type('jana.schroeder@example.de');
      await tabTo(page, page.getByRole('button', { name: 'Weiter', exact: true }));
      await page.keyboard.press('Enter');
      await expectPath(page, '/expr');
      expect(await serverMeta(api, token, 'heading')).toMatchObject({
        fname: 'Jana Maria',
        lname: 'Schröder',
        location: 'Leipzig',
        email: 'jana.schroeder@example.de',
      });
    });

    await test.step('/expr → the job form by keyboard; selects by typing, the checkbox by Space', async () => {
      await tabTo(page, page.getByRole('link', { name: 'Weiter', exact: true }));
      await page.keyboard.press('Enter');
      await expectPath(page, '/work-expr-form');
      await tabTo(page, page.getByRole('combobox', { name: 'Position', exact: true }));
      await page.keyboard.type('Softwareentwickler');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Stadtwerke Leipzig GmbH');
      const start = page.getByRole('group', { name: 'Beginn' });
      const month = start.getByRole('combobox', { name: 'Monat' });
      await tabTo(page, month);
      // Type-ahead on the closed select: 'M' picks the first month with M, März. (Letters outside
      // the US layout, like 'ä', reach Chromium as inserted text, which a select ignores.)
      await page.keyboard.press('m');
      await expect(month).toHaveValue('March');
      await page.keyboard.press('Tab');
      await page.keyboard.type('2019');
      await expect(start.getByRole('combobox', { name: 'Jahr' })).toHaveValue('2019');
      const current = page.getByRole('checkbox', { name: 'Ich arbeite derzeit hier' });
      await tabTo(page, current);
      await page.keyboard.press('Space');
      await expect(current).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: 'Weiter', exact: true }));
      await page.keyboard.press('Enter');
      await expectPath(page, '/Work-summary');
      await expect(page.getByRole('article').getByRole('heading')).toHaveText([
        'Softwareentwickler, Stadtwerke Leipzig GmbH',
      ]);
      expect(await serverMeta(api, token, 'work-expr')).toEqual([
        expect.objectContaining({
          jobtitle: 'Softwareentwickler',
          startMonth: 'March',
          startYear: '2019',
          check: true,
        }),
      ]);
    });

    expect(await page.evaluate(() => (window as unknown as { __pointerDowns: number }).__pointerDowns)).toBe(
      0,
    );
  });
});
