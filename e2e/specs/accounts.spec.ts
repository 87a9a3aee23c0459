/**
 * Accounts (spec 02 §2.1–2.4, 2.7, 2.8, 4, 5, 8), in German: build a resume anonymously,
 * register from the final page's More Options, find it in My Resume, log out and in, reset the
 * password with the code from a real SMTP server, use My Account (contact form, password,
 * subscription, preferences), export the data and delete the account. Axe on every screen.
 */

import type { Locator, Page } from '@playwright/test';
import type { Axe } from '../fixtures/test';
import {
  authed,
  expect,
  fillByLabel,
  loginInBrowser,
  newEmail,
  registerViaApi,
  resetCodeFor,
  shot,
  shotAndAxe,
  subscribeViaApi,
  test,
} from '../support/accounts';
import { SAMPLE_DEGREE, SAMPLE_HEADING, SAMPLE_JOB, seedResume } from '../support/wizard-seed';

/** Sends the form with its button `name` and expects each message in the form. */
async function submitExpecting(form: Locator, name: string, messages: readonly string[]): Promise<void> {
  await form.getByRole('button', { name, exact: true }).click();
  for (const message of messages) {
    await expect(form.getByText(message)).toBeVisible();
  }
}

/**
 * A new password whose confirmation differs: refused with `mismatch` (screenshot and axe), then
 * sent again with the confirmation corrected to `confirm`.
 */
async function sendPasswordAfterMismatch(
  page: Page,
  axe: Axe,
  form: Locator,
  entry: {
    fields: Record<string, string>;
    button: string;
    mismatch: string;
    screenshot: string;
    confirm: string;
  },
): Promise<void> {
  await fillByLabel(form, entry.fields);
  await submitExpecting(form, entry.button, [entry.mismatch]);
  await shotAndAxe(page, axe, entry.screenshot);
  await form.getByLabel('Passwort bestätigen').fill(entry.confirm);
  await form.getByRole('button', { name: entry.button }).click();
}

test.describe.configure({ mode: 'default', timeout: 120_000 });

test('build anonymously, register via More Options, the resume is in My Resume; logout and login', async ({
  page,
  api,
  axe,
}) => {
  const token = await seedResume(page, api, { jobs: [SAMPLE_JOB], degrees: [SAMPLE_DEGREE] });
  await page.goto('/final-resume');
  const moreOptions = page.getByRole('region', { name: 'Weitere Optionen' });
  await expect(moreOptions).toBeVisible({ timeout: 20_000 });
  await moreOptions.getByRole('button', { name: 'Konto erstellen und speichern' }).click();

  const dialog = page.getByRole('dialog', { name: 'Konto erstellen' });
  await expect(dialog).toBeVisible();
  await submitExpecting(dialog, 'Konto erstellen', [
    'Vorname ist erforderlich.',
    'Nachname ist erforderlich.',
    'E-Mail ist ein Pflichtfeld.',
    'Passwort ist ein Pflichtfeld.',
  ]);
  await shotAndAxe(page, axe, 'register-modal-errors');

  const email = newEmail('jana');
  await fillByLabel(dialog, { Vorname: 'Jana', Nachname: 'Schröder', 'E-Mail': email, Passwort: 'kurz' });
  await submitExpecting(dialog, 'Konto erstellen', ['Das Passwort muss mindestens 6 Zeichen lang sein.']);
  await dialog.getByLabel('Passwort').fill('geheim123');
  await shot(page, 'register-modal');
  await dialog.getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(page.getByText('Ihr Konto wurde erstellt.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(moreOptions.getByText('Angemeldet als Jana.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/final-resume/);
  // The fixed header now has the user menu.
  await expect(page.getByRole('button', { name: 'Benutzermenü von Jana' })).toBeVisible();
  await shot(page, 'header-final-logged-in');

  // The resume now belongs to the account: its token alone no longer reads it (deviation 1).
  const alone = await api.post('/resume/get-meta', { resume_token: token, meta_key: 'heading' });
  expect(alone.status).toBe(403);

  await moreOptions.getByRole('link', { name: 'Meine Lebensläufe' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Lebensläufe' })).toBeVisible();
  const row = page.getByRole('row', { name: /Lebenslauf Jana Schröder/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole('cell').first()).toHaveText(/\d+ %/);
  await expect(page.getByRole('link', { name: 'Lebensläufe', exact: true })).toBeVisible();
  await shotAndAxe(page, axe, 'customer-list');

  await page.getByRole('button', { name: 'Kacheln' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lebenslauf Jana Schröder' })).toBeVisible();
  await shotAndAxe(page, axe, 'customer-grid');

  // The user menu: Settings, Order History, Logout.
  await page.getByRole('button', { name: 'Benutzermenü von Jana' }).click();
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bestellübersicht' })).toBeVisible();
  await shotAndAxe(page, axe, 'header-customer-menu');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('resume_token'))).toBeNull();
  // Signed out, the landing page offers "Anmelden" again (shown there on purpose, unlike the spec).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();

  // /customer without a login token goes to /final-resume.
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/final-resume$/);

  // Log in from the standard header of another page.
  await page.goto('/impressum');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Melden Sie sich in Ihrem Konto an' });
  await expect(login).toBeVisible();
  await submitExpecting(login, 'Anmelden', ['E-Mail ist ein Pflichtfeld.', 'Passwort ist ein Pflichtfeld.']);
  await fillByLabel(login, { 'E-Mail': email, Passwort: 'falsch123' });
  await submitExpecting(login, 'Anmelden', ['Ungültige Anmeldedaten.']);
  await shotAndAxe(page, axe, 'login-modal');
  await login.getByLabel('Passwort').fill('geheim123');
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Erfolgreich angemeldet.')).toBeVisible();
  // No plan yet: /payment (02 §4).
  await expect(page).toHaveURL(/\/payment$/);

  await page.goto('/customer');
  await expect(page.getByRole('row', { name: /Lebenslauf Jana Schröder/ })).toBeVisible({ timeout: 15_000 });
  // Edit opens the resume on the final page.
  await page.getByRole('link', { name: '„Lebenslauf Jana Schröder“ bearbeiten' }).click();
  await expect(page).toHaveURL(new RegExp(`/final-resume\\?id=${token}`));
  // The logout emptied this browser: the resume comes back from the server, parts and all.
  await expect(page.locator('.final-page__preview .vt-document').first()).toContainText('Schröder', {
    timeout: 15_000,
  });
  // Download without a plan goes to /payment.
  await page.goto('/customer');
  await page.getByRole('button', { name: '„Lebenslauf Jana Schröder“ herunterladen' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test('forgot password: the code from the e-mail sets a new password', async ({ page, api, axe, vita }) => {
  const account = await registerViaApi(api, 'Mira');
  await page.goto('/impressum');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();

  const step1 = page.getByRole('dialog', { name: 'Gültige E-Mail-Adresse eingeben' });
  await expect(step1).toBeVisible();
  await submitExpecting(step1, 'Absenden', ['E-Mail ist ein Pflichtfeld.']);
  await step1.getByLabel('E-Mail').fill(newEmail('niemand'));
  await submitExpecting(step1, 'Absenden', ['Zu dieser E-Mail-Adresse gibt es kein Konto.']);
  await shotAndAxe(page, axe, 'forgot-step-email');

  const before = vita.mail.received.length;
  await step1.getByLabel('E-Mail').fill(account.email);
  await step1.getByRole('button', { name: 'Absenden' }).click();
  const step2 = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
  await expect(step2).toBeVisible();
  const code = await resetCodeFor(vita.mail, account.email, before);

  await sendPasswordAfterMismatch(page, axe, step2, {
    fields: {
      'Code aus der E-Mail': code,
      'Neues Passwort': 'neuesPasswort1',
      'Passwort bestätigen': 'anderesPasswort',
    },
    button: 'Absenden',
    mismatch: 'Die Passwortbestätigung stimmt nicht überein.',
    screenshot: 'forgot-step-reset',
    confirm: 'neuesPasswort1',
  });
  await expect(page.getByText('Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.')).toBeVisible();
  const login = page.getByRole('dialog', { name: 'Melden Sie sich in Ihrem Konto an' });
  await expect(login).toBeVisible();
  await fillByLabel(login, { 'E-Mail': account.email, Passwort: 'neuesPasswort1' });
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);

  const old = await api.post('/login', { mode: 'web', email: account.email, password: account.password });
  expect(old.status).toBe(401);
});

test('My Account: contact form, password change, subscription, preferences', async ({
  page,
  api,
  axe,
  request,
}) => {
  const account = await registerViaApi(api, 'Tom');
  await loginInBrowser(page, account);
  await page.goto('/customer-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  await expect(page.getByText(`Ihre E-Mail-Adresse: ${account.email}`)).toBeVisible();

  // Every contact field is required, with the spec's German messages.
  for (const label of ['Vorname', 'Nachname']) await page.getByLabel(label, { exact: true }).fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  for (const message of [
    'Vorname ist erforderlich.',
    'Nachname ist erforderlich.',
    'Stadt ist erforderlich.',
    'Ländername ist erforderlich.',
    'Postleitzahl ist erforderlich.',
    'Telefon-Nr. ist erforderlich.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await shot(page, 'account-general-errors');
  await page.getByLabel('Vorname', { exact: true }).fill('Thomas');
  await page.getByLabel('Nachname', { exact: true }).fill('Müller');
  await page.getByLabel('Stadt').fill('Köln');
  await page.getByLabel('Land').fill('Deutschland');
  await page.getByLabel('Postleitzahl').fill('50667');
  await page.getByLabel('Telefon').fill('0221 123456');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihre Kontaktdaten wurden gespeichert.')).toBeVisible();
  const profile = await authed(request, account.token, 'get', '/profile-info');
  expect(profile.body.data).toMatchObject({ firstname: 'Thomas', city: 'Köln', zip_code: '50667' });
  await shotAndAxe(page, axe, 'account-general');

  // Password change: mismatch keeps the modal open; success closes it.
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  const modal = page.getByRole('dialog', { name: 'Passwort ändern' });
  await submitExpecting(modal, 'Passwort ändern', [
    'Altes Passwort ist erforderlich.',
    'Neues Passwort ist erforderlich.',
    'Passwort bestätigen ist erforderlich.',
  ]);
  await sendPasswordAfterMismatch(page, axe, modal, {
    fields: {
      'Altes Passwort': account.password,
      'Neues Passwort': 'neuesGeheim1',
      'Passwort bestätigen': 'neuesGeheim2',
    },
    button: 'Passwort ändern',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    screenshot: 'account-password-modal',
    confirm: 'neuesGeheim1',
  });
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  await expect(modal).toBeHidden();
  // The change revoked every earlier token; this browser goes on with the fresh one it got back.
  expect((await authed(request, account.token, 'get', '/profile-info')).status).toBe(401);
  const freshToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(freshToken).not.toBe(account.token);
  account.token = freshToken;
  const relogin = await api.post('/login', { mode: 'web', email: account.email, password: 'neuesGeheim1' });
  expect(relogin.status).toBe(200);

  // Subscription: none yet, then the test card's plan, then cancelled.
  await page.getByRole('tab', { name: 'Abonnement' }).click();
  await expect(page.getByText('Kein Abonnement')).toBeVisible();
  await shotAndAxe(page, axe, 'account-subscription-none');
  await subscribeViaApi(request, account.token);
  await page.reload();
  await page.getByRole('tab', { name: 'Abonnement' }).click();
  await expect(page.getByText('Vita Premium')).toBeVisible();
  await expect(page.getByText('Testphase', { exact: true })).toBeVisible();
  await shotAndAxe(page, axe, 'account-subscription');
  // In the trial the end at its close is one click, without a confirmation.
  await page.getByRole('button', { name: 'Abo zum Ende der Testphase beenden' }).click();
  await expect(page.getByText('Gekündigt, läuft bis zum Ende des Zeitraums')).toBeVisible();

  // Communication preferences are saved on the server.
  await page.getByRole('tab', { name: 'Kommunikationseinstellungen' }).click();
  await expect(page.getByLabel('Von allen E-Mails abmelden')).toBeChecked();
  await page.getByLabel('Insider-Tipps und Tricks').check();
  await page.getByLabel('Marktforschung').check();
  await expect(page.getByLabel('Von allen E-Mails abmelden')).not.toBeChecked();
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Ihre Einstellungen wurden gespeichert.')).toBeVisible();
  await shotAndAxe(page, axe, 'account-preferences');
  const prefs = await authed(request, account.token, 'get', '/communication-preferences');
  expect(prefs.body.data).toMatchObject({ insider_tips: true, market_research: true, job_alerts: false });
});

test('GDPR: the export holds the resume; after deletion the login fails', async ({ page, api, axe }) => {
  const token = await seedResume(page, api, { jobs: [SAMPLE_JOB] });
  const account = await registerViaApi(api, 'Ida', token);
  await loginInBrowser(page, account);
  await page.goto('/customer-account');
  await expect(page.getByRole('heading', { name: 'Ihre Daten' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Alle meine Daten herunterladen (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vita-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { resumes: { resume_token: string }[] };
  expect(exported.resumes.map((r) => r.resume_token)).toContain(token);
  expect(readFileSync(file, 'utf8')).toContain('Stadtwerke Leipzig GmbH');

  await page.getByRole('button', { name: 'Mein Konto löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
  await submitExpecting(confirm, 'Konto endgültig löschen', ['Bitte bestätigen Sie das Löschen.']);
  await confirm.getByLabel('Ihr Passwort zur Bestätigung').fill('falsch123');
  await confirm.getByLabel('Ja, mein Konto und alle Lebensläufe sollen gelöscht werden.').check();
  await submitExpecting(confirm, 'Konto endgültig löschen', ['Das Passwort ist falsch.']);
  await shotAndAxe(page, axe, 'account-delete');
  await confirm.getByLabel('Ihr Passwort zur Bestätigung').fill(account.password);
  await confirm.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page.getByText('Ihr Konto wurde gelöscht.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const login = await api.post('/login', { mode: 'web', email: account.email, password: account.password });
  expect(login.status).toBe(401);
  const resume = await api.post('/resume/get-meta', { resume_token: token, meta_key: 'heading' });
  expect(resume.status).toBe(404);
});

test('/signup-login: footer only, login and registration on one page', async ({ page, axe }) => {
  await page.goto('/signup-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden oder registrieren' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  for (const link of [
    'AGB',
    'Datenschutz',
    'Barrierefreiheit',
    'Kontakt',
    'Impressum',
    'Verträge hier kündigen',
  ]) {
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Barrierefreiheit' })).toHaveAttribute(
    'href',
    '/accessibility',
  );
  await expect(footer.getByRole('link', { name: 'Verträge hier kündigen' })).toHaveAttribute(
    'href',
    '/vertraege-kuendigen',
  );
  await shotAndAxe(page, axe, 'signup-login');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Konto erstellen' })).toBeVisible();
  await axe.expectNoSeriousA11yViolations();
});

test('English: register from the login modal on the final page, My Resume, logout, the spec’s English messages', async ({
  page,
  api,
  axe,
}) => {
  await seedResume(page, api, { jobs: [SAMPLE_JOB], language: 'en' });
  await page.goto('/final-resume');
  const moreOptions = page.getByRole('region', { name: 'More Options' });
  await expect(moreOptions).toBeVisible({ timeout: 20_000 });
  await moreOptions.getByRole('button', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in your account' });
  await expect(login.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(login.getByRole('button', { name: 'Forgot Password' })).toBeVisible();
  await expect(login.getByRole('link', { name: 'Not registered?' })).toHaveAttribute('href', '/');
  await shotAndAxe(page, axe, 'en-login-modal');

  await login.getByRole('button', { name: 'Create a new account' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  const email = newEmail('jane');
  await fillByLabel(register, {
    'First name': 'Jane',
    'Last name': 'Doe',
    Email: email,
    Password: 'secret123',
  });
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account has been created.')).toBeVisible();
  await expect(moreOptions.getByText('Logged in as Jane.', { exact: false })).toBeVisible();

  await moreOptions.getByRole('link', { name: 'My resumes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Resume' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Lebenslauf Jana Schröder/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Create New Resume' })).toBeVisible();
  await shotAndAxe(page, axe, 'en-customer-list');

  await page.getByRole('button', { name: 'User menu of Jane' }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order History' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/impressum');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Log in your account' });
  await fillByLabel(again, { Email: email, Password: 'wrong-password' });
  await submitExpecting(again, 'Login', ['Invalid Credentials']);
  await again.getByRole('button', { name: 'Forgot Password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Enter Valid Email' });
  await forgot.getByLabel('Email').fill(newEmail('nobody'));
  await submitExpecting(forgot, 'Submit', ['email not exist']);
  await axe.expectNoSeriousA11yViolations();
});

test('download gate: anonymous → registration prefilled from the CV → pay with the test card → back on the final page, the PDF downloading; with a plan My Resume’s Download opens the edit flow', async ({
  page,
  api,
  axe,
  request,
}) => {
  // The whole way, payment included, in one walk: longer than the other account tests.
  test.setTimeout(180_000);
  const email = newEmail('lara');
  const token = await seedResume(page, api, {
    jobs: [SAMPLE_JOB],
    heading: { ...SAMPLE_HEADING, fname: 'Lara', lname: 'Weiß', email },
  });
  await page.goto('/final-resume');
  await page.getByRole('button', { name: 'Herunterladen', exact: true }).first().click({ timeout: 20_000 });
  const download = page.getByRole('dialog', { name: 'Lebenslauf herunterladen' });
  await download.getByLabel('Name des Lebenslaufs').fill('Bewerbung Stadtwerke');
  await download.getByRole('button', { name: 'Herunterladen' }).click();

  // The paywall offers the registration first, filled from the CV's heading; login is second.
  const register = page.getByRole('dialog', { name: 'Konto erstellen' });
  await expect(register.getByLabel('Vorname')).toHaveValue('Lara');
  await expect(register.getByLabel('Nachname')).toHaveValue('Weiß');
  await expect(register.getByLabel('E-Mail')).toHaveValue(email);
  await expect(register.getByRole('button', { name: 'Sie haben schon ein Konto? Anmelden' })).toBeVisible();
  await shotAndAxe(page, axe, 'paywall-register');
  await register.getByLabel('Passwort').fill('geheim123');
  await register.getByRole('button', { name: 'Konto erstellen' }).click();
  // The save-then-continue flag: the local resume is saved, then /payment (no plan yet), which
  // remembers the PDF asked for.
  await expect(page).toHaveURL(/\/payment\?download=pdf$/);
  const userToken = (await page.evaluate(() => localStorage.getItem('token'))) as string;
  const saved = await authed(request, userToken, 'post', '/resume/get-resume-object', {
    resume_token: token,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ resume_name: 'Bewerbung Stadtwerke' });
  expect(Object.keys((saved.body.data as { resume_json_data: object }).resume_json_data)).toContain(
    'resume_meta_value_work_expr',
  );

  await page.getByRole('button', { name: 'Weiter' }).click({ timeout: 20_000 });
  const panel = page.getByRole('dialog', { name: 'Zahlungsdaten' });
  await fillByLabel(panel, {
    Kartennummer: '4242 4242 4242 4242',
    'Gültig bis (MM/JJ)': '12/34',
    'Prüfnummer (CVC)': '123',
  });
  await panel.getByRole('checkbox').check();
  const file = page.waitForEvent('download', { timeout: 30_000 });
  await panel.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  // Back on the final page of that CV: the confirmation, and the PDF asked for before paying.
  await expect(page).toHaveURL(/\/final-resume$/, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Zahlung war erfolgreich' })).toBeVisible();
  expect((await file).suggestedFilename()).toMatch(/^Bewerbung.Stadtwerke\.pdf$/);
  await expect(page.getByText('Ihr Lebenslauf wurde heruntergeladen.')).toBeVisible();
  await shot(page, 'paid-download-final');

  await page.goto('/customer');
  await page.getByRole('button', { name: '„Bewerbung Stadtwerke“ herunterladen' }).click({ timeout: 15_000 });
  // The final page opens the download dialog and then drops the flag, so a reload does not.
  await expect(page.getByRole('dialog', { name: 'Lebenslauf herunterladen' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/final-resume\\?id=${token}$`));
});
