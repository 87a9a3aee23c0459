import { describe, expect, it } from 'vitest';
import { allLanguages, searchLanguages } from './languages';

describe('languages', () => {
  it('names about 120 languages in German, plus German Sign Language', () => {
    const names = allLanguages().map((language) => language.name);
    expect(names.length).toBeGreaterThanOrEqual(110);
    expect(names).toEqual(
      expect.arrayContaining([
        'Deutsch',
        'Englisch',
        'Französisch',
        'Türkisch',
        'Arabisch',
        'Russisch',
        'Polnisch',
      ]),
    );
    expect(names).toEqual(expect.arrayContaining(['Ukrainisch', 'Deutsche Gebärdensprache']));
    expect(names.filter((name) => /^[a-z]{2,3}$/.test(name))).toEqual([]);
  });

  it('sorts them in German alphabetical order with unique, stable ids', () => {
    const list = allLanguages();
    const names = list.map((language) => language.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(new Set(list.map((language) => language.id)).size).toBe(list.length);
    expect(list.find((language) => language.name === 'Deutsch')?.id).toBe(1);
  });

  it('searches names by prefix first, then anywhere, ignoring case and umlauts', () => {
    for (const query of ['tür', 'tuer', 'TUR']) expect(searchLanguages(query)[0]?.name).toBe('Türkisch');
    const results = searchLanguages('tu').map((language) => language.name);
    expect(results.indexOf('Türkisch')).toBeLessThan(results.indexOf('Paschtu'));
    expect(searchLanguages('gebaerden').map((language) => language.name)).toEqual([
      'Deutsche Gebärdensprache',
    ]);
    expect(searchLanguages('')).toEqual(allLanguages());
    expect(searchLanguages('xyz')).toEqual([]);
  });
});
