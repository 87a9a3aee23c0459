import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, outbox, subscriptions } from '../../db/schema';
import { call, registerUser } from '../auth/auth.test-support';

export { call, registerUser, testClock } from '../auth/auth.test-support';

export const DAY = 24 * 60 * 60_000;

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticateOnce: '4000 0025 0000 3155',
  authenticateAlways: '4000 0027 6000 3184',
} as const;

/** A card token from the test provider's token call. */
export async function testCardToken(app: FastifyInstance, number: string = CARDS.visa) {
  const res = await call(app, 'POST', '/test-payments/tokens', {
    body: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  if (res.status !== 200) throw new Error(`token failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: string }).id;
}

/** Registers an account and buys the trial plan with the given test card. */
export async function subscribedUser(app: FastifyInstance, number: string = CARDS.visa) {
  const account = await registerUser(app);
  const res = await buy(app, account.token, await testCardToken(app, number));
  return {
    ...account,
    res,
    publicId: (res.body.data as { gateway_payment_id?: string } | undefined)?.gateway_payment_id,
  };
}

/**
 * A subscriber whose card asks for 3-D Secure on every charge, after passing it for the first:
 * the trial runs, and a renewal without the customer present fails.
 */
export async function authenticatedSubscriber(app: FastifyInstance) {
  const account = await subscribedUser(app, CARDS.authenticateAlways);
  const intent = account.res.body.payment_intent_id as string;
  await call(app, 'POST', '/test-payments/authenticate', {
    body: { payment_intent_id: intent, result: 'complete' },
  });
  await call(app, 'POST', '/stripe-payment/confirm', {
    token: account.token,
    body: { payment_intent_id: intent },
  });
  return account;
}

export function buy(app: FastifyInstance, token: string, stripeToken: string, subscriptionId: unknown = 2) {
  return call(app, 'POST', '/stripe-payment', {
    token,
    body: { stripeToken, subscription_id: subscriptionId },
  });
}

export async function subscriptionRows(app: FastifyInstance, userId: number) {
  return app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

export async function orderRows(app: FastifyInstance, userId: number) {
  return app.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
}

export async function mailsTo(app: FastifyInstance, to: string) {
  return app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

export async function loginStatus(app: FastifyInstance, account: { email: string; password: string }) {
  const res = await call(app, 'POST', '/login', {
    body: { mode: 'web', email: account.email, password: account.password },
  });
  return res.body.subscription_status;
}
