/**
 * Money pages (spec 02 §2.9, 2.10, 4, 8, 9; DESIGN.md deviation 6): buy the plan on
 * /payment with the test provider's cards — 4242 succeeds (toast, /customer-account, the order in
 * /order-history, the bill in /bill-history), 0002 is declined ("Zahlung fehlgeschlagen", nothing
 * charged), 3155 asks for 3-D Secure first; another account's bills stay hidden; one run in
 * English. Axe on every screen.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { type Api, test as base, expect } from '../fixtures/test';
import { type Account, authed, loginInBrowser, registerViaApi } from '../support/accounts';

const SHOTS = process.env.VITA_SHOTS_DIR ?? '/tmp/shots-billing';

/** Screenshots to look at; with the card panel open only the window (the panel is fixed). */
async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** The same screen at 1280 and 360 px (the window only, for a fixed panel). */
async function shotsAtBothWidths(page: Page, name: string, fullPage = true) {
  await shot(page, `${name}-1280`, fullPage);
  await page.setViewportSize({ width: 360, height: 780 });
  await shot(page, `${name}-360`, fullPage);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A bill's "PDF" button downloads its Rechnung: a real PDF under the invoice's number. */
async function downloadInvoice(page: Page, bill: ReturnType<Page['getByRole']>, label: RegExp) {
  const downloading = page.waitForEvent('download');
  await bill.getByRole('button', { name: label }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Rechnung-[\w-]+\.pdf$/);
  const { readFileSync } = await import('node:fs');
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
}

/** A registered account, logged in the way the app keeps a login, on the payment page. */
async function paymentPageOfNewAccount(page: Page, api: Api, language: 'de' | 'en' = 'de'): Promise<Account> {
  const account = await registerViaApi(api, 'Lena');
  await loginInBrowser(page, account, language);
  await page.goto('/payment');
  return account;
}

/** `buyer`: a new account on the German payment page. */
const test = base.extend<{ buyer: Account }>({
  buyer: async ({ page, api }, use) => use(await paymentPageOfNewAccount(page, api)),
});

async function fillCard(
  page: Page,
  number: string,
  labels = { number: 'Kartennummer', expiry: 'Gültig bis (MM/JJ)', cvc: 'Prüfnummer (CVC)' },
) {
  const panel = page.getByRole('dialog').first();
  await panel.getByLabel(labels.number).fill(number);
  await panel.getByLabel(labels.expiry).fill('12/34');
  await panel.getByLabel(labels.cvc).fill('123');
  await panel.getByRole('checkbox').check();
}

test.describe.configure({ timeout: 120_000 });

test('buys the plan with the test card: toast, account page, order and bill', async ({
  page,
  api,
  axe,
  request,
  buyer: account,
}) => {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sofortiger Zugang zu allen Funktionen' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('7 Tage vollen Zugang für 1,95 €')).toBeVisible();
  await expect(page.getByText('Danach 29,95 € alle 4 Wochen, inkl. MwSt. Jederzeit kündbar.')).toBeVisible();
  await expect(page.getByText('Montag bis Freitag')).toBeVisible();
  await expect(page.getByText('Testmodus').first()).toBeVisible();
  await shot(page, 'payment-page');
  await axe.expectNoSeriousA11yViolations();

  await page.getByRole('button', { name: 'Weiter' }).click();
  const panel = page.getByRole('dialog', { name: 'Zahlungsdaten' });
  await expect(panel).toBeVisible();
  const order = panel.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true });
  await expect(order).toBeVisible();
  // The terms stand right above the order button (§ 312j BGB): price, rhythm, date, VAT.
  const conversion = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  });
  await expect(panel.getByTestId('payment-terms')).toContainText(`am ${conversion} in das Abonnement`);
  await expect(panel.getByTestId('payment-terms')).toContainText('inkl. 19 % MwSt.');
  // What the first 12 weeks cost without cancellation: 1,95 € + 3 × 29,95 €.
  await expect(panel.getByTestId('payment-twelve-weeks')).toHaveText('91,80 €');
  await expect(panel.getByTestId('payment-terms')).toContainText(
    'Ohne Kündigung kosten die ersten 12 Wochen insgesamt 91,80 € (inkl. MwSt.).',
  );
  await panel.getByRole('heading', { name: 'Ihre Bestellung' }).scrollIntoViewIfNeeded();
  await shotsAtBothWidths(page, 'payment-terms', false);

  // Bad card input is named field by field, and nothing is sent.
  await order.click();
  await expect(panel.getByText('Bitte geben Sie die Kartennummer ein.')).toBeVisible();
  await expect(
    panel.getByText('Bitte stimmen Sie dem sofortigen Beginn der Leistung zu', { exact: false }),
  ).toBeVisible();
  await shot(page, 'payment-panel-errors', false);
  await axe.expectNoSeriousA11yViolations();

  await fillCard(page, '4242 4242 4242 4242');
  await shot(page, 'payment-panel', false);
  await order.click();
  await expect(page.getByText('Zahlung erfolgreich')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/customer-account$/);
  await shot(page, 'payment-success');
  expect(await page.evaluate(() => localStorage.getItem('sub_status'))).toBe('1');
  await page.getByRole('tab', { name: 'Abonnement' }).click();
  await expect(page.getByRole('button', { name: 'Abo zum Ende der Testphase beenden' })).toBeVisible();
  await shotsAtBothWidths(page, 'account-subscription-trial');

  const plan = await authed(request, account.token, 'get', '/subscription-plan');
  expect(
    (plan.body.data as { current_plan: { subscription_billing: { status: number } } }).current_plan
      .subscription_billing.status,
  ).toBe(1);

  await page.goto('/order-history');
  const row = page.getByRole('row', { name: /Vita Premium/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Erfolgreich');
  await expect(row).toContainText('1,95 €');
  await shot(page, 'order-history');
  await axe.expectNoSeriousA11yViolations();

  await row.getByRole('link', { name: 'Rechnungen ansehen' }).click();
  await expect(page).toHaveURL(/\/bill-history\?id=sub_/);
  const bill = page.getByRole('row', { name: /Visa endet auf 4242/ });
  await expect(bill).toBeVisible({ timeout: 15_000 });
  await expect(bill).toContainText('1,95 €');
  await shot(page, 'bill-history');
  await axe.expectNoSeriousA11yViolations();
  await downloadInvoice(page, bill, /^Rechnung .+ als PDF herunterladen$/);

  // Another account cannot read these bills (DESIGN.md deviation 2): the page says so.
  const billUrl = page.url();
  const other = await registerViaApi(api, 'Tom');
  await loginInBrowser(page, other);
  await page.goto(billUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Rechnungen anderer Konten können nicht angezeigt werden.',
  );
  await shot(page, 'bill-history-other-account');
});

test('a declined card says "Zahlung fehlgeschlagen" and charges nothing', async ({
  page,
  axe,
  request,
  buyer: account,
}) => {
  await page.getByRole('button', { name: 'Weiter' }).click({ timeout: 20_000 });
  await fillCard(page, '4000 0000 0000 0002');
  const panel = page.getByRole('dialog', { name: 'Zahlungsdaten' });
  await panel.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('Zahlung fehlgeschlagen', { timeout: 20_000 });
  await expect(alert).toContainText('Es wurde nichts abgebucht.');
  await expect(page).toHaveURL(/\/payment$/);
  await expect(panel.getByLabel('Kartennummer')).toHaveValue('4000 0000 0000 0002');
  await shot(page, 'payment-declined', false);
  await axe.expectNoSeriousA11yViolations();

  const plan = await authed(request, account.token, 'get', '/subscription-plan');
  expect((plan.body.data as { current_plan: unknown }).current_plan).toBeNull();
  const orders = await authed(request, account.token, 'get', '/order-history');
  const list = orders.body.data as { status: number }[];
  expect(list.filter((o) => o.status === 2)).toEqual([]);

  await page.goto('/order-history');
  await expect(page.getByRole('row', { name: /Vita Premium/ })).toContainText('Fehlgeschlagen', {
    timeout: 15_000,
  });
});

test('3-D Secure: the bank asks first, then the payment goes through', async ({ page, api }) => {
  await paymentPageOfNewAccount(page, api);
  await page.getByRole('button', { name: 'Weiter' }).click({ timeout: 20_000 });
  await fillCard(page, '4000 0025 0000 3155');
  await page
    .getByRole('dialog', { name: 'Zahlungsdaten' })
    .getByRole('button', { name: 'Zahlungspflichtig bestellen' })
    .click();
  const bank = page.getByRole('dialog', { name: 'Bestätigung bei Ihrer Bank (3-D Secure)' });
  await expect(bank).toBeVisible({ timeout: 20_000 });
  await shot(page, 'payment-3ds', false);
  await bank.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await expect(page).toHaveURL(/\/customer-account$/, { timeout: 20_000 });
});

test('in English: "Order with obligation to pay", then "Transaction Successful"', async ({
  page,
  api,
  axe,
}) => {
  await paymentPageOfNewAccount(page, api, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Instant access to all features' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCard(page, '4242 4242 4242 4242', {
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
  });
  const panel = page.getByRole('dialog').first();
  await expect(panel.getByTestId('payment-twelve-weeks')).toHaveText('€91.80');
  await expect(panel.getByTestId('payment-terms')).toContainText(
    'Without cancellation the first 12 weeks cost €91.80 in total (incl. VAT).',
  );
  await shotsAtBothWidths(page, 'payment-terms-en', false);
  await axe.expectNoSeriousA11yViolations();
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page.getByText('Transaction Successful')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/customer-account$/);
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await shotsAtBothWidths(page, 'account-subscription-trial-en');
  await page.goto('/order-history');
  const row = page.getByRole('row', { name: /Vita Premium/ });
  await expect(row).toContainText('success', { timeout: 15_000 });
  await row.getByRole('link').click();
  const bill = page.getByRole('row', { name: /Visa/ });
  await expect(bill).toBeVisible({ timeout: 15_000 });
  await downloadInvoice(page, bill, /^Download invoice .+ as PDF$/);
});
