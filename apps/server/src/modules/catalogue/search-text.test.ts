import { describe, expect, it } from 'vitest';
import { MATCH, matchLevel, normaliseSearchText, toSearchText } from './search-text';

describe('search text', () => {
  it.each([
    ['Bäcker', 'backer'],
    ['Baecker', 'backer'],
    ['BÄCKER', 'backer'],
    ['Straße', 'strasse'],
    ['Müller', 'muller'],
    ['Mueller', 'muller'],
    ['Köchin', 'kochin'],
  ])('folds umlauts and case: %s → %s', (raw, expected) => {
    expect(normaliseSearchText(raw)).toBe(expected);
  });

  it.each([
    ['Verkäufer/in', 'verkaufer'],
    ['Sozialarbeiter/-in', 'sozialarbeiter'],
    ['Erzieher*innen', 'erzieher'],
    ['Lehrer(in)', 'lehrer'],
    ['Verkäufer:in', 'verkaufer'],
    ['Kaufmann/-frau im Einzelhandel', 'kaufmann im einzelhandel'],
    ['Medizinische/r Fachangestellte/r', 'medizinische fachangestellte'],
    ['Softwareentwickler (m/w/d)', 'softwareentwickler'],
  ])('drops gender endings: %s → %s', (raw, expected) => {
    expect(normaliseSearchText(raw)).toBe(expected);
  });

  it('keeps slashes that separate two words', () => {
    expect(normaliseSearchText('Koch/Köchin')).toBe('koch kochin');
    expect(normaliseSearchText('Import-/Exportmanager')).toBe('import exportmanager');
  });

  it('ranks exact > prefix > word prefix > substring', () => {
    const query = toSearchText('Krankenpfleger');
    expect(matchLevel(query, toSearchText('Krankenpfleger'))).toBe(MATCH.exact);
    expect(matchLevel(query, toSearchText('Krankenpfleger Intensivpflege'))).toBe(MATCH.prefix);
    expect(matchLevel(query, toSearchText('Akademischer Krankenpfleger'))).toBe(MATCH.wordPrefix);
    expect(matchLevel(query, toSearchText('Fachkrankenpfleger'))).toBe(MATCH.substring);
    expect(matchLevel(query, toSearchText('Altenpfleger'))).toBe(MATCH.none);
  });

  it('matches every word of a query in any order', () => {
    const title = toSearchText('Kaufmann im Einzelhandel');
    expect(matchLevel(toSearchText('einzelhandel kaufmann'), title)).toBe(MATCH.wordPrefix);
    expect(matchLevel(toSearchText('kaufmann grosshandel'), title)).toBe(MATCH.none);
  });

  it('treats hyphenated and joined words alike', () => {
    expect(matchLevel(toSearchText('Softwareentwickler'), toSearchText('Software-Entwickler'))).toBe(
      MATCH.exact,
    );
  });

  it('matches short queries only at word starts', () => {
    expect(matchLevel(toSearchText('MFA'), toSearchText('MFA'))).toBe(MATCH.exact);
    expect(matchLevel(toSearchText('MFA'), toSearchText('Raumfahrttechnik'))).toBe(MATCH.none);
  });
});
