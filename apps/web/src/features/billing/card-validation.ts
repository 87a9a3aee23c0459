/**
 * The card form's own checks (test provider), before anything is sent: the same rules Stripe.js
 * applies — a number that passes Luhn, an expiry MM/JJ not in the past, a CVC of 3 or 4 digits.
 * Messages are i18n keys under billing.card.errors.
 */
import { isCardNumber } from '@vita/shared';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardInput;
export type CardErrorKey =
  | 'numberRequired'
  | 'numberInvalid'
  | 'testCardRequired'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid';
export type CardErrors = Partial<Record<CardField, CardErrorKey>>;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' while typing (spaces and dashes are allowed). */
export const formatCardNumber = (value: string): string =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' → '12/34'; a slash typed by the user is kept. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  if (digits.length <= 2) return value.includes('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** MM/JJ → month and four-digit year, or null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function validateCard(input: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOf(input.number);
  if (number === '') errors.number = 'numberRequired';
  else if (/[^\d\s-]/.test(input.number) || !isCardNumber(number)) errors.number = 'numberInvalid';

  const expiry = parseExpiry(input.expiry);
  if (input.expiry.trim() === '') errors.expiry = 'expiryRequired';
  else if (!expiry) errors.expiry = 'expiryInvalid';
  else {
    const thisMonth = now.getFullYear() * 12 + now.getMonth();
    if (expiry.year * 12 + (expiry.month - 1) < thisMonth) errors.expiry = 'expiryPast';
  }

  if (input.cvc.trim() === '') errors.cvc = 'cvcRequired';
  else if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'cvcInvalid';
  return errors;
}
