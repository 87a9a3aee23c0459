import { describe, expect, it } from 'vitest';
import { isCardNumber, passesLuhn } from './luhn';

describe('the Luhn check', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['0000000000000000', true],
    ['1234567812345678', false],
  ])('%s passes: %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});

describe('a card number', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['4242 4242 4242 4242', false],
    ['42a2424242424242', false],
    ['00000000000', false],
    ['000000000000', true],
    ['0'.repeat(19), true],
    ['0'.repeat(20), false],
  ])('%s is accepted: %s', (digits, expected) => {
    expect(isCardNumber(digits)).toBe(expected);
  });
});
