import { HttpError } from '../../http/errors';
import { type ChargeResult, PaymentInputError, PaymentUnavailableError } from './payment-provider';

/** Billing errors carry a stable `code` beside the German message, as the account errors do. */
export const billingError = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  errors?: Record<string, string>,
) => new HttpError(status, message, errors, { code, ...extra });

export const planNotFound = () => billingError(404, 'plan_not_found', 'Diesen Tarif gibt es nicht.');

export const subscriptionNotFound = () =>
  billingError(404, 'subscription_not_found', 'Dieses Abonnement wurde nicht gefunden.');

/**
 * A declined payment: 402 with the provider's code (card_declined, authentication_required, …).
 * The spec's web treats every answer but 200 as "Payment Failed" (spec 02 §8).
 */
export const paymentFailed = (result: Extract<ChargeResult, { outcome: 'failed' }>) =>
  billingError(402, result.code, result.message, { decline_code: result.declineCode });

export const providerUnavailable = () =>
  billingError(
    503,
    'payment_provider_unavailable',
    'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  );

/** Runs a provider call and turns its errors into answers: bad token 400, provider down 503. */
export async function viaProvider<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof PaymentInputError) {
      throw billingError(400, error.code, error.message, {}, { stripeToken: error.message });
    }
    if (error instanceof PaymentUnavailableError) throw providerUnavailable();
    throw error;
  }
}
