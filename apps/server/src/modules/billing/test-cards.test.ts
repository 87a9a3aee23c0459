import { passesLuhn } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { cardExpired, createTestCardToken, parseTestCard, TEST_CARDS } from './test-cards';

const now = new Date('2026-03-02T09:00:00Z');
const valid = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };

describe('the test cards', () => {
  it('all pass the Luhn check, as Stripe does', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
  });
});

describe('test card tokens', () => {
  it('carry last four digits, brand and expiry, and read back with the card’s behaviour', () => {
    const made = createTestCardToken({ ...valid, number: '4000-0027-6000-3184' }, now);
    if (!('token' in made)) throw new Error('expected a token');
    expect(parseTestCard(made.token.id)).toEqual({
      last4: '3184',
      brand: 'visa',
      expMonth: 12,
      expYear: 2034,
      behaviour: 'authenticate-always',
      declineCode: null,
    });
    expect(parseTestCard(made.token.id.replace('tok_', 'pm_'))?.last4).toBe('3184');
  });

  it('lists every problem at once', () => {
    const made = createTestCardToken({ number: '1234', exp_month: 0, exp_year: 1999, cvc: 'abc' }, now);
    expect('errors' in made && made.errors.map((e) => e.code)).toEqual([
      'incorrect_number',
      'invalid_expiry_month',
      'invalid_expiry_year',
      'invalid_cvc',
    ]);
  });

  it.each([
    ['a four-digit CVC', { cvc: '1234' }],
    ['a number with spaces', { number: ' 4242 4242 4242 4242 ' }],
    ['the current month', { exp_month: 3, exp_year: 2026 }],
  ])('accepts %s', (_name, change) => {
    expect('token' in createTestCardToken({ ...valid, ...change }, now)).toBe(true);
  });

  it.each([
    'tok_visa',
    'tok_test_4242_visa_12_2034',
    'tok_test_9999_visa_12_2034_000000000000',
    'tok_test_4242_amex_12_2034_000000000000',
  ])('reads %s as no test card', (token) => {
    expect(parseTestCard(token)).toBeNull();
  });
});

describe('card expiry', () => {
  it.each([
    [2, 2026, true],
    [3, 2026, false],
    [12, 2025, true],
    [1, 2027, false],
  ])('%i/%i has expired on 2 March 2026: %s', (expMonth, expYear, expected) => {
    expect(cardExpired({ expMonth, expYear }, now)).toBe(expected);
  });
});
