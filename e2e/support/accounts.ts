/**
 * Support for the account specs: a local SMTP server that keeps every mail, a Vita server of the
 * spec's own (fresh DATA_DIR, SMTP_URL pointing at that SMTP server), and account helpers.
 */
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { codeIn, type SmtpTestServer, startSmtpServer } from '@vita/shared/testing';
import { type Api, type Axe, test as base, expect } from '../fixtures/test';
import { ARTIFACTS_DIR, getFreePort, startServer } from './server';

export type MailCatcher = SmtpTestServer;

/** Waits for the next password-reset mail to `email` and returns its 6-digit code. */
export async function resetCodeFor(mail: MailCatcher, email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const found = mail.received.slice(after).filter((m) => m.to.includes(email));
        const last = found.at(-1);
        code = last ? codeIn(last.raw.replace(/=\r?\n/g, '')) : undefined;
        return code;
      },
      { timeout: 20_000, message: `a reset code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/**
 * The Playwright test with a Vita server of its own that mails over SMTP to `mail`, and `holder`:
 * a fresh account with a running subscription (registered on first use in a test).
 */
export const test = base.extend<{ holder: Account }, { vita: { baseURL: string; mail: MailCatcher } }>({
  vita: [
    async ({ browserName: _browser }, use, workerInfo) => {
      const mail = await startSmtpServer();
      const server = await startServer({
        port: await getFreePort(),
        env: { SMTP_URL: mail.url, MAIL_FROM: 'Vita <noreply@vita.test>' },
        logFile: path.join(ARTIFACTS_DIR, `server-accounts-${workerInfo.workerIndex}.log`),
      });
      await use({ baseURL: server.baseURL, mail });
      await server.stop();
      await mail.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ vita }, use) => use(vita.baseURL),
  holder: async ({ api, request }, use) => use(await subscribedAccount(api, request)),
});
export { expect };

let counter = 0;
/** A fresh e-mail address per call. */
export const newEmail = (name: string) => `${name}.${Date.now().toString(36)}${counter++}@example.de`;

export interface Account {
  email: string;
  password: string;
  token: string;
  firstName: string;
}

/** Registers through the API (for tests whose subject is not the registration). */
export async function registerViaApi(api: Api, firstName = 'Lena', resumeToken?: string): Promise<Account> {
  const email = newEmail(firstName.toLowerCase());
  const password = 'geheim123';
  const answer = await api.post('/register', {
    first_name: firstName,
    last_name: 'Schäfer',
    email,
    password,
    ...(resumeToken ? { resume_token: resumeToken, resume_name: `Lebenslauf ${firstName}` } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { email, password, token: (answer.body as { token: string }).token, firstName };
}

/** Puts the login in local storage, as a login in the browser would. */
export async function loginInBrowser(
  page: Page,
  account: Account,
  language: 'de' | 'en' = 'de',
): Promise<void> {
  await page.goto('/api/v1/health');
  await page.evaluate(
    ({ token, firstName, email, language }) => {
      localStorage.setItem('token', token);
      localStorage.setItem(
        'user_info',
        JSON.stringify({ first_name: firstName, last_name: 'Schäfer', email }),
      );
      localStorage.setItem('sub_status', '0');
      localStorage.setItem('i18nextLng', language);
    },
    { token: account.token, firstName: account.firstName, email: account.email, language },
  );
}

/** A call with the login token. */
export async function authed(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  url: string,
  data?: unknown,
) {
  const response = await request[method](`/api/v1${url}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** Buys the plan with the test provider's 4242 card (for the subscription tab). */
export async function subscribeViaApi(request: APIRequestContext, token: string): Promise<void> {
  const card = await request.post('/api/v1/test-payments/tokens', {
    data: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  expect(card.status()).toBe(200);
  const { data } = (await card.json()) as { data: { id: string } };
  const paid = await authed(request, token, 'post', '/stripe-payment', {
    stripeToken: data.id,
    subscription_id: 2,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

/** Screenshots for people to look at (not compared). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(ARTIFACTS_DIR, 'screenshots', `accounts-${name}.png`),
    fullPage: false,
  });
}

/** A screen worth a look: its screenshot, then axe on it. */
export async function shotAndAxe(page: Page, axe: Axe, name: string): Promise<void> {
  await shot(page, name);
  await axe.expectNoSeriousA11yViolations();
}

/** Lena, registered and subscribed with the test card: a holder of a running contract. */
export async function subscribedAccount(api: Api, request: APIRequestContext): Promise<Account> {
  const account = await registerViaApi(api, 'Lena');
  await subscribeViaApi(request, account.token);
  return account;
}

/** The state of the account's plan as the server reports it ('trial', 'cancelled', …). */
export async function planState(request: APIRequestContext, token: string): Promise<string> {
  const plan = await authed(request, token, 'get', '/subscription-plan');
  return (plan.body.data as { plan_details: { state: string } }).plan_details.state;
}

/** Fills a form's fields, each found by its label, in the order given. */
export async function fillByLabel(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label).fill(value);
  }
}
