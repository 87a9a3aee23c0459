/**
 * An account with a running plan, made through the API (registration, a test card from the
 * server's test payment provider, the first payment), for specs that download: the download
 * dialog's gate (02 §2.5) asks for a login and a plan first.
 */
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

export interface PaidAccount {
  /** The login token (local storage key `token`, Authorization: Bearer). */
  token: string;
  userInfo: Record<string, unknown>;
  /** The subscription's public id (bill-history?id=…). */
  gatewayPaymentId: string;
}

export async function createPaidAccount(request: APIRequestContext): Promise<PaidAccount> {
  const email = `pdf-e2e-${randomBytes(4).toString('hex')}@example.de`;
  const registered = await request.post('/api/v1/register', {
    data: { first_name: 'Lena', last_name: 'Schäfer', email, password: 'geheim-123' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { token, data: userInfo } = (await registered.json()) as {
    token: string;
    data: Record<string, unknown>;
  };

  const card = await request.post('/api/v1/test-payments/tokens', {
    data: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
  });
  expect(card.status(), await card.text()).toBe(200);
  const cardToken = ((await card.json()) as { data: { id: string } }).data.id;

  const paid = await request.post('/api/v1/stripe-payment', {
    headers: { authorization: `Bearer ${token}` },
    data: { stripeToken: cardToken, subscription_id: 2 },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { data } = (await paid.json()) as { data: { gateway_payment_id: string } };
  return { token, userInfo, gatewayPaymentId: data.gateway_payment_id };
}
