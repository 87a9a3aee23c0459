import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import hyphenDe from 'hyphen/de';
import hyphenEn from 'hyphen/en';
import dePatterns from 'hyphen/patterns/de-1996';
import enPatterns from 'hyphen/patterns/en-us';
import { describe, expect, it } from 'vitest';
import { wordHyphenator } from './hyphen-patterns';

const require = createRequire(import.meta.url);

/** Every `step`-th word of a Hunspell dictionary that is long enough to be hyphenated. */
function dictionaryWords(name: string, step: number): string[] {
  const dir = path.dirname(require.resolve(name));
  const dic = readFileSync(path.join(dir, 'index.dic'), 'utf8').split('\n').slice(1);
  const words = dic.map((line) => line.split('/')[0] ?? '').filter((word) => word.length >= 7);
  return words.filter((_, index) => index % step === 0);
}

const RESUME_TOKENS = [
  'Tabellenkalkulationsprogramme',
  'Kundenberatung,',
  '(Warenpräsentation)',
  'Einzelhandelskauffrau',
  'Kassenführung;',
  'Berufserfahrung:',
  'Qualitätsmanagement-Beauftragte',
  'Verkaufsförderungsmaßnahmen.',
  'ÜBERSTUNDENAUSGLEICH',
  'Responsibilities',
  'communication,',
];

describe('hyphenation with only the patterns a word can match', () => {
  it.each([
    ['German', dePatterns, hyphenDe, dictionaryWords('dictionary-de', 25)],
    ['English', enPatterns, hyphenEn, dictionaryWords('dictionary-en', 10)],
  ] as const)('hyphenates %s words exactly as the hyphen package does', (_, patterns, reference, words) => {
    const hyphenate = wordHyphenator(patterns);
    const tokens = [...RESUME_TOKENS, ...words];
    expect(tokens.length).toBeGreaterThan(1000);
    const differing = tokens.filter(
      (token) => hyphenate(token, 7) !== reference.hyphenateSync(token, { minWordLength: 7 }),
    );
    expect(differing).toEqual([]);
    expect(hyphenate('Tabellenkalkulationsprogramme', 7)).toContain('\u00ad');
  });
});
