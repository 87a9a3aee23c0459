import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpellers, type Spellers } from './dictionaries';
import { germanWordRule } from './german-words';

let spellers: Spellers;
beforeAll(async () => {
  spellers = await loadSpellers({ withWordList: true });
});

const rule = (untilMs = Number.POSITIVE_INFINITY) =>
  germanWordRule(spellers.de.spell, spellers.en.spell, { untilMs });

describe('German words beyond the dictionary', () => {
  it.each([
    [
      'closed compounds of two known nouns',
      ['Komponentenbibliothek', 'Klickprototypen', 'Geflüchtetenhilfe'],
    ],
    ['closed compounds with a linking s', ['Redaktionssystem']],
    [
      'hyphenated words whose parts are right',
      ['UX-Designerin', 'Buchungs-App', 'Usability-Tests', 'Design-Thinking-Workshops'],
    ],
    [
      'capitalised English loanwords and names',
      ['Usability', 'Prototyping', 'Award', 'Experience', 'German'],
    ],
  ])('accepts %s', (_, words) => {
    const isRight = rule();
    expect(words.filter((w) => !isRight(w))).toEqual([]);
    expect(words.filter((w) => spellers.de.spell(w))).toEqual([]);
  });

  it.each([
    [
      'typos in compounds',
      ['Projecktmanagement', 'Kundenberatunk', 'Berufserfarung', 'Verantwortungsbewustsein'],
    ],
    ['typos in plain words', ['Erfarung', 'Zuverläsigkeit', 'Teamfähigkiet', 'keit']],
    ['lower-case English words in German text', ['fur', 'and', 'uber']],
    ['hyphenated words with a wrong part', ['Buchungs-Appp', 'UX-Desingerin']],
  ])('flags %s', (_, words) => {
    const isRight = rule();
    expect(words.filter((w) => isRight(w))).toEqual([]);
  });

  it('leaves closed compounds to Hunspell alone once the time budget is spent', () => {
    expect(rule(0)('Komponentenbibliothek')).toBe(false);
    expect(rule(0)('Projektmanagement')).toBe(true);
  });
});
