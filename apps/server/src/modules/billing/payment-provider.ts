import type { PaymentMode } from '@vita/shared';

export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };

export type ChargeRequest = {
  customerRef: string;
  paymentMethodRef: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key never charges twice (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  /** Lets a webhook find the subscription even when the answer to the charge was lost. */
  subscriptionPublicId: string;
};

export type ChargeResult =
  | { outcome: 'succeeded'; paymentRef: string }
  /** The bank wants 3-D Secure: the browser completes it with the client secret, then confirms. */
  | { outcome: 'requires_action'; paymentRef: string; clientSecret: string | null }
  | { outcome: 'processing'; paymentRef: string }
  | {
      outcome: 'failed';
      paymentRef: string | null;
      code: string;
      declineCode: string | null;
      message: string;
    };

/** Pays a charge back to the card it came from (a withdrawal, § 357a Abs. 1 BGB). */
export type RefundRequest = {
  paymentRef: string;
  amountCents: number;
  /** The same key never refunds twice (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  subscriptionPublicId: string;
};

/** Stripe's refund status: most card refunds succeed at once, some stay pending for a while. */
export type RefundResult = { refundRef: string; status: 'succeeded' | 'pending' };

/** Stripe, or the built-in test provider that behaves like Stripe's test cards. */
export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** What the browser may know; null for the test provider. */
  readonly publishableKey: string | null;
  /** The card behind the browser's token, as a reusable payment method. */
  describeCard(token: string): Promise<{ paymentMethodRef: string; card: CardDetails }>;
  /** The provider's customer for this account: the known one, or a new one. */
  ensureCustomer(
    known: string | null,
    customer: { email: string; name: string; userId: number },
  ): Promise<string>;
  /** Saves the card with the customer and charges it while the customer is present (3-D Secure possible). */
  chargeOnSession(request: ChargeRequest): Promise<ChargeResult>;
  /** Finishes a payment after 3-D Secure. */
  confirm(paymentRef: string): Promise<ChargeResult>;
  /** A renewal, without the customer: no 3-D Secure possible. */
  chargeOffSession(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds a succeeded charge; throws PaymentUnavailableError when it could not be done now. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The token or payment method is unusable (400). */
export class PaymentInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The provider could not be reached or failed on its side (503): nothing is known to be charged. */
/** A failed charge as the gateway reported it; without a code, `fallbackCode` names the failure. */
export function failedCharge(
  paymentRef: string | null,
  error: { code?: string; decline_code?: string } | null | undefined,
  fallbackCode: string,
): ChargeResult {
  const code = error?.code ?? fallbackCode;
  const declineCode = error?.decline_code ?? null;
  return { outcome: 'failed', paymentRef, code, declineCode, message: declineMessage(code, declineCode) };
}

export class PaymentUnavailableError extends Error {}

/** German texts for the decline codes the web shows (spec 02 §8: 'Payment Failed'). */
export function declineMessage(code: string, declineCode: string | null): string {
  if (code === 'authentication_required' || code === 'payment_intent_authentication_failure') {
    return 'Die Zahlung wurde nicht bestätigt (3-D Secure). Bitte versuchen Sie es erneut.';
  }
  if (code === 'expired_card') return 'Die Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.';
  if (code === 'incorrect_cvc') return 'Die Prüfnummer (CVC) ist falsch.';
  if (declineCode === 'insufficient_funds') {
    return 'Die Zahlung wurde abgelehnt: Das Konto ist nicht ausreichend gedeckt. Bitte verwenden Sie eine andere Karte.';
  }
  return 'Die Zahlung wurde von Ihrer Bank abgelehnt. Bitte verwenden Sie eine andere Karte oder wenden Sie sich an Ihre Bank.';
}
