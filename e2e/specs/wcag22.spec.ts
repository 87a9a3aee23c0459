/**
 * WCAG 2.2 AA beyond what axe checks by itself: the final page's sections move with one pointer
 * press ("Nach oben" / "Nach unten", 2.5.7), saved as a drop saves them, with the focus kept on
 * the moved section's button; its targets measure at least 24 × 24 px at 360 px (2.5.8); and the
 * field that Tab focuses is never under the sticky header, the floating preview button, the
 * bottom toolbar or a toast (2.4.11). Screenshots of the move buttons at 1280 and 360 px, German
 * and English.
 */

import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type Api, expect, test } from '../fixtures/test';
import { SCREENSHOT_DIR } from '../support/server';
import { SAMPLE_DEGREE, SAMPLE_JOB, seedResume } from '../support/wizard-seed';

test.describe.configure({ timeout: 120_000 });

const NARROW = { width: 360, height: 740 };
/** Tall enough that the whole panel shows above the sticky toolbar in its picture. */
const WIDE_TALL = { width: 1280, height: 1300 };

/** A resume with four sections that can move (Profil, Berufserfahrung, Ausbildung, Kenntnisse). */
async function seedFinal(page: Page, api: Api): Promise<string> {
  const token = await seedResume(page, api, { jobs: [SAMPLE_JOB], degrees: [SAMPLE_DEGREE] });
  const base = { resume_token: token, resume_template_id: 2 };
  for (const [meta_key, meta_value] of [
    ['skills', { data: '<ul><li>Projektmanagement</li><li>Teamfähigkeit</li></ul>', recommended: [] }],
    ['summary', { data: '<p>Erfahrene Entwicklerin.</p>' }],
  ] as const) {
    const saved = await api.post('/resume/save-meta', { ...base, meta_key, meta_value });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await page.evaluate(([key, value]) => localStorage.setItem(`resume_meta_value_${key}`, value), [
      meta_key,
      JSON.stringify(meta_value),
    ] as const);
  }
  return token;
}

async function openFinal(page: Page, token: string): Promise<Locator> {
  await page.goto(`/final-resume?id=${token}`);
  const panel = page.getByRole('region', { name: /^(Abschnitte anordnen|Arrange sections)$/ });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.locator('li .arrange-row__title').first()).toBeVisible();
  return panel;
}

const rowTitles = (panel: Locator) => panel.locator('li .arrange-row__title').allTextContents();

async function storedMain(api: Api, token: string): Promise<number[]> {
  const answer = await api.post('/resume/get-resume-style', { resume_token: token });
  return (answer.body as { data: { layout: { main: number[] } | null } }).data.layout?.main ?? [];
}

/** Width and height of every button and link in `root` narrower or lower than 24 px. */
async function smallTargets(root: Locator): Promise<string[]> {
  return root.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('button, a[href], input, select, [role="button"]')]
      .filter((target) => target.getClientRects().length > 0)
      .map((target) => ({ target, rect: target.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < 24 || rect.height < 24)
      .map(
        ({ target, rect }) =>
          `${target.getAttribute('aria-label') ?? target.textContent}: ${rect.width}×${rect.height}`,
      ),
  );
}

test('final page: the sections move with the buttons, saved on the server, focus kept; targets ≥ 24 px', async ({
  page,
  api,
  axe,
}) => {
  const token = await seedFinal(page, api);
  const panel = await openFinal(page, token);
  const before = await rowTitles(panel);
  expect(before.length).toBeGreaterThanOrEqual(3);
  const [first, second, ...rest] = before as [string, string, ...string[]];
  await expect(panel.getByRole('button', { name: `Nach oben: ${first}` })).toBeDisabled();
  await expect(panel.getByRole('button', { name: `Nach unten: ${before.at(-1)}` })).toBeDisabled();
  const mainBefore = await storedMain(api, token);

  const down = panel.getByRole('button', { name: `Nach unten: ${first}` });
  await down.click();
  await expect.poll(() => rowTitles(panel)).toEqual([second, first, ...rest]);
  await expect(down).toBeFocused();
  await expect(page.getByText(`${first} steht jetzt an Position 2 von ${before.length}.`)).toBeAttached();
  await expect.poll(() => storedMain(api, token)).not.toEqual(mainBefore);
  await axe.expectNoSeriousA11yViolations();

  await page.reload();
  const reloaded = await openFinal(page, token);
  expect(await rowTitles(reloaded)).toEqual([second, first, ...rest]);

  await page.setViewportSize(NARROW);
  await reloaded.scrollIntoViewIfNeeded();
  expect(await smallTargets(reloaded), 'targets under 24 × 24 px at 360 px').toEqual([]);
  await axe.expectNoSeriousA11yViolations();
});

test('screenshots of the move buttons at 1280 and 360 px, German and English', async ({ page, api }) => {
  const token = await seedFinal(page, api);
  for (const language of ['de', 'en'] as const) {
    if (language === 'en') {
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    for (const [width, size] of [
      [1280, WIDE_TALL],
      [360, { width: 360, height: 1300 }],
    ] as const) {
      await page.setViewportSize(size);
      const panel = await openFinal(page, token);
      const name = language === 'de' ? 'Nach unten' : 'Move down';
      await expect(panel.getByRole('button', { name: new RegExp(`^${name}: `) }).first()).toBeVisible();
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: path.join(SCREENSHOT_DIR, `move-buttons-${language}-${width}.png`) });
    }
  }
});

/**
 * Tabs forward `presses` times; at each stop the centre of the focused element must not lie under
 * a fixed or sticky layer of the page (unless the focus is inside that layer).
 */
async function expectFocusNeverCovered(page: Page, presses: number): Promise<number> {
  let checked = 0;
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const rect = focused.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return null;
      const layers = '.site-header--fixed, .wizard-preview__toggle, .final-toolbar, .toaster';
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
      const y = rect.top + rect.height / 2;
      if (y < 0 || y >= window.innerHeight)
        return `${focused.outerHTML.slice(0, 120)} is out of view at y=${y}`;
      const hit = document.elementFromPoint(x, y);
      const layer = hit?.closest(layers);
      if (!layer || layer.contains(focused)) return '';
      return `${focused.outerHTML.slice(0, 120)} is under ${layer.className} at y=${Math.round(y)}`;
    });
    if (covered === null) continue;
    checked += 1;
    expect(covered, `Tab stop ${i + 1}`).toBe('');
  }
  return checked;
}

test('Tab through the heading form at 360 px: no field goes under the floating preview button', async ({
  page,
  api,
}) => {
  await page.setViewportSize(NARROW);
  await seedResume(page, api, {});
  await page.goto('/resume');
  await expect(page.getByRole('button', { name: 'Vorschau', exact: true })).toBeVisible();
  await page.getByText('Weitere Angaben anzeigen').click();
  await expect(page.getByRole('switch', { name: 'Weitere Angaben anzeigen' })).toBeChecked();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await expectFocusNeverCovered(page, 45)).toBeGreaterThan(20);
});

test('Tab through the final page at 360 px: nothing under the sticky header or the bottom toolbar', async ({
  page,
  api,
}) => {
  await page.setViewportSize(NARROW);
  const token = await seedFinal(page, api);
  await openFinal(page, token);
  await expect(page.locator('.site-header--fixed')).toBeVisible();
  await expect(page.locator('.final-toolbar')).toBeVisible();
  expect(await expectFocusNeverCovered(page, 70)).toBeGreaterThan(30);
});

test('while a toast is shown, the focus is scrolled clear of it (scroll padding as high as the toast)', async ({
  page,
  api,
}) => {
  await page.setViewportSize(NARROW);
  const token = await seedFinal(page, api);
  const panel = await openFinal(page, token);
  const [first] = (await rowTitles(panel)) as [string];
  await panel.getByRole('button', { name: `${first} löschen` }).click();
  await page
    .getByRole('dialog', { name: 'Abschnitt löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  const toast = page.locator('.toast');
  await expect(toast).toBeVisible();
  const { covers, padding } = await toast.evaluate((element) => ({
    covers: window.innerHeight - element.getBoundingClientRect().top,
    padding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0,
  }));
  expect(covers).toBeGreaterThan(0);
  expect(padding, `the toast covers the bottom ${covers} px`).toBeGreaterThanOrEqual(covers);
});
