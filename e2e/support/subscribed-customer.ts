import type { Page } from '@playwright/test';

/**
 * A customer with an active plan, made through the real API as the app makes one: register
 * (adopting the resume of `resumeToken` when given), a test-card token from the built-in test
 * provider, then the trial plan. Downloads need both a login and a plan (02 §6).
 */
export async function subscribedCustomer(baseURL: string, options: { resumeToken?: string } = {}) {
  const email = `kundin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.de`;
  const password = 'Geheim123!';
  const register = await api(baseURL, '/register', {
    first_name: 'Lena',
    last_name: 'Schäfer',
    email,
    password,
    ...(options.resumeToken ? { resume_token: options.resumeToken, resume_name: 'Lebenslauf' } : {}),
  });
  const token = String(register.token);
  const card = await api(baseURL, '/test-payments/tokens', {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
  });
  await api(
    baseURL,
    '/stripe-payment',
    { stripeToken: (card.data as { id: string }).id, subscription_id: 2 },
    token,
  );
  return { email, password, token, userInfo: register.data };
}

/** Puts the customer's login into the page's local storage, under the app's keys (token, sub_status, user_info). */
export async function signInPage(page: Page, customer: { token: string; userInfo: unknown }) {
  await page.evaluate(
    ({ token, userInfo }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('sub_status', '1');
      localStorage.setItem('user_info', JSON.stringify(userInfo));
    },
    { token: customer.token, userInfo: customer.userInfo },
  );
}

async function api(baseURL: string, path: string, body: object, token?: string) {
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}
