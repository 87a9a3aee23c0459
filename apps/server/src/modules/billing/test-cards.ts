import { randomBytes } from 'node:crypto';
import { isCardNumber, type TestCardToken, type TestCardTokenRequest } from '@vita/shared';

/**
 * The built-in test provider's cards: Stripe's test numbers with Stripe's behaviour
 * (https://docs.stripe.com/testing). Only these are accepted, as Stripe's test mode does.
 */
export type CardBehaviour =
  | 'succeeds'
  | 'declined'
  /** 3-D Secure on the first payment; later off-session charges go through. */
  | 'authenticate-once'
  /** 3-D Secure on every payment: renewals (off-session) fail with authentication_required. */
  | 'authenticate-always'
  /** Saving the card works, every charge is declined. */
  | 'declined-after-attach';

type TestCard = { number: string; brand: string; behaviour: CardBehaviour; declineCode?: string };

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'succeeds' },
  { number: '378282246310005', brand: 'amex', behaviour: 'succeeds' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'declined', declineCode: 'generic_decline' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'declined', declineCode: 'insufficient_funds' },
  { number: '4000002500003155', brand: 'visa', behaviour: 'authenticate-once' },
  { number: '4000002760003184', brand: 'visa', behaviour: 'authenticate-always' },
  {
    number: '4000000000000341',
    brand: 'visa',
    behaviour: 'declined-after-attach',
    declineCode: 'generic_decline',
  },
];

export type CardCheckError = { code: string; field: keyof TestCardTokenRequest; message: string };

export const CARD_MESSAGES = {
  incorrect_number: 'Die Kartennummer ist ungültig. Bitte prüfen Sie die Eingabe.',
  test_card_required: 'Im Testmodus werden nur Testkarten angenommen, z. B. 4242 4242 4242 4242.',
  invalid_expiry_month: 'Der Ablaufmonat ist ungültig.',
  invalid_expiry_year: 'Das Ablaufjahr ist ungültig.',
  expired_card: 'Die Karte ist abgelaufen.',
  invalid_cvc: 'Die Prüfnummer (CVC) muss aus 3 oder 4 Ziffern bestehen.',
} as const;

const error = (code: keyof typeof CARD_MESSAGES, field: CardCheckError['field']): CardCheckError => ({
  code,
  field,
  message: CARD_MESSAGES[code],
});

/**
 * Checks a card as Stripe's tokenisation does (number by Luhn, expiry in the future, CVC 3–4
 * digits) and returns a token that carries only brand, last four digits and expiry. Every
 * problem is listed, so the form can mark all fields at once.
 */
export function createTestCardToken(
  input: TestCardTokenRequest,
  now: Date,
): { token: TestCardToken } | { errors: CardCheckError[] } {
  const errors: CardCheckError[] = [];
  const digits = input.number.replace(/[\s-]/g, '');
  const card = TEST_CARDS.find((c) => c.number === digits);
  if (!isCardNumber(digits)) errors.push(error('incorrect_number', 'number'));
  else if (!card) errors.push(error('test_card_required', 'number'));

  const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const monthValid = input.exp_month >= 1 && input.exp_month <= 12;
  if (!monthValid) errors.push(error('invalid_expiry_month', 'exp_month'));
  if (year < 2000 || year > now.getUTCFullYear() + 50) errors.push(error('invalid_expiry_year', 'exp_year'));
  else if (monthValid && cardExpired({ expMonth: input.exp_month, expYear: year }, now)) {
    errors.push(error('expired_card', 'exp_year'));
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.push(error('invalid_cvc', 'cvc'));

  if (errors.length > 0 || !card) return { errors };
  const last4 = digits.slice(-4);
  const month = String(input.exp_month).padStart(2, '0');
  return {
    token: {
      id: `tok_test_${last4}_${card.brand}_${month}_${year}_${randomBytes(6).toString('hex')}`,
      card: { brand: card.brand, last4, exp_month: input.exp_month, exp_year: year },
    },
  };
}

export type ParsedTestCard = {
  last4: string;
  brand: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
  declineCode: string | null;
};

const TOKEN_PATTERN = /^(?:tok|pm)_test_(\d{4})_([a-z]+)_(\d{2})_(\d{4})_([0-9a-f]{12})$/;

/** Reads a `tok_test_…` token or the `pm_test_…` payment method made from it; null when malformed. */
export function parseTestCard(ref: string): ParsedTestCard | null {
  const match = TOKEN_PATTERN.exec(ref);
  if (!match) return null;
  const [, last4 = '', brand = '', month = '', year = ''] = match;
  const card = TEST_CARDS.find((c) => c.number.endsWith(last4) && c.brand === brand);
  if (!card) return null;
  return {
    last4,
    brand,
    expMonth: Number(month),
    expYear: Number(year),
    behaviour: card.behaviour,
    declineCode: card.declineCode ?? null,
  };
}

/** The card has expired once its expiry month is over. */
export const cardExpired = (card: { expMonth: number; expYear: number }, now: Date) =>
  card.expYear < now.getUTCFullYear() ||
  (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
