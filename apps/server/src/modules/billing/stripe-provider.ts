import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  type ChargeRequest,
  type ChargeResult,
  declineMessage,
  failedCharge,
  PaymentInputError,
  type PaymentProvider,
  PaymentUnavailableError,
} from './payment-provider';

/** The SDK pointed at Stripe, or at `STRIPE_API_BASE` (tests run a local fake of Stripe's API). */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Vita' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { outcome: 'succeeded', paymentRef: intent.id };
    case 'requires_action':
      return { outcome: 'requires_action', paymentRef: intent.id, clientSecret: intent.client_secret };
    case 'processing':
      return { outcome: 'processing', paymentRef: intent.id };
    default: {
      // requires_payment_method after a failed 3-D Secure, canceled, …
      return failedCharge(intent.id, intent.last_payment_error, 'payment_intent_authentication_failure');
    }
  }
}

/**
 * Card errors become a failed result; a bad token is the caller's input (400); anything else
 * (network, Stripe down, wrong key) means nothing is known to be charged (503).
 */
function failureOf(error: unknown): ChargeResult {
  if (isStripeError(error) && error.type === 'StripeCardError') {
    return failedCharge(error.payment_intent?.id ?? null, error, 'card_declined');
  }
  throw unavailableOrInput(error);
}

function unavailableOrInput(error: unknown): Error {
  if (isStripeError(error) && error.type === 'StripeInvalidRequestError' && error.statusCode === 404) {
    return new PaymentInputError(
      'invalid_token',
      'Die Kartendaten sind ungültig oder abgelaufen. Bitte geben Sie die Karte erneut ein.',
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new PaymentUnavailableError(`stripe: ${reason}`);
}

export function createStripeProvider(
  config: StripeConfig,
  stripe = createStripeClient(config),
): PaymentProvider {
  const intentParams = (request: ChargeRequest) => ({
    amount: request.amountCents,
    currency: request.currency,
    customer: request.customerRef,
    payment_method: request.paymentMethodRef,
    allowed_payment_method_types: ['card' as const],
    confirm: true,
    description: request.description,
    metadata: { vita_subscription: request.subscriptionPublicId },
  });

  return {
    mode: 'stripe',
    publishableKey: config.publishableKey,

    async describeCard(token) {
      try {
        // Stripe.js gives a PaymentMethod (pm_…); older integrations a card token (tok_…).
        const method = token.startsWith('tok_')
          ? await stripe.paymentMethods.create({ type: 'card', card: { token } })
          : await stripe.paymentMethods.retrieve(token);
        if (!method.card)
          throw new PaymentInputError('invalid_token', 'Bitte bezahlen Sie mit einer Kreditkarte.');
        const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
        return { paymentMethodRef: method.id, card: { brand, last4, expMonth, expYear } };
      } catch (error) {
        if (error instanceof PaymentInputError) throw error;
        if (isStripeError(error) && error.type === 'StripeCardError') {
          throw new PaymentInputError(error.code ?? 'card_declined', declineMessage(error.code ?? '', null));
        }
        throw unavailableOrInput(error);
      }
    },

    async ensureCustomer(known, customer) {
      if (known) return known;
      try {
        const created = await stripe.customers.create(
          { email: customer.email, name: customer.name, metadata: { vita_user: String(customer.userId) } },
          { idempotencyKey: `customer-${customer.userId}` },
        );
        return created.id;
      } catch (error) {
        throw unavailableOrInput(error);
      }
    },

    async chargeOnSession(request) {
      try {
        await stripe.paymentMethods.attach(request.paymentMethodRef, { customer: request.customerRef });
        // Manual confirmation: after 3-D Secure in the browser the server confirms (and decides).
        const intent = await stripe.paymentIntents.create(
          { ...intentParams(request), confirmation_method: 'manual', setup_future_usage: 'off_session' },
          { idempotencyKey: request.idempotencyKey },
        );
        return resultOf(intent);
      } catch (error) {
        return failureOf(error);
      }
    },

    async confirm(paymentRef) {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentRef);
        if (intent.status !== 'requires_confirmation') return resultOf(intent);
        return resultOf(await stripe.paymentIntents.confirm(paymentRef));
      } catch (error) {
        return failureOf(error);
      }
    },

    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentRef,
            amount: request.amountCents,
            reason: 'requested_by_customer',
            metadata: { vita_subscription: request.subscriptionPublicId, vita_reason: 'withdrawal' },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new PaymentUnavailableError(`stripe: refund ${refund.id} ${refund.status}`);
        }
        return { refundRef: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
      } catch (error) {
        // Whatever Stripe refused (down, or already refunded in its dashboard), the refund stays
        // pending in Vita and is tried again; the log names Stripe's reason.
        if (error instanceof PaymentUnavailableError) throw error;
        throw new PaymentUnavailableError(
          `stripe: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },

    async chargeOffSession(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          { ...intentParams(request), off_session: true },
          { idempotencyKey: request.idempotencyKey },
        );
        return resultOf(intent);
      } catch (error) {
        return failureOf(error);
      }
    },
  };
}
