/**
 * Page helpers for the wizard specs: the set-up walk, the progress bar, the live preview,
 * local storage, a timing probe for the spec's delays, and keyboard-only focus moves.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { squeeze } from '@vita/shared/testing';
import { SCREENSHOT_DIR } from './server';

/** The six progress steps for non-students (work history before education), in German. */
export const NON_STUDENT_ORDER_DE = [
  'Kontaktdaten',
  'Berufserfahrung',
  'Ausbildung',
  'Kenntnisse',
  'Sprachen',
  'Fertigstellen',
];

/** The orange of the active progress step (--accent: #c2410c). */
export const ACTIVE_STEP_COLOUR = 'rgb(194, 65, 12)';

/** Playwright's `page.url()` as path + query. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page is on `path` (exact path, any query unless the path has one). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => (path.includes('?') ? pathOf(page) : new URL(page.url()).pathname)).toBe(path);
}

/** The page's own title (the live preview, later in the page, has the resume's name as h1). */
export function pageTitle(page: Page): Locator {
  return page.getByRole('heading', { level: 1 }).first();
}

// ---------------------------------------------------------------------------------------------
// Local storage

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

export async function readStoredJson<T>(page: Page, key: string): Promise<T | null> {
  const raw = await readStorage(page, key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

export async function resumeTokenOf(page: Page): Promise<string> {
  const token = await readStorage(page, 'resume_token');
  expect(token, 'resume_token in localStorage').toMatch(/^[a-f0-9]{32}$/);
  return token as string;
}

// ---------------------------------------------------------------------------------------------
// Timing probe: when things appeared and when the SPA navigated, measured inside the page.

export interface ProbeTimes {
  /** performance.now() when the landing loader first showed, and when the landing title did. */
  loader?: number;
  landing?: number;
  /** Every click (capture phase) with the clicked control's text. */
  clicks: { text: string; t: number }[];
  /** Every history.pushState with the new path. */
  navigations: { path: string; t: number }[];
}

/** Installs the probe for every document of the page (call before the first goto). */
export async function installTimingProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times: {
      loader?: number;
      landing?: number;
      clicks: { text: string; t: number }[];
      navigations: { path: string; t: number }[];
    } = { clicks: [], navigations: [] };
    (window as unknown as { __vitaProbe: typeof times }).__vitaProbe = times;
    new MutationObserver(() => {
      if (times.loader === undefined) {
        const loader = [...document.querySelectorAll('[role="status"]')].some((el) =>
          /Vita wird geladen|Loading Vita/.test(el.textContent ?? ''),
        );
        if (loader) times.loader = performance.now();
      }
      if (times.landing === undefined && document.getElementById('landing-title')) {
        times.landing = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest('button, a, label') : null;
        times.clicks.push({ text: target?.textContent?.trim() ?? '', t: performance.now() });
      },
      true,
    );
    const push = history.pushState;
    history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
      push.apply(this, args);
      times.navigations.push({ path: location.pathname, t: performance.now() });
    };
  });
}

export async function probeTimes(page: Page): Promise<ProbeTimes> {
  return page.evaluate(() => (window as unknown as { __vitaProbe: ProbeTimes }).__vitaProbe);
}

/** Milliseconds from the last click on a control with `text` to the navigation to `path`. */
export async function clickToNavigationMs(page: Page, text: RegExp, path: string): Promise<number> {
  const times = await probeTimes(page);
  const click = times.clicks.filter((c) => text.test(c.text)).at(-1);
  const navigation = times.navigations.filter((n) => n.path === path).at(-1);
  expect(click, `a click on ${text}`).toBeDefined();
  expect(navigation, `a navigation to ${path}`).toBeDefined();
  return (navigation?.t ?? 0) - (click?.t ?? 0);
}

/**
 * The last click on a control with `text` led to `path` by the 500 ms auto-advance (not sooner,
 * not much later); the delay is noted in the report as `auto-advance after <label> (ms)`.
 */
export async function expectAutoAdvance(
  page: Page,
  text: RegExp,
  path: string,
  label: string,
): Promise<void> {
  const delay = await clickToNavigationMs(page, text, path);
  test.info().annotations.push({ type: `auto-advance after ${label} (ms)`, description: delay.toFixed(0) });
  expect(delay, 'auto-advance in ms').toBeGreaterThanOrEqual(490);
  expect(delay, 'auto-advance in ms').toBeLessThan(2500);
}

/**
 * Records the files put into FormData (name, MIME type, size): the upload's body is a Blob, which
 * Playwright's request object does not expose.
 */
export async function installUploadProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const files: { field: string; type: string; size: number }[] = [];
    (window as unknown as { __vitaUploads: typeof files }).__vitaUploads = files;
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: unknown[]) {
      const [field, value] = args;
      if (value instanceof Blob) files.push({ field: String(field), type: value.type, size: value.size });
      return (append as (...a: unknown[]) => void).apply(this, args);
    } as typeof FormData.prototype.append;
  });
}

export async function uploadedFiles(page: Page): Promise<{ field: string; type: string; size: number }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __vitaUploads: { field: string; type: string; size: number }[] }).__vitaUploads,
  );
}

// ---------------------------------------------------------------------------------------------
// Accessible names

/**
 * A label with a visually hidden ": name" after it (e.g. 'Vorlage wählen: Klassisch'). Chromium
 * computes the name with a space before the colon, as the hidden part is positioned apart.
 */
export function labelWithName(label: string, name: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s*:\\s*${escapeRegExp(name)}$`);
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Progress bar

export function progressBar(page: Page, label = 'Fortschritt'): Locator {
  return page.getByRole('navigation', { name: label });
}

/** The step labels in order, without the number and the "Schritt n von 6:" prefix. */
export async function progressLabels(page: Page, label = 'Fortschritt'): Promise<string[]> {
  const texts = await progressBar(page, label).getByRole('listitem').allTextContents();
  return texts.map((text) => text.replace(/^.*?:\s*/, '').trim());
}

/** The current step (aria-current="step"): its label, its colour and its number's background. */
async function currentStep(
  page: Page,
  label: string,
): Promise<{ text: string; colour: string; numberBackground: string } | null> {
  const current = progressBar(page, label).locator('[aria-current="step"]');
  if ((await current.count()) !== 1) return null;
  return current.evaluate((el) => {
    const number = el.querySelector('[aria-hidden="true"]');
    return {
      text: (el.textContent ?? '').replace(/^.*?:\s*/, '').trim(),
      colour: getComputedStyle(el).color,
      numberBackground: number ? getComputedStyle(number).backgroundColor : '',
    };
  });
}

/** The steps that are links (enabled: their section has data, and not the current one). */
async function progressLinks(page: Page, label = 'Fortschritt'): Promise<string[]> {
  const texts = await progressBar(page, label).getByRole('link').allTextContents();
  return texts.map((text) => text.replace(/^.*?:\s*/, '').trim());
}

/**
 * Asserts the bar as a whole — order, the current step in orange (text and number), and which
 * steps are links — polling until it matches, as the bar follows the path a moment after a
 * navigation.
 */
export async function expectProgress(
  page: Page,
  expected: { order: string[]; active: string; links: string[] },
  label = 'Fortschritt',
): Promise<void> {
  await expect(progressBar(page, label)).toBeVisible();
  await expect
    .poll(async () => ({
      order: await progressLabels(page, label),
      current: await currentStep(page, label),
      links: await progressLinks(page, label),
    }))
    .toEqual({
      order: expected.order,
      current: { text: expected.active, colour: ACTIVE_STEP_COLOUR, numberBackground: ACTIVE_STEP_COLOUR },
      links: expected.links,
    });
}

// ---------------------------------------------------------------------------------------------
// Live preview

/** The live preview beside the form (from 1024 px). */
export function preview(page: Page): Locator {
  return page.getByTestId('live-preview');
}

/**
 * The preview shows `text` (its text content, whatever the template's markup). The templates
 * hyphenate long words where a line ends ("Web-anwendungen"), so spaces and hyphens are left out
 * of the comparison.
 */
export async function expectPreviewToShow(page: Page, text: string): Promise<void> {
  await expectResumeText(preview(page), text);
}

/** A rendered resume (`resume`) shows `text`, allowing for line-end hyphens as above. */
export async function expectResumeText(resume: Locator, text: string, timeout = 10_000): Promise<void> {
  await expect
    .poll(async () => squeeze((await resume.textContent()) ?? ''), { timeout })
    .toContain(squeeze(text));
}

// ---------------------------------------------------------------------------------------------
// Keyboard only

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false } = {},
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? '');
  throw new Error(`Tab did not reach the target within ${max} presses; focus is on ${focused}`);
}

/** Whether `locator` is the focused element. */
export async function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

// ---------------------------------------------------------------------------------------------
// Layout

/**
 * A screenshot of the viewport only, for open dialogs: they are fixed to the viewport, so a
 * full-page picture shows them over an unrelated stretch of the page.
 */
export async function saveViewportScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The page's scroll width (document.scrollingElement), for the 360 px check. */
export async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
}
