import { CATEGORY } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { escoOccupations } from '../../db/seed/esco-data';
import { listings, popularSubCategories } from './catalogue.service';
import { CURATED_SKILL_SETS, splitList } from './curated-skills';

const sets = CURATED_SKILL_SETS.map((set) => ({
  ...set,
  aliasList: splitList(set.aliases),
  skillList: splitList(set.skills),
}));

/** A German noun, product or abbreviation starts upper case ("Kassenführung", "SAP", "MS Office"). */
const STARTS_UPPER = /^[\p{Lu}\d§]/u;

describe('curated skills data', () => {
  it('covers at least the 200 most common occupations', () => {
    expect(sets.length).toBeGreaterThanOrEqual(200);
  });

  it('maps every set to existing ESCO occupations, each occupation to at most one set', () => {
    const known = new Set(escoOccupations().map((occupation) => occupation.id));
    const seen = new Set<string>();
    for (const set of sets) {
      expect(set.escoIds.length, set.title).toBeGreaterThan(0);
      for (const escoId of set.escoIds) {
        expect(known.has(escoId), `${set.title}: ${escoId}`).toBe(true);
        expect(seen.has(escoId), `${set.title}: ${escoId} twice`).toBe(false);
        seen.add(escoId);
      }
    }
  });

  it('has 8 to 12 skills per set, none twice, and unique titles', () => {
    for (const set of sets) {
      expect(set.skillList.length, set.title).toBeGreaterThanOrEqual(8);
      expect(set.skillList.length, set.title).toBeLessThanOrEqual(12);
      const lower = set.skillList.map((skill) => skill.toLowerCase());
      expect(new Set(lower).size, set.title).toBe(lower.length);
    }
    const titles = sets.map((set) => set.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('names skills as nouns and tools, never as a phrase ending in a verb ("durchführen")', () => {
    for (const set of sets) {
      for (const skill of set.skillList) {
        const words = skill.split(' ');
        expect(skill, set.title).toMatch(STARTS_UPPER);
        expect(words.at(-1), `${set.title}: ${skill}`).toMatch(STARTS_UPPER);
        expect(skill.length, `${set.title}: ${skill}`).toBeLessThanOrEqual(40);
        expect(skill, set.title).not.toMatch(/[.,:]$/);
      }
    }
  });

  it('has searchable titles for every set', () => {
    for (const set of sets) {
      expect(set.aliasList.length, set.title).toBeGreaterThan(0);
      expect(set.title.trim(), set.title).toBe(set.title);
    }
  });
});

describe('curated skills in the catalogue', () => {
  it.each([
    ['Kauffrau im Einzelhandel', 'Kaufmann/Kauffrau im Einzelhandel'],
    ['Kaufmann für Büromanagement', 'Kaufmann/Kauffrau für Büromanagement'],
    ['Bürokaufmann', 'Kaufmann/Kauffrau für Büromanagement'],
    ['Industriekauffrau', 'Industriekaufmann/Industriekauffrau'],
    ['Verkäuferin', 'Verkäufer/in'],
    ['Medizinische Fachangestellte', 'Medizinische/r Fachangestellte/r'],
    ['Pflegefachfrau', 'Pflegefachmann/Pflegefachfrau'],
    ['Erzieherin', 'Erzieher/in'],
    ['Fachkraft für Lagerlogistik', 'Fachkraft für Lagerlogistik'],
    ['Berufskraftfahrer', 'Berufskraftfahrer/in'],
    ['Köchin', 'Koch/Köchin'],
    ['Kfz-Mechatroniker', 'Kfz-Mechatroniker/in'],
    ['Anlagenmechaniker SHK', 'Anlagenmechaniker/in SHK'],
    ['Industriemechanikerin', 'Industriemechaniker/in'],
    ['Steuerfachangestellte', 'Steuerfachangestellte/r'],
    ['Bankkauffrau', 'Bankkaufmann/Bankkauffrau'],
    ['Softwareentwicklerin', 'Softwareentwickler/in'],
    ['Fachinformatiker', 'Fachinformatiker/in Systemintegration'],
  ])('finds "%s" (profile %s), with its curated skills first', (query, title) => {
    const [profile] = popularSubCategories(CATEGORY.skills, query);
    expect(profile?.title).toBe(title);
    const items = listings(CATEGORY.skills, profile?.id ?? 0);
    const curated = items.filter((item) => item.recommended === 1);
    expect(curated.length).toBeGreaterThanOrEqual(8);
    expect(curated.length).toBeLessThanOrEqual(12);
    expect(items.slice(0, curated.length)).toEqual(curated);
  });

  it('offers the retail nouns a CV uses, not ESCO phrases, as recommended', () => {
    const [retail] = popularSubCategories(CATEGORY.skills, 'Kauffrau im Einzelhandel');
    const recommended = listings(CATEGORY.skills, retail?.id ?? 0)
      .filter((item) => item.recommended === 1)
      .map((item) => item.title);
    expect(recommended).toEqual(
      expect.arrayContaining(['Kundenberatung', 'Kassenführung', 'Warenpräsentation']),
    );
    expect(recommended.some((title) => /\b(durchführen|verhindern)$/.test(title))).toBe(false);
  });
});
