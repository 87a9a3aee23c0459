import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  detectOccupationField,
  fieldForIscoGroup,
  fieldForTitle,
  OCCUPATION_FIELDS,
  type OccupationField,
} from './occupation-fields';

describe('occupation field of a job title', () => {
  it.each<[string, OccupationField]>([
    ['Kaufmann für Büromanagement', 'office'],
    ['Bankkauffrau', 'finance'],
    ['Informatikkaufmann', 'it'],
    ['Fachinformatikerin Anwendungsentwicklung', 'it'],
    ['Einzelhandelskaufmann', 'retail'],
    ['Pflegefachfrau', 'care'],
    ['Medizinische Fachangestellte', 'care'],
    ['Fachkraft für Lagerlogistik', 'logistics'],
    ['Berufskraftfahrer', 'logistics'],
    ['Kaufmann für Spedition und Logistikdienstleistung', 'logistics'],
    ['Elektroniker für Betriebstechnik', 'trades'],
    ['Anlagenmechaniker SHK', 'trades'],
    ['Koch', 'hospitality'],
    ['Hotelfachfrau', 'hospitality'],
    ['Chef de Rang', 'hospitality'],
    ['Erzieherin', 'social'],
    ['Sozialarbeiter', 'social'],
    ['Steuerfachangestellte', 'finance'],
    ['Online-Marketing-Managerin', 'marketing'],
    ['Mediengestalter Digital und Print', 'marketing'],
    ['Software Developer', 'it'],
    ['Astronaut', 'general'],
    ['', 'general'],
  ])('%s → %s', (title, field) => {
    expect(fieldForTitle(title)).toBe(field);
  });

  it('prefers a known ISCO group over the title, and falls back to the next title', () => {
    expect(detectOccupationField(['Assistenz'], '2221')).toBe('care');
    expect(detectOccupationField(['Astronaut', 'Koch'])).toBe('hospitality');
    expect(detectOccupationField(['Astronaut'], '6111')).toBe('general');
  });

  it.each<[string, OccupationField]>([
    ['2221', 'care'],
    ['2512', 'it'],
    ['4311', 'finance'],
    ['4110', 'office'],
    ['5223', 'retail'],
    ['8344', 'logistics'],
    ['7411', 'trades'],
    ['5120', 'hospitality'],
    ['2342', 'social'],
    ['2431', 'marketing'],
    ['9112', 'general'],
  ])('ISCO group %s → %s', (group, field) => {
    expect(fieldForIscoGroup(group)).toBe(field);
  });
});

interface EscoOccupation {
  title: string;
  iscoGroup: string;
}
// The server's ESCO extract (the catalogue's occupations), read from the repository.
const ESCO_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../server/src/db/seed/esco/occupations.de.json',
);
const esco = JSON.parse(readFileSync(ESCO_FILE, 'utf8')) as EscoOccupation[];

describe('title stems checked against ESCO', () => {
  it('agree with the ISCO group for at least 80 % of the ESCO titles they classify', () => {
    let classified = 0;
    let agreeing = 0;
    for (const occupation of esco) {
      const byTitle = fieldForTitle(occupation.title);
      const byIsco = fieldForIscoGroup(occupation.iscoGroup);
      if (byTitle === 'general' || byIsco === 'general') continue;
      classified += 1;
      if (byTitle === byIsco) agreeing += 1;
    }
    expect(classified).toBeGreaterThan(1000);
    expect(agreeing / classified).toBeGreaterThanOrEqual(0.8);
  });

  it('give every field some ESCO occupations', () => {
    const fields = new Set(esco.map((occupation) => fieldForTitle(occupation.title)));
    expect([...fields].sort()).toEqual([...OCCUPATION_FIELDS].sort());
  });
});
