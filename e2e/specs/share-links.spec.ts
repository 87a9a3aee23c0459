/**
 * Sharing a CV by link, end to end: the owner makes one link per employer on the application
 * page; a stranger's fresh browser opens it (counted, no cookie, not indexed) and downloads the
 * PDF; a password-protected link asks first; a revoked link answers 410. The page shows the
 * template's pages (accent colour, fonts from this server), scaled down at 360 px, its own words in
 * English for an English browser; My Resume offers the same section. Screenshots of the public
 * page at 1280 and 360 px, German and English, and of My Resume: artifacts/screenshots/share-link-*.png.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { accountWithSampleResume, signIn } from '../support/account-resume';
import { ARTIFACTS_DIR } from '../support/server';

test.describe.configure({ timeout: 240_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(ARTIFACTS_DIR, 'screenshots', `share-link-${name}.png`),
    fullPage: true,
  });

/** A visitor who has never seen Vita: a new context, no storage, no cookies. */
async function stranger(browser: Browser, baseURL: string | undefined, width = 1280, locale = 'de-DE') {
  const context = await browser.newContext({ baseURL, locale, viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

/** The template's pages as the PDF has them: A4 pages, the resume's accent colour, fonts from this server. */
async function expectTemplate(page: Page, accent: string) {
  await expect(page.locator('.vt-document .vt-page').first()).toBeVisible();
  const looks = await page.evaluate(async () => {
    await document.fonts.ready;
    const doc = document.querySelector('.vt-document') as HTMLElement;
    return {
      accent: getComputedStyle(doc).getPropertyValue('--vt-colour').trim().toLowerCase(),
      fonts: [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
      foreign: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => !name.startsWith(window.location.origin)),
    };
  });
  expect(looks.accent).toBe(accent.toLowerCase());
  expect(looks.fonts.length).toBeGreaterThan(0);
  expect(looks.foreign).toEqual([]);
}

async function makeLink(page: Page, label: string, options: { password?: string; download?: boolean }) {
  const section = page.getByRole('region', { name: 'Link teilen' });
  await section.getByLabel('Bezeichnung (z. B. die Firma)').fill(label);
  if (options.password) await section.getByLabel('Passwort (optional)').fill(options.password);
  if (options.download) await section.getByText('Download als PDF erlauben').click();
  await section.getByRole('button', { name: 'Link erstellen' }).click();
  const item = section.getByRole('listitem').filter({ hasText: label });
  await expect(item).toBeVisible();
  const url = (await item.locator('code').textContent()) ?? '';
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22,}$/);
  return { item, url };
}

test('one link per employer: opened by a stranger, downloaded, password-protected, revoked', async ({
  page,
  api,
  request,
  axe,
  browser,
  baseURL,
}) => {
  const { account, token } = await accountWithSampleResume(page, api, request);
  const created = await request.post('/api/v1/applications', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { resume_token: token, company: 'Reederei Haverkamp', position: 'Schiffsmechanikerin' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  await signIn(page, account);
  await page.goto(`/bewerbungen/${id}`);

  const open = await makeLink(page, 'Reederei Haverkamp', { download: true });
  await expect(open.item).toContainText('noch nie');
  const built = await request.post('/api/v1/resume/document', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { resume_token: token },
  });
  const accent = ((await built.json()) as { data: { colour: { hex: string } } }).data.colour.hex;

  // A stranger opens it: the CV as a page of its own, no cookie, not for search engines.
  const visitor = await stranger(browser, baseURL);
  const answer = await visitor.page.goto(open.url);
  expect(answer?.status()).toBe(200);
  const headers = answer?.headers() ?? {};
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['set-cookie']).toBeUndefined();
  await expect(visitor.page.getByRole('heading', { level: 1 })).toContainText('Schäfer');
  expect(await visitor.page.locator('script').count()).toBe(0);
  // Sections as the CV has them: no text underlines shown, a later job is not a section title.
  await expect(visitor.page.getByRole('heading', { level: 2, name: 'BERUFSERFAHRUNG' })).toBeVisible();
  expect(await visitor.page.getByRole('heading', { level: 2 }).allTextContents()).not.toContainEqual(
    expect.stringMatching(/\d{2}\/\d{4}/),
  );
  await expect(visitor.page.getByText(/^=+$/)).toHaveCount(0);
  await expectTemplate(visitor.page, accent);
  await expect(visitor.page.locator('html')).toHaveAttribute('lang', 'de');
  await axe.expectNoSeriousA11yViolations(visitor.page);
  await shot(visitor.page, 'public-1280');
  const [download] = await Promise.all([
    visitor.page.waitForEvent('download'),
    visitor.page.getByRole('button', { name: 'Als PDF herunterladen' }).click(),
  ]);
  const file = path.join(ARTIFACTS_DIR, 'share-link.pdf');
  await download.saveAs(file);
  expect(execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' })).toContain('Schäfer');
  await visitor.context.close();

  const phone = await stranger(browser, baseURL, 360);
  await phone.page.goto(open.url);
  await expect(phone.page.getByRole('heading', { level: 1 })).toContainText('Schäfer');
  await expectTemplate(phone.page, accent);
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const pageWidth = await phone.page
    .locator('.vt-page')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(pageWidth).toBeLessThanOrEqual(360);
  expect(pageWidth).toBeGreaterThan(280);
  await axe.expectNoSeriousA11yViolations(phone.page);
  await shot(phone.page, 'public-360');
  await phone.context.close();

  // A visitor whose browser prefers English: the page's own words in English, the CV as written.
  for (const width of [1280, 360]) {
    const english = await stranger(browser, baseURL, width, 'en-GB');
    await english.page.goto(open.url);
    await expect(english.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(english.page.getByRole('button', { name: 'Download as PDF' })).toBeVisible();
    await expect(english.page.getByRole('heading', { level: 2, name: 'BERUFSERFAHRUNG' })).toBeVisible();
    await expectTemplate(english.page, accent);
    expect(await english.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await shot(english.page, `public-en-${width}`);
    await english.context.close();
  }

  // The owner sees who opened it: two views, one download.
  await page.reload();
  const counted = page
    .getByRole('region', { name: 'Link teilen' })
    .getByRole('listitem')
    .filter({ hasText: 'Reederei Haverkamp' });
  await expect(counted.locator('dd').nth(0)).toHaveText('4');
  await expect(counted.locator('dd').nth(1)).toHaveText('1');
  await expect(counted).not.toContainText('noch nie');
  await axe.expectNoSeriousA11yViolations();

  // A second employer gets a protected link: the page asks first, a wrong password is refused.
  const guarded = await makeLink(page, 'Hafenamt Emden', { password: 'Kaimauer-2026' });
  await expect(guarded.item).toContainText('mit Passwort');
  const asked = await stranger(browser, baseURL);
  await asked.page.goto(guarded.url);
  await expect(asked.page.getByRole('heading', { name: 'Geschützter Lebenslauf' })).toBeVisible();
  await axe.expectNoSeriousA11yViolations(asked.page);
  await asked.page.getByLabel('Passwort').fill('falsch');
  const [wrong] = await Promise.all([
    asked.page.waitForResponse((res) => res.request().method() === 'POST'),
    asked.page.getByRole('button', { name: 'Lebenslauf ansehen' }).click(),
  ]);
  expect(wrong.status()).toBe(401);
  await asked.page.getByLabel('Passwort').fill('Kaimauer-2026');
  await asked.page.getByRole('button', { name: 'Lebenslauf ansehen' }).click();
  await expect(asked.page.getByRole('heading', { level: 1 })).toContainText('Schäfer');
  await shot(asked.page, 'password-opened');
  await asked.context.close();

  // Revoked: the first link is gone for everyone, with a German page.
  await counted.getByRole('button', { name: /^Widerrufen/ }).click();
  await expect(counted).toContainText('widerrufen');
  const late = await stranger(browser, baseURL);
  const gone = await late.page.goto(open.url);
  expect(gone?.status()).toBe(410);
  await expect(late.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(late.page.getByRole('main')).toContainText('nicht mehr gültig');
  await shot(late.page, 'revoked');
  await late.context.close();

  // My Resume offers the same section for each resume.
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/customer');
    await page
      .getByRole('button', { name: /^Link zu „.*“ teilen$/ })
      .first()
      .click();
    const mine = page.getByRole('region', { name: /^Link teilen: / });
    await expect(mine.getByRole('listitem').filter({ hasText: 'Hafenamt Emden' })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    await shot(page, `my-resume-${width}`);
  }
});
