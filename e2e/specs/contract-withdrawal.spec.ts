/**
 * "Vertrag widerrufen" (§ 356a BGB): a subscription bought in the browser with the test card is
 * withdrawn from My Account › Abonnement (German, logged in: the order prefilled) and from the
 * public page behind the footer link (English, no login). Both end with "Widerruf bestätigen",
 * the receipt on screen, the confirmation with date and time in a real local SMTP server, the
 * subscription ended and the refund in the order history. Axe, 1280 and 360 px.
 */
import type { Browser, Page } from '@playwright/test';
import { type Axe, saveScreenshot } from '../fixtures/test';
import {
  type Account,
  expect,
  loginInBrowser,
  type MailCatcher,
  planState,
  registerViaApi,
  test,
} from '../support/accounts';

test.describe.configure({ timeout: 300_000 });

const LABELS = {
  de: {
    next: 'Weiter',
    number: 'Kartennummer',
    expiry: 'Gültig bis (MM/JJ)',
    cvc: 'Prüfnummer (CVC)',
    order: 'Zahlungspflichtig bestellen',
  },
  en: {
    next: 'Continue',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    order: 'Order with obligation to pay',
  },
} as const;

/** Buys Vita Premium on /payment with the 4242 test card, as a customer does. */
async function buyInBrowser(page: Page, language: 'de' | 'en') {
  const labels = LABELS[language];
  await page.goto('/payment');
  await page.getByRole('button', { name: labels.next }).click({ timeout: 20_000 });
  const panel = page.getByRole('dialog').first();
  await panel.getByLabel(labels.number).fill('4242 4242 4242 4242');
  await panel.getByLabel(labels.expiry).fill('12/34');
  await panel.getByLabel(labels.cvc).fill('123');
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: labels.order, exact: true }).click();
  await expect(page).toHaveURL(/\/customer-account$/, { timeout: 20_000 });
}

/** The withdrawal confirmation mailed to `email`, decoded. */
async function withdrawalMail(mail: MailCatcher, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        const found = mail.received.find(
          (m) => m.to.includes(email) && m.subject === 'Eingangsbestätigung Ihres Widerrufs',
        );
        text = found?.body ?? '';
        return text;
      },
      { timeout: 20_000, message: `the withdrawal confirmation mailed to ${email}` },
    )
    .not.toBe('');
  return text;
}

/** Screenshots at 1280 and 360 px (no sideways scrolling on a phone), axe on both. */
async function shotsAndAxe(page: Page, axe: Axe, name: string) {
  await axe.expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await axe.expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `${name}-360`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function expectOrderRefunded(page: Page, refunded: RegExp) {
  await page.goto('/order-history');
  await expect(page.getByRole('row', { name: /Vita Premium/ })).toContainText(refunded, { timeout: 15_000 });
}

test('withdraws from My Account › Abonnement: the order prefilled, the mail, the subscription ended and refunded', async ({
  page,
  api,
  axe,
  request,
  vita,
}) => {
  const account = await registerViaApi(api, 'Lena');
  await loginInBrowser(page, account, 'de');
  await buyInBrowser(page, 'de');

  await page.getByRole('tab', { name: 'Abonnement' }).click();
  await expect(page.getByText(/Sie können diesen Vertrag bis zum \d\d\.\d\d\.\d{4} ohne Angabe/)).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await saveScreenshot(page, 'withdrawal-account-de');
  await page
    .getByRole('tabpanel', { name: 'Abonnement' })
    .getByRole('link', { name: 'Vertrag widerrufen' })
    .click();

  await expect(page).toHaveURL(/\/vertrag-widerrufen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible();
  await expect(page.getByText(/^sub_[0-9a-f]{24}$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Vor- und Nachname')).toHaveValue('Lena Schäfer');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(account.email);
  await shotsAndAxe(page, axe, 'withdrawal-form-de');

  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })).toBeVisible();
  await expect(
    page.getByText(/^Wir haben Ihren Widerruf am \d+\. \S+ \d{4} um \d\d:\d\d Uhr erhalten\.$/),
  ).toBeVisible();
  await expect(page.getByText(/Eingangsbestätigung mit dem Inhalt Ihres Widerrufs/)).toBeVisible();
  await shotsAndAxe(page, axe, 'withdrawal-done-de');

  const mail = await withdrawalMail(vita.mail, account.email);
  expect(mail).toContain('Hallo Lena,');
  expect(mail).toMatch(
    /am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr ein Widerruf für diese E-Mail-Adresse bei uns eingegangen/,
  );
  expect(mail).toMatch(
    /Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Vita Premium \(Bestellnummer sub_/,
  );
  expect(mail).toContain('1,95 €, auf Ihre Karte (Visa, Endziffern 4242)');

  expect(await planState(request, account.token)).toBe('ended');
  await expectOrderRefunded(page, /Erstattet am \d\d\.\d\d\.\d{4}/);
  await saveScreenshot(page, 'withdrawal-order-history-de');
  await page.goto('/customer-account');
  await page.getByRole('tab', { name: 'Abonnement' }).click();
  const tab = page.getByRole('tabpanel', { name: 'Abonnement' });
  await expect(tab.getByText('Kein Abonnement', { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByRole('link', { name: 'Vertrag widerrufen' })).toHaveCount(0);
});

/** A browser without a login, in English. */
async function strangerPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
  return { context, page: await context.newPage() };
}

test('withdraws in English from the public footer page, without a login', async ({
  page,
  api,
  axe,
  request,
  browser,
  vita,
}) => {
  const account: Account = await registerViaApi(api, 'Tom');
  await loginInBrowser(page, account, 'en');
  await buyInBrowser(page, 'en');

  const { context, page: visitor } = await strangerPage(browser, vita.baseURL);
  try {
    await visitor.goto('/agb');
    await visitor.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await visitor.goto('/');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Withdraw from contract' }).click();
    await expect(visitor).toHaveURL(/\/vertrag-widerrufen$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Withdraw from contract' })).toBeVisible();
    await visitor.getByLabel('First and last name').fill('Tom Schäfer');
    await visitor.getByLabel('E-mail address').fill(account.email);
    await shotsAndAxe(visitor, axe, 'withdrawal-form-en');

    await visitor.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'We have received your withdrawal' }),
    ).toBeVisible();
    await expect(visitor.getByText('All contracts within the withdrawal period')).toBeVisible();
    await shotsAndAxe(visitor, axe, 'withdrawal-done-en');
  } finally {
    await context.close();
  }

  const mail = await withdrawalMail(vita.mail, account.email);
  expect(mail).toContain('Hallo Tom,');
  expect(mail).not.toContain('Tom Schäfer');
  expect(await planState(request, account.token)).toBe('ended');
  await expectOrderRefunded(page, /Refunded on \d{1,2} [A-Z][a-z]+ \d{4}/);
});
