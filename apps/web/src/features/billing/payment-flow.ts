import { billingApi, type PaymentOutcome } from '../../api/billing-api';
import { ApiRequestError } from '../../api/client';
import type { CardEntry } from './card-entry';

/** What ordering came to; the panel turns it into a toast and a message. */
export type OrderResult =
  | { kind: 'paid'; outcome: Extract<PaymentOutcome, { kind: 'paid' }> }
  /** The card form shows what is wrong (or the customer left); nothing was sent for payment. */
  | { kind: 'card-invalid' }
  /** Declined, 3-D Secure failed, or any answer but 200/202 (spec 02 §8 "Payment Failed"). */
  | { kind: 'failed'; status: number; message: string }
  /** The bank still works on it (Stripe "processing"): the webhook finishes it. */
  | { kind: 'processing' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Token → POST /stripe-payment → (3-D Secure → /stripe-payment/confirm) as docs/api.md describes.
 * 3-D Secure is asked at most twice; a still-processing payment is checked again three times.
 */
export async function placeOrder(
  entry: CardEntry,
  loginToken: string,
  subscriptionId: number,
  options: { retryDelayMs?: number } = {},
): Promise<OrderResult> {
  try {
    const stripeToken = await entry.createToken();
    if (!stripeToken) return { kind: 'card-invalid' };
    let outcome = await billingApi.pay(loginToken, stripeToken, subscriptionId);
    for (let round = 0; outcome.kind === 'action' && round < 4; round++) {
      const { action } = outcome;
      if (action.code === 'requires_action') {
        if (round >= 2) break;
        const confirmed = await entry.authenticate(action);
        outcome = await billingApi.confirm(loginToken, action.payment_intent_id);
        if (!confirmed && outcome.kind === 'action') {
          return { kind: 'failed', status: 402, message: '' };
        }
      } else {
        await wait(options.retryDelayMs ?? 2000);
        outcome = await billingApi.confirm(loginToken, action.payment_intent_id);
      }
    }
    if (outcome.kind === 'paid') return { kind: 'paid', outcome };
    return outcome.action.code === 'processing'
      ? { kind: 'processing' }
      : { kind: 'failed', status: 402, message: '' };
  } catch (error) {
    if (error instanceof ApiRequestError)
      return { kind: 'failed', status: error.status, message: error.message };
    return { kind: 'failed', status: 0, message: '' };
  }
}
