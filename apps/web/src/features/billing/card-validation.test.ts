import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry, validateCard } from './card-validation';

const now = new Date('2026-11-22T10:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe('card form checks (test provider)', () => {
  it('accepts a test card with a future expiry and a 3-digit CVC', () => {
    expect(validateCard(good, now)).toEqual({});
    expect(validateCard({ ...good, number: '4000 0025 0000 3155', cvc: '1234' }, now)).toEqual({});
  });

  it('asks for every empty field', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: 'numberRequired',
      expiry: 'expiryRequired',
      cvc: 'cvcRequired',
    });
  });

  it('refuses a number that fails the Luhn check or has letters', () => {
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe('numberInvalid');
    expect(validateCard({ ...good, number: '4242 4242 4242 42a2' }, now).number).toBe('numberInvalid');
  });

  it('refuses an expiry that is not MM/JJ or lies in the past; this month is still valid', () => {
    expect(validateCard({ ...good, expiry: '13/30' }, now).expiry).toBe('expiryInvalid');
    expect(validateCard({ ...good, expiry: '1230' }, now).expiry).toBe('expiryInvalid');
    expect(validateCard({ ...good, expiry: '10/26' }, now).expiry).toBe('expiryPast');
    expect(validateCard({ ...good, expiry: '11/26' }, now).expiry).toBeUndefined();
    expect(parseExpiry('08/2029')).toEqual({ month: 8, year: 2029 });
  });

  it('wants 3 or 4 digits as CVC', () => {
    expect(validateCard({ ...good, cvc: '12' }, now).cvc).toBe('cvcInvalid');
    expect(validateCard({ ...good, cvc: '12345' }, now).cvc).toBe('cvcInvalid');
  });

  it('formats the number in blocks of four and the expiry as MM/JJ while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/')).toBe('12/');
  });
});
