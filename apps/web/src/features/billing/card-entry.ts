import type { PaymentAction } from '@vita/shared';

/**
 * What the payment panel needs from a card form, whichever provider is active: the built-in
 * test provider's form or Stripe Elements. The form registers one of these when it is ready.
 */
export interface CardEntry {
  /** Checks what the form can check by itself and shows what is wrong; true when nothing is. */
  check?(): boolean;
  /** Checks the card and returns the provider's token, or null when the form shows what is wrong. */
  createToken(): Promise<string | null>;
  /** Runs the bank's 3-D Secure step; true when the customer confirmed it. */
  authenticate(action: PaymentAction): Promise<boolean>;
}

export interface CardFormProps {
  onReady(entry: CardEntry | null): void;
  disabled: boolean;
}
