/**
 * Passkeys end to end: added in My Account, then a login with it and nothing else, then removed —
 * with Chromium's virtual authenticator (CDP WebAuthn domain) standing in for Touch ID or a
 * phone. A passkey needs a domain as RP ID (an IP address is refused by the browser), so this
 * spec runs its own server at http://localhost:<port> with PUBLIC_URL set to that address.
 */
import path from 'node:path';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { test as base, expect, saveScreenshot } from '../fixtures/test';
import { authed, loginInBrowser, registerViaApi } from '../support/accounts';
import { ARTIFACTS_DIR, getFreePort, startServer } from '../support/server';

const test = base.extend<Record<never, never>, { passkeyServer: { baseURL: string } }>({
  passkeyServer: [
    async ({ browserName: _browser }, use, workerInfo) => {
      const port = await getFreePort();
      const publicUrl = `http://localhost:${port}`;
      const server = await startServer({
        port,
        // No PDF is made here: the print browser is not warmed up at start.
        env: { PUBLIC_URL: publicUrl, PDF_WARM: 'false' },
        timeoutMs: 240_000,
        logFile: path.join(ARTIFACTS_DIR, `server-passkeys-${workerInfo.workerIndex}.log`),
      });
      await use({ baseURL: publicUrl });
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ passkeyServer }, use) => use(passkeyServer.baseURL),
});

/** A platform authenticator that keeps discoverable passkeys and verifies the user (as Touch ID does). */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

// Each test walks a whole account flow (add, log out, log in, remove) on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function logOut(page: Page, firstName: string, menuLabel: string, logoutLabel: string) {
  await page.getByRole('button', { name: `${menuLabel} ${firstName}` }).click();
  await page.getByRole('button', { name: logoutLabel, exact: true }).click();
  await expect.poll(() => storedToken(page)).toBeNull();
}

/** The passkey part of My Account, scrolled into view. */
async function passkeySection(page: Page, title: string): Promise<Locator> {
  const section = page.getByRole('region', { name: title });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test('a passkey added in My Account logs in on /signup-login, and is removed again', async ({
  page,
  api,
  axe,
  request,
}) => {
  const account = await registerViaApi(api, 'Paula');
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await loginInBrowser(page, account, 'de');

  await page.goto('/customer-account');
  const section = await passkeySection(page, 'Anmeldung mit Passkey');
  await expect(section.getByText('Sie haben noch keinen Passkey gespeichert.')).toBeVisible();
  await section.getByLabel('Name des Passkeys (freiwillig)').fill('Laptop');
  await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(page.getByText('Ihr Passkey wurde gespeichert.')).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: 'Laptop' });
  await expect(item).toContainText('Noch nicht verwendet');
  await expect(section.getByLabel('Name des Passkeys (freiwillig)')).toHaveValue('');
  // The authenticator now holds one discoverable passkey for localhost.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'passkeys-account-de-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'passkeys-account-de-360');
  await axe.expectNoSeriousA11yViolations();
  await page.setViewportSize({ width: 1280, height: 800 });

  await logOut(page, 'Paula', 'Benutzermenü von', 'Abmelden');

  // Username-less: no e-mail typed, the browser offers the passkey it holds for Vita.
  await page.goto('/signup-login');
  const passkeyButton = page.getByRole('button', { name: 'Mit Passkey anmelden' });
  await expect(passkeyButton).toBeVisible();
  await saveScreenshot(page, 'passkeys-login-page-de-1280');
  await axe.expectNoSeriousA11yViolations();
  await passkeyButton.click();
  await expect(page.getByText('Erfolgreich angemeldet.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/signup-login/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  expect(token).not.toBe(account.token);
  await expect(page.getByRole('button', { name: 'Benutzermenü von Paula' })).toBeVisible();
  // The new login token opens the account, and the passkey shows it was used.
  const listed = await authed(request, token as string, 'get', '/passkeys');
  expect(listed.status).toBe(200);
  expect(listed.body.data).toEqual([
    expect.objectContaining({ name: 'Laptop', last_used_at: expect.any(String) }),
  ]);

  await page.goto('/customer-account');
  const again = await passkeySection(page, 'Anmeldung mit Passkey');
  await expect(again.getByRole('listitem').filter({ hasText: 'Laptop' })).toContainText(
    'Zuletzt verwendet am',
  );
  await again.getByRole('button', { name: 'Passkey „Laptop“ entfernen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Passkey entfernen?' });
  await expect(confirm).toContainText('Mit „Laptop“ können Sie sich danach nicht mehr bei Vita anmelden.');
  await axe.expectNoSeriousA11yViolations();
  await confirm.getByRole('button', { name: 'Passkey entfernen' }).click();
  await expect(page.getByText('Der Passkey wurde entfernt.')).toBeVisible();
  await expect(again.getByText('Sie haben noch keinen Passkey gespeichert.')).toBeVisible();

  // The authenticator still holds it, but Vita no longer accepts it: a clear German message.
  await logOut(page, 'Paula', 'Benutzermenü von', 'Abmelden');
  await page.goto('/signup-login');
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dieser Passkey ist bei Vita nicht gespeichert.' }),
  ).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('English, at 360 px: the login modal signs in with a passkey; a refused check says so', async ({
  page,
  api,
  axe,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const account = await registerViaApi(api, 'Jonas');
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await loginInBrowser(page, account, 'en');

  await page.goto('/customer-account');
  const section = await passkeySection(page, 'Sign in with a passkey');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Your passkey has been saved.')).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Passkey 1' })).toContainText('Not used yet');
  await saveScreenshot(page, 'passkeys-account-en-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'passkeys-account-en-1280');
  await axe.expectNoSeriousA11yViolations();
  await page.setViewportSize({ width: 360, height: 800 });

  await logOut(page, 'Jonas', 'User menu of', 'Logout');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in your account' });
  await expect(login.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();

  // The fingerprint is not recognised: nothing is signed, the user is told and may try again.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await login.getByLabel('Email').fill(account.email);
  await login.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(login.getByRole('alert')).toHaveText(
    'The passkey sign-in was cancelled. You can try again or sign in with your email and password.',
  );
  await saveScreenshot(page, 'passkeys-login-modal-en-360');
  await axe.expectNoSeriousA11yViolations();
  expect(await storedToken(page)).toBeNull();

  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  await login.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeTruthy();
  await expect(login).toBeHidden();
});
