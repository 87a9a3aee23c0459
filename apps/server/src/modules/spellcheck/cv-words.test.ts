import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpellers, readWordList, type Spellers } from './dictionaries';

let plain: Spellers;
let extended: Spellers;
beforeAll(async () => {
  plain = await loadSpellers({ withWordList: false });
  extended = await loadSpellers({ withWordList: true });
});

describe('our CV word list', () => {
  const list = readWordList();

  it('holds only words a plain dictionary flags', () => {
    const needless = list.filter(({ word }) => plain.de.spell(word) && plain.en.spell(word));
    expect(needless).toEqual([]);
  });

  it('names models that are German dictionary words', () => {
    const unknown = list.filter(({ model }) => model !== null && !plain.de.spell(model));
    expect(unknown).toEqual([]);
  });

  it('makes every listed word right in both languages', () => {
    const flagged = list.filter(({ word }) => !extended.de.spell(word) || !extended.en.spell(word));
    expect(flagged).toEqual([]);
  });

  it('gives German words with a model their inflected forms', () => {
    for (const word of [
      'kundenorientierte',
      'Mechatronikerin',
      'Masterstudiums',
      'Präsentationsfähigkeiten',
    ]) {
      expect([word, plain.de.spell(word), extended.de.spell(word)]).toEqual([word, false, true]);
    }
  });
});
