import { describe, expect, it } from 'vitest';
import { normaliseBirthDate } from './birth-date';

describe('normaliseBirthDate', () => {
  it.each([
    ['1995-04-03', 'de', '03.04.1995'],
    ['1995-04-03 in Dortmund', 'de', '03.04.1995 in Dortmund'],
    ['geboren 1995-4-3 in Köln', 'de', 'geboren 03.04.1995 in Köln'],
    ['3.4.1995 in Bonn', 'de', '03.04.1995 in Bonn'],
    ['1995-04-03', 'en', '03/04/1995'],
  ] as const)('%s (%s) → %s', (typed, language, expected) => {
    expect(normaliseBirthDate(typed, language)).toBe(expected);
  });

  it.each([
    ['14.03.1996 in Köln', 'de'],
    ['1995-02-30', 'de'],
    ['31.02.1995', 'de'],
    ['März 1996, Köln', 'de'],
    ['', 'de'],
    ['3.4.1995', 'en'],
  ] as const)('leaves %s (%s) as typed', (typed, language) => {
    expect(normaliseBirthDate(typed, language)).toBe(typed);
  });
});
