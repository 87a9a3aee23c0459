/**
 * Steps that both language walks through the second half of the wizard take the same way, with
 * the language's texts and values as parameters: the intro pages, the recommendations dialog, a
 * language row, date and place of the signature, and the final page's check. What each walk
 * chooses differently stays in its own file.
 */
import type { Locator, Page } from '@playwright/test';
import { type Axe, saveScreenshot } from '../fixtures/test';
import { escapeRegExp, expectPath, expectResumeText, preview } from './wizard-pages';
import {
  button,
  walkExpect as expect,
  expectAccessible,
  expectPreviewToShow,
  finalResumeIsBuilt,
  link,
  tick,
  title,
  type WalkTexts,
} from './wizard-walk';

/**
 * An intro page (skills, summary, languages, signature): its title, axe when `axe` is given,
 * then its link on to `path`.
 */
export async function passIntro(
  page: Page,
  intro: { title: string; next: string; path: string },
  axe?: Axe,
): Promise<void> {
  await expect(title(page)).toHaveText(intro.title);
  if (axe) await expectAccessible(axe);
  await link(page, intro.next).click();
  await expectPath(page, intro.path);
}

/** The skill recommendations dialog once the spinner before it is gone. */
export async function recommendationsDialog(page: Page, t: WalkTexts): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: t.modalTitle });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/** Types a language into a row's combobox, closes the suggestions and, if given, picks the level. */
export async function pickLanguage(
  page: Page,
  t: WalkTexts,
  row: Locator,
  language: string,
  level?: RegExp,
): Promise<void> {
  await row.fill(language);
  await page.keyboard.press('Escape');
  if (!level) return;
  await page
    .getByRole('group', { name: t.levelGroup(language) })
    .getByRole('radio', { name: level })
    .check();
}

/** The preview's line of a language with its level ('Englisch – C1'), where the bars are drawn. */
export function previewLanguageLine(page: Page, line: string): Locator {
  return preview(page)
    .locator('div', { hasText: new RegExp(`^${escapeRegExp(line)}$`) })
    .last();
}

/** Ticks 'add date and place' under the signature and fills both; the place shows live. */
export async function fillDateAndPlace(page: Page, t: WalkTexts, date: string, place: string): Promise<void> {
  await page.getByRole('checkbox', { name: t.addDatePlace }).check();
  await page.getByRole('textbox', { name: t.date, exact: true }).fill(date);
  await page.getByRole('textbox', { name: t.place, exact: true }).fill(place);
  await expectPreviewToShow(page, place);
}

/** The signature page's Next, on to /final-resume. */
export async function signatureDone(page: Page, t: WalkTexts, axe: Axe, screenshot: string): Promise<void> {
  await expectAccessible(axe);
  await saveScreenshot(page, screenshot);
  await button(page, t.next).click();
  await expectPath(page, '/final-resume');
}

/**
 * /final-resume shows every text of `shown` and not `dropped` (a discarded section); skipped while
 * the page is still a placeholder.
 */
export async function expectFinalResume(
  page: Page,
  t: WalkTexts,
  axe: Axe,
  check: { shown: readonly string[]; dropped: string; screenshot: string },
): Promise<void> {
  if (!finalResumeIsBuilt()) return;
  const resume = page.getByRole('region', { name: t.finalPreview });
  for (const text of check.shown) {
    await expectResumeText(resume, text, 20_000);
  }
  await expect(resume).not.toContainText(check.dropped);
  await expectAccessible(axe);
  await saveScreenshot(page, check.screenshot);
}

/** Ticks the sections on /add-section by keyboard (the styled box's label lies over the native one). */
export async function tickSections(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await tick(page.getByRole('checkbox', { name }));
  }
}

/** The sections are still ticked (after a reload). */
export async function expectSectionsTicked(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
}

/** The status line that confirms an own section called `name`. */
export async function expectOwnSectionAdded(page: Page, t: WalkTexts, name: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: t.ownAdded(name) })).toBeVisible();
}
