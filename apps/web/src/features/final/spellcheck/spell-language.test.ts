import { describe, expect, it } from 'vitest';
import { spellcheckLanguage } from './spell-language';

describe('the language of the spell check', () => {
  it.each([
    ['an English version in the German interface', 'en', 'de', 'en'],
    ['an English version in the English interface', 'en', 'en', 'en'],
    ['a German resume in the English interface', 'de', 'en', 'de'],
    ['a resume without a chosen language in the German interface', null, 'de', 'de'],
    ['a resume without a chosen language in the English interface', null, 'en', 'en'],
    ['an interface language without a dictionary', undefined, 'fr', 'de'],
    ['nothing known', undefined, undefined, 'de'],
  ] as const)('checks %s', (_, documentLanguage, interfaceLanguage, expected) => {
    expect(spellcheckLanguage(documentLanguage, interfaceLanguage)).toBe(expected);
  });
});
