import { describe, expect, it } from 'vitest';
import { spellWords } from './spell-words';

const found = (text: string) => spellWords(text).map((w) => w.word);

describe('words the spell check looks at', () => {
  it.each([
    ['letters with umlauts and ß', 'Größe Maß Übung', ['Größe', 'Maß', 'Übung']],
    [
      'inner hyphens join a word',
      'E-Mail-Adresse und Kfz-Mechatroniker',
      ['E-Mail-Adresse', 'und', 'Kfz-Mechatroniker'],
    ],
    ['inner apostrophes join a word', "don't it’s", ["don't", 'it’s']],
    [
      'a trailing hyphen of a shortened compound is not part of it',
      'Ein- und Verkauf',
      ['Ein', 'und', 'Verkauf'],
    ],
    [
      'punctuation around words is left out',
      '„Teamarbeit“ (Vertrieb), Einkauf!',
      ['Teamarbeit', 'Vertrieb', 'Einkauf'],
    ],
    [
      'gender marks split a word',
      'Mitarbeiter*innen Kolleg:innen',
      ['Mitarbeiter', 'innen', 'Kolleg', 'innen'],
    ],
  ])('%s', (_, text, words) => {
    expect(found(text)).toEqual(words);
  });

  it.each([
    ['numbers', 'Note 1,7 seit 2019 und 50 %', ['Note', 'seit', 'und']],
    ['words with digits', 'B2B 3D-Druck Windows10 Level B2', ['Level']],
    ['e-mail addresses', 'Mail: max.mustrmann@beispiel.de bitte', ['Mail', 'bitte']],
    ['URLs with a scheme or www', 'https://www.linkedn.com/in/mxmstr www.mxmstr.de', []],
    ['bare host names with a path', 'Profil: github.com/mxmstr.', ['Profil']],
    ['all-caps abbreviations up to five letters', 'SAP IHK DATEV GmbH', ['GmbH']],
    ['longer all-caps words are checked', 'LEBENSLAUF', ['LEBENSLAUF']],
    ['single letters', 'z. B. d. h.', []],
  ])('skips %s', (_, text, words) => {
    expect(found(text)).toEqual(words);
  });

  it('gives UTF-16 offsets into the text', () => {
    const text = 'Größte Zuverläsigkeit 😀 Erfarung';
    for (const w of spellWords(text)) expect(text.slice(w.offset, w.offset + w.length)).toBe(w.word);
    expect(spellWords(text).map((w) => w.offset)).toEqual([0, 7, 25]);
  });

  it('asks the dictionary about the normalised form: NFC, no soft hyphen, ASCII apostrophe', () => {
    const [decomposed, soft, apostrophe] = spellWords('Gro\u0308ße Lebens\u00adlauf team’s');
    expect(decomposed).toMatchObject({ word: 'Gro\u0308ße', length: 6, lookup: 'Größe' });
    expect(soft).toMatchObject({ lookup: 'Lebenslauf', length: 11 });
    expect(apostrophe?.lookup).toBe("team's");
  });

  it('notes a word followed by a dot, which may be an abbreviation', () => {
    expect(spellWords('bzw. Einkauf').map((w) => w.beforeDot)).toEqual([true, false]);
  });
});
