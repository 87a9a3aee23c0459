/**
 * Sessions: "Überall abmelden" in My Account ends every login of the account. Two browsers are
 * signed in; one signs out everywhere and starts afresh on /, the other is signed out cleanly at
 * its next action (a note and the login modal, no error loop), and its old token is refused.
 * Screenshots in German, at desktop width and at 360 px; axe on every screen.
 */

import type { Page } from '@playwright/test';
import { authed, expect, loginInBrowser, registerViaApi, shot, test } from '../support/accounts';

test.describe.configure({ mode: 'default', timeout: 120_000 });

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('Überall abmelden signs out this browser and, at its next action, the other one', async ({
  page,
  browser,
  api,
  axe,
  request,
  vita,
}) => {
  const account = await registerViaApi(api, 'Lena');
  const other = await browser.newContext({ baseURL: vita.baseURL, locale: 'de-DE' });
  const otherPage = await other.newPage();
  await loginInBrowser(page, account);
  await loginInBrowser(otherPage, account);

  await otherPage.goto('/customer-account');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();

  await page.goto('/customer-account');
  const section = page.getByRole('region', { name: 'Angemeldete Geräte' });
  await expect(section).toBeVisible();
  await expect(
    section.getByText(/beendet jede Anmeldung bei Vita, auf allen Geräten und auch hier/),
  ).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'sessions-section');
  await axe.expectNoSeriousA11yViolations();

  await section.getByRole('button', { name: 'Überall abmelden' }).click();
  const confirm = page.getByRole('dialog', { name: 'Auf allen Geräten abmelden?' });
  await expect(confirm).toBeVisible();
  await shot(page, 'sessions-confirm');
  await axe.expectNoSeriousA11yViolations();
  await confirm.getByRole('button', { name: 'Überall abmelden' }).click();
  await expect(page.getByText('Sie wurden auf allen Geräten abgemeldet.')).toBeVisible();
  // Then this browser starts afresh on /, signed out.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  expect(await storedToken(page)).toBeNull();

  // The other browser still holds its token; the server refuses it now.
  const otherToken = await storedToken(otherPage);
  expect(otherToken).toBe(account.token);
  const refused = await authed(request, account.token, 'get', '/profile-info');
  expect(refused.status).toBe(401);

  // Its next action signs it out cleanly: a note, the login modal, no login left behind.
  await otherPage.getByRole('tab', { name: 'Kommunikationseinstellungen' }).click();
  await expect(otherPage.getByText('Sie wurden abgemeldet. Bitte melden Sie sich erneut an.')).toBeVisible();
  await expect(otherPage.getByRole('dialog', { name: 'Melden Sie sich in Ihrem Konto an' })).toBeVisible();
  expect(await storedToken(otherPage)).toBeNull();
  await expect(otherPage).not.toHaveURL(/\/customer-account/);
  await shot(otherPage, 'sessions-other-signed-out');
  await axe.expectNoSeriousA11yViolations(otherPage);

  // Logging in again works as before.
  const again = await api.post('/login', { mode: 'web', email: account.email, password: account.password });
  expect(again.status).toBe(200);
  await other.close();
});

test('the section and its confirmation at 360 px', async ({ page, api, axe }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const account = await registerViaApi(api, 'Mia');
  await loginInBrowser(page, account);
  await page.goto('/customer-account');
  const section = page.getByRole('region', { name: 'Angemeldete Geräte' });
  await section.scrollIntoViewIfNeeded();
  const button = section.getByRole('button', { name: 'Überall abmelden' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'sessions-section-360');
  await axe.expectNoSeriousA11yViolations();
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Auf allen Geräten abmelden?' })).toBeVisible();
  await shot(page, 'sessions-confirm-360');
  await axe.expectNoSeriousA11yViolations();
});
