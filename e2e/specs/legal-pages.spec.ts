/**
 * Legal pages (spec 02 §2.1, §2.11; DESIGN.md deviation 5): the public cancellation page
 * "Verträge hier kündigen" works without a login, confirms on screen and by e-mail; the
 * accessibility page's e-mail form reaches the operator's mailbox over SMTP; Impressum, privacy,
 * terms and contact show their content with marked placeholders and the ESCO attribution. Runs on
 * a server of its own that mails to a local SMTP server. Axe on every page; one run in English.
 * "Zeugnis verstehen", linked from the footer too, decodes a pasted Arbeitszeugnis in both languages.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, newEmail, planState, test } from '../support/accounts';
import { E2E_OPERATOR } from '../support/server';

const SHOTS = process.env.VITA_SHOTS_DIR ?? '/tmp/shots-billing';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The mail text without quoted-printable soft line breaks. */
const plain = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=C3=BC/g, 'ü')
    .replace(/=C3=A4/g, 'ä');

test.describe.configure({ timeout: 120_000 });

test('cancels a subscription on the public page without a login: confirmation on screen and by e-mail', async ({
  page,
  axe,
  request,
  vita,
  holder,
}) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Verträge hier kündigen' })
    .click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/vertraege-kuendigen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeVisible();

  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie die E-Mail-Adresse Ihres Kontos an.')).toBeVisible();
  await axe.expectNoSeriousA11yViolations();

  await page.getByLabel('Vor- und Nachname').fill('Lena Schäfer');
  await page.getByLabel('E-Mail-Adresse').fill(holder.email);
  await expect(page.getByLabel('Vertrag')).toHaveValue('Vita Premium');
  // Only plans that exist: the plan on sale, never the old yearly one nobody has.
  await expect(page.getByLabel('Vertrag').locator('option')).toHaveText(['Vita Premium']);
  await shot(page, 'cancel-page');
  const before = vita.mail.received.length;
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Kündigung ist eingegangen' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/Wir haben Ihre Kündigung am .+ Uhr erhalten\./)).toBeVisible();
  await shot(page, 'cancel-confirmation');
  await axe.expectNoSeriousA11yViolations();

  expect(await planState(request, holder.token)).toBe('cancelled');
  await expect
    .poll(() => vita.mail.received.slice(before).filter((m) => m.to.includes(holder.email)).length, {
      timeout: 20_000,
      message: 'the cancellation confirmation mail',
    })
    .toBeGreaterThan(0);
});

test('the accessibility page: contents, screen reader table, and an e-mail form that reaches the operator', async ({
  page,
  axe,
  vita,
}) => {
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeVisible({
    timeout: 20_000,
  });
  const toc = page.getByRole('navigation', { name: 'Inhalt' });
  await expect(toc.getByRole('link', { name: 'Telefonservice' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader', { name: 'JAWS' })).toBeVisible();
  await axe.expectNoSeriousA11yViolations();

  const sender = newEmail('erika');
  const form = page.getByRole('form', { name: 'E-Mail an uns' });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();
  await form.getByLabel('Name').fill('Erika Mustermann');
  await form.getByLabel('E-Mail-Adresse').fill(sender);
  await form.getByLabel('Ihre Frage oder Ihr Anliegen').fill('Der Kontrast der Fußzeile ist mir zu schwach.');
  await shot(page, 'accessibility');
  const before = vita.mail.received.length;
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(
    page.getByText('Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      () =>
        vita.mail.received
          .slice(before)
          .filter((m) => m.to.includes('noreply@vita.test') && plain(m.raw).includes(`E-Mail: ${sender}`))
          .length,
      { timeout: 20_000, message: 'the accessibility message in the operator mailbox' },
    )
    .toBe(1);
  await axe.expectNoSeriousA11yViolations();

  // The page's own language selector (02 §2.11).
  await page.getByLabel('Sprache dieser Seite').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Telephone services' })).toBeVisible();
  await axe.expectNoSeriousA11yViolations();
});

/** "[Name des Betreibers]", "[Anschrift des Betreibers]", …: never on a page of a configured server. */
const OPERATOR_PLACEHOLDER = /\[[^\]]*(des Betreibers|Operator's)[^\]]*\]/;
const expectNoOperatorPlaceholder = async (page: Page) => {
  await expect(page.getByText(E2E_OPERATOR.OPERATOR_NAME).first()).toBeVisible();
  expect(await page.locator('body').textContent()).not.toMatch(OPERATOR_PLACEHOLDER);
};

test('Impressum, privacy policy, terms and contact: the configured operator, no placeholder of it, ESCO', async ({
  page,
  axe,
}) => {
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText(
    `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE`,
  );
  await expect(page.getByRole('main')).toContainText(E2E_OPERATOR.OPERATOR_VAT_ID);
  await expect(page.getByRole('main')).toContainText('Lindenstraße 5');
  await expectNoOperatorPlaceholder(page);
  await expect(page.getByRole('main')).toContainText(
    'This service uses the ESCO classification of the European Commission.',
  );
  await shot(page, 'impressum');
  await axe.expectNoSeriousA11yViolations();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihre Rechte' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('ESCO');
  await expectNoOperatorPlaceholder(page);
  await axe.expectNoSeriousA11yViolations();

  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '6. Widerrufsbelehrung' })).toBeVisible();
  await expectNoOperatorPlaceholder(page);
  await axe.expectNoSeriousA11yViolations();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Schreiben Sie uns' })).toBeVisible();
  await expectNoOperatorPlaceholder(page);
  await axe.expectNoSeriousA11yViolations();
});

const ZEUGNIS = `Zeugnis
Frau Petra Lindner war vom 15. Februar 2019 bis zum 31. März 2023 in unserer Filiale in Chemnitz als Verkäuferin beschäftigt.
Zu ihren Aufgaben zählten die Beratung der Kunden, die Warenpräsentation und die Kassenabrechnung.
Frau Lindner verfügt über solide Fachkenntnisse. Sie arbeitete zuverlässig und selbstständig. Frau Lindner erledigte die ihr übertragenen Aufgaben zu unserer vollen Zufriedenheit.
Ihr Verhalten gegenüber Kollegen und Vorgesetzten war einwandfrei.
Das Arbeitsverhältnis endet auf ihren Wunsch. Wir danken ihr und wünschen ihr alles Gute.`;

test('Zeugnis verstehen: a pasted Arbeitszeugnis decoded in German and in English, at 1280 and 360 px', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Zeugnis verstehen' })
    .click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Zeugnis verstehen' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Text des Arbeitszeugnisses').fill(ZEUGNIS);
  await page.getByRole('button', { name: 'Zeugnis auswerten' }).click();
  await expect(page.getByTestId('zeugnis-overall')).toHaveText(/^[1-6],\d$/, { timeout: 20_000 });
  await expect(page.getByText('„vollen“ ohne „stets“ = Note 3.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Was fehlt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Leistung – Note \d,\d$/ })).toBeVisible();
  await expect(page.getByText(/§ 109 GewO/)).toBeVisible();
  await axe.expectNoSeriousA11yViolations();
  await shot(page, 'zeugnis-de-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, 'zeugnis-de-360');

  await page.getByRole('button', { name: 'EN – English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Understand your reference' })).toBeVisible();
  await expect(page.getByText('“vollen” (full) without “stets” (always) = grade 3.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('Text of the reference')).toHaveValue(ZEUGNIS);
  await axe.expectNoSeriousA11yViolations();
  await shot(page, 'zeugnis-en-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'zeugnis-en-1280');
});
