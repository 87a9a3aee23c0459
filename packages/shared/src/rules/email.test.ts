import { describe, expect, it } from 'vitest';
import { emailSchema } from '../contracts/accounts';
import { isEmail } from './email';

describe('isEmail', () => {
  it.each([
    ['anna@example.de', true],
    ['  anna@example.de ', true],
    ['anna.schmidt+cv@mail.example.co.uk', true],
    ['jürgen@müller.de', true],
    ['anna@example', false],
    ['anna@example.d', false],
    ['anna example@example.de', false],
    ['anna@@example.de', false],
    ['@example.de', false],
    ['anna@.de', false],
    ['anna@example..de', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('accepts every address the account calls accept', () => {
    for (const value of [
      'a@b.de',
      'anna.schmidt@example.com',
      "o'neil@example.ie",
      'x_y-z@sub.example.org',
    ]) {
      expect(emailSchema.safeParse(value).success).toBe(true);
      expect(isEmail(value)).toBe(true);
    }
  });
});
