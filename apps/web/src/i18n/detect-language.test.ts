import { describe, expect, it } from 'vitest';
import { detectLanguage, type LanguageHints } from './detect-language';

const none: LanguageHints = {
  stored: null,
  htmlLang: null,
  pathname: '/',
  hostname: 'vita.example',
  browser: [],
};

describe('language detection', () => {
  it.each([
    ['the default', {}, 'de'],
    ['the remembered choice first', { stored: 'en', htmlLang: 'de' }, 'en'],
    ['the html tag before the browser', { htmlLang: 'de', browser: ['en-US'] }, 'de'],
    ['a region code by its language', { stored: 'en-GB' }, 'en'],
    ['an unknown remembered language skipped', { stored: 'fr', htmlLang: 'en' }, 'en'],
    ['the path', { pathname: '/en/resume' }, 'en'],
    ['the sub-domain', { hostname: 'en.vita.example' }, 'en'],
    ['no sub-domain in a bare domain', { hostname: 'en.example', browser: ['de-AT'] }, 'de'],
    ['the browser languages in their order', { browser: ['fr-FR', 'en-US', 'de'] }, 'en'],
  ] as const)('takes %s', (_, hints, expected) => {
    expect(detectLanguage({ ...none, ...hints })).toBe(expected);
  });
});
