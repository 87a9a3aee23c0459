import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpellers, readNounStems, type Spellers } from './dictionaries';
import { HELD_OUT, TUNING } from './fixtures/compound-words';
import { germanWordRule } from './german-words';

let spellers: Spellers;
let nounStems: ReadonlySet<string>;
beforeAll(async () => {
  spellers = await loadSpellers({ withWordList: true });
  nounStems = readNounStems();
});

const rule = (untilMs = Number.POSITIVE_INFINITY) =>
  germanWordRule(spellers.de.spell, spellers.en.spell, { untilMs }, (word) => nounStems.has(word));

/** Of the words the rule accepts, how many are right (precision); of the right ones, how many it accepts (recall). */
function judge(set: { compounds: readonly string[]; typos: readonly string[] }) {
  const isRight = rule();
  const accepted = set.compounds.filter(isRight).length;
  const typosAccepted = set.typos.filter(isRight).length;
  return { precision: accepted / (accepted + typosAccepted), recall: accepted / set.compounds.length };
}

describe('German words beyond the dictionary', () => {
  it.each([
    [
      'closed compounds of two known nouns',
      ['Komponentenbibliothek', 'Klickprototypen', 'Geflüchtetenhilfe'],
    ],
    ['closed compounds with a linking s', ['Redaktionssystem']],
    [
      'closed compounds whose last part is a noun and, written small, a verb form',
      ['Drogeriehandel', 'Drogeriefachhandel'],
    ],
    ['closed compounds of three parts', ['Lagerlogistikprozesse', 'Filialumsatzplanung']],
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
    ['typos in compounds of trade words', ['Drogerihandel', 'Lagerlogisitk', 'Übungsleiterschien']],
    [
      'an English word one slip from the German noun it stands for',
      ['Lagerlogistic', 'Drogeriehandle', 'Kundenbindungsprogram'],
    ],
  ])('flags %s', (_, words) => {
    const isRight = rule();
    expect(words.filter((w) => isRight(w))).toEqual([]);
  });

  it('accepts every compound and flags every typo of the tuning words', () => {
    const isRight = rule();
    expect(TUNING.compounds.filter((word) => !isRight(word))).toEqual([
      'Kommissionierfehlerquote',
      'Gefahrgutbeauftragter',
    ]);
    expect(TUNING.typos.filter((word) => isRight(word))).toEqual([]);
  });

  it('keeps precision and recall at 90 % or more on held-out words it was not tuned on', () => {
    const { precision, recall } = judge(HELD_OUT);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('leaves closed compounds to Hunspell alone once the time budget is spent', () => {
    expect(rule(0)('Komponentenbibliothek')).toBe(false);
    expect(rule(0)('Projektmanagement')).toBe(true);
  });
});
