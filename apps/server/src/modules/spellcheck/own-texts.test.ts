import { CATEGORY } from '@vita/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../catalogue/catalogue.service';
import { ownSuggestionTexts } from './own-words';
import { SpellChecker } from './spell-checker';
import { checkTexts } from './spellcheck.service';

// What we suggest must never be flagged by our own spell check: a user who takes a suggestion
// such as "serviceorientiert" from a Kurzprofil must not see it marked as an error.
const texts: string[] = [...ownSuggestionTexts(), ...educationProfilePhrases()];

/** The phrases of the education profiles Schulabschluss, Studium and Berufsausbildung (ids 9001–9003). */
function educationProfilePhrases(): string[] {
  const phrases = [9001, 9002, 9003].map((id) =>
    listings(CATEGORY.educationDescription, id).map((item) => item.description),
  );
  if (phrases.some((list) => list.length === 0)) throw new Error('an education profile has no phrases');
  return phrases.flat();
}

let checker: SpellChecker;
beforeAll(async () => {
  checker = new SpellChecker();
  await checker.start();
});
afterAll(() => checker.close());

describe('our own suggestion texts', () => {
  it('hold no word the German spell check flags', async () => {
    expect(texts.length).toBeGreaterThan(1000);
    const flagged = new Set<string>();
    for (let from = 0; from < texts.length; from += 100) {
      const batch = texts.slice(from, from + 100).map((html, i) => ({ id: String(from + i), html }));
      const { results } = await checkTexts(checker, { lang: 'de', texts: batch });
      for (const result of results) for (const miss of result.misspellings) flagged.add(miss.word);
    }
    expect([...flagged].sort()).toEqual([]);
  }, 300_000);

  it('still flags a typo next to them', async () => {
    const { results } = await checkTexts(checker, {
      lang: 'de',
      texts: [{ id: 'summary', html: '<p>Freundlich, serviceorientiert und zuverläsig.</p>' }],
    });
    expect(results[0]?.misspellings.map((miss) => miss.word)).toEqual(['zuverläsig']);
  });
});
