/**
 * The card number rule both the card form and the built-in test provider apply, as Stripe does:
 * 12 to 19 digits whose Luhn checksum holds. Callers strip spaces and dashes first.
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const isCardNumber = (digits: string): boolean => /^\d{12,19}$/.test(digits) && passesLuhn(digits);
