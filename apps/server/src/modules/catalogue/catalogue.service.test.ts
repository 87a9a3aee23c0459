import { CATEGORY, type SubCategory } from '@vita/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { escoOccupations } from '../../db/seed/esco-data';
import {
  findProfileForJobTitle,
  isVerbPhrase,
  listings,
  popularSubCategories,
  preloadCatalogue,
  searchSubCategories,
  subCategories,
} from './catalogue.service';

const titles = (list: readonly SubCategory[]) => list.map((subCategory) => subCategory.title);
const idOf = (title: string): number => {
  const found = searchSubCategories(CATEGORY.skills, title).find(
    (subCategory) => subCategory.title === title,
  );
  if (!found) throw new Error(`No sub-category titled ${title}`);
  return found.id;
};

beforeAll(() => preloadCatalogue());

describe('job profiles (sub-categories)', () => {
  it('numbers the 3,008 ESCO occupations 1 to 3008 in ESCO id order', () => {
    const sorted = [...escoOccupations()].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(sorted).toHaveLength(3008);
    const softwareIndex = sorted.findIndex(
      (occupation) => occupation.id === 'f2b15a0e-e65a-438a-affb-29b9d50b77d1',
    );
    expect(idOf('Softwareentwickler/in')).toBe(softwareIndex + 1);
    expect(listings(CATEGORY.skills, 1).length).toBeGreaterThan(0);
    expect(listings(CATEGORY.skills, 3008).length).toBeGreaterThan(0);
  });

  it("uses ESCO's German titles, and ours for occupations with curated skills", () => {
    expect(titles(popularSubCategories(CATEGORY.skills, 'Fakturist'))).toContain('Fakturist/Fakturistin');
    expect(titles(popularSubCategories(CATEGORY.skills, 'Buchhalter'))).toContain('Buchhalter/in');
  });

  it('shows the title form that was typed, and both forms when the query fits both', () => {
    expect(titles(searchSubCategories(CATEGORY.skills, 'Fakturistin'))).toContain('Fakturistin');
    expect(searchSubCategories(CATEGORY.skills, 'Buchhalterin')[0]?.title).toBe('Buchhalterin');
    expect(searchSubCategories(CATEGORY.skills, 'Buchhal')[0]?.title).toBe('Buchhalter/in');
  });
});

describe('listings', () => {
  it('lists ESCO skills, none recommended, for a profile without curated skills', () => {
    const items = listings(CATEGORY.skills, idOf('Fakturist/Fakturistin'));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.recommended === 0 && item.id <= 12_487)).toBe(true);
  });

  it('lists the curated skills as recommended, before the ESCO skills', () => {
    const items = listings(CATEGORY.skills, idOf('Softwareentwickler/in'));
    const firstOptional = items.findIndex((item) => item.recommended === 0);
    expect(firstOptional).toBeGreaterThan(0);
    expect(items.slice(0, firstOptional).every((item) => item.recommended === 1)).toBe(true);
    expect(items.slice(firstOptional).every((item) => item.recommended === 0)).toBe(true);
    expect(items.every((item) => item.title === item.description && item.title.length > 0)).toBe(true);
  });

  it('gives a skill the same id in every profile', () => {
    const idsByLabel = new Map<string, Set<number>>();
    for (const title of ['Buchhalter/in', 'Steuerfachangestellte/r', 'Fakturist/Fakturistin']) {
      for (const item of listings(CATEGORY.skills, idOf(title)).filter((skill) => skill.recommended === 0)) {
        idsByLabel.set(item.title, (idsByLabel.get(item.title) ?? new Set()).add(item.id));
      }
    }
    expect([...idsByLabel.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(listings(CATEGORY.skills, idOf('Buchhalter/in'))).toEqual(
      listings(CATEGORY.skills, idOf('Buchhalter/in')),
    );
  });

  it('returns our own phrases for a common profile, two or three recommended first', () => {
    const nurse = idOf('Pflegefachmann/Pflegefachfrau');
    for (const categoryId of [5, 6, 7, 8, 9]) {
      const items = listings(categoryId, nurse);
      const recommended = items.filter((item) => item.recommended === 1).length;
      expect(recommended).toBeGreaterThanOrEqual(2);
      expect(recommended).toBeLessThanOrEqual(3);
      expect(items.slice(0, recommended).every((item) => item.recommended === 1)).toBe(true);
    }
    expect(listings(CATEGORY.affiliations, nurse)[0]?.title).toBe(
      'Mitglied im Deutschen Berufsverband für Pflegeberufe (DBfK)',
    );
  });

  it('returns an empty list for an unknown profile or category', () => {
    expect(listings(CATEGORY.skills, 0)).toEqual([]);
    expect(listings(CATEGORY.skills, 3009)).toEqual([]);
    expect(listings(CATEGORY.summary, -1)).toEqual([]);
    expect(listings(3, 1)).toEqual([]);
    expect(listings(10, idOf('Buchhalter/in'))).toEqual([]);
  });

  it('returns an empty list in categories 5 to 9 for a profile without own phrases', () => {
    const baker = idOf('Bäcker/in');
    expect(listings(CATEGORY.skills, baker).length).toBeGreaterThan(0);
    for (const categoryId of [5, 6, 7, 8, 9]) expect(listings(categoryId, baker)).toEqual([]);
  });
});

describe('own phrases', () => {
  const minimum = { 5: 6, 6: 5, 7: 6, 8: 3, 9: 4 } as const;
  const everyPhrase = () =>
    ([5, 6, 7, 8, 9] as const).flatMap((categoryId) =>
      subCategories(categoryId).flatMap((profile) =>
        listings(categoryId, profile.id).map((item) => ({ categoryId, profile: profile.title, ...item })),
      ),
    );

  it.each([5, 6, 7, 8, 9] as const)(
    'has at least 40 profiles with enough phrases in category %i',
    (categoryId) => {
      const profiles = subCategories(categoryId);
      expect(profiles.length).toBeGreaterThanOrEqual(40);
      for (const profile of profiles) {
        expect(listings(categoryId, profile.id).length, profile.title).toBeGreaterThanOrEqual(
          minimum[categoryId],
        );
      }
    },
  );

  it('writes every phrase out in full, without placeholders', () => {
    const placeholder = /\[|\]|\{|\}|<|>|…|\.\.\.|\bTODO\b|\bXXX\b|lorem|\bN\.N\.|\?\?/i;
    for (const phrase of everyPhrase()) {
      expect(phrase.title.trim(), phrase.profile).toBe(phrase.title);
      expect(phrase.title.length, phrase.profile).toBeGreaterThan(3);
      expect(phrase.description, phrase.profile).toBe(phrase.title);
      expect(phrase.title, phrase.profile).not.toMatch(placeholder);
      expect(phrase.title, phrase.profile).not.toMatch(/\s{2,}/);
    }
  });

  it('ends summaries with a full stop and bullets without one', () => {
    for (const phrase of everyPhrase()) {
      if (phrase.categoryId === CATEGORY.summary) expect(phrase.title, phrase.profile).toMatch(/\.$/);
      else expect(phrase.title.replace(/ e\. V\.$/, ''), phrase.profile).not.toMatch(/\.$/);
    }
  });

  it('gives every phrase a unique id and never repeats a phrase within a profile', () => {
    const phrases = everyPhrase();
    expect(new Set(phrases.map((phrase) => phrase.id)).size).toBe(phrases.length);
    const keys = phrases.map((phrase) => `${phrase.categoryId}|${phrase.profile}|${phrase.title}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('searchSubCategories', () => {
  it('finds the nursing occupations for "Krankenpfleger", exact before prefix, word prefix, substring', () => {
    const found = searchSubCategories(CATEGORY.skills, 'Krankenpfleger');
    expect(titles(found).slice(0, 4)).toEqual([
      'Krankenpfleger',
      'Krankenpfleger Allgemeine Krankenpflege/Krankenschwester Allgemeine Krankenpflege',
      'Akademischer Krankenpfleger/Akademische Krankenschwester',
      'Altenpfleger/in',
    ]);
    // The former name leads to the current Ausbildung's profile.
    expect(found[0]?.id).toBe(idOf('Pflegefachmann/-frau'));
  });

  it('finds Softwareentwickler/in first for "Softwareentwickler"', () => {
    expect(searchSubCategories(CATEGORY.skills, 'Softwareentwickler')[0]?.title).toBe('Softwareentwickler');
    expect(searchSubCategories(CATEGORY.skills, 'Softwareentwickler/in')[0]?.title).toBe(
      'Softwareentwickler/in',
    );
  });

  it('finds the retail profile for "kaufmann einzelhandel"', () => {
    expect(searchSubCategories(CATEGORY.summary, 'kaufmann einzelhandel')[0]?.title).toBe(
      'Kaufmann im Einzelhandel',
    );
    expect(searchSubCategories(CATEGORY.skills, 'Kauffrau im Ein')[0]?.title).toBe(
      'Kauffrau im Einzelhandel',
    );
    expect(popularSubCategories(CATEGORY.skills, 'Kauffrau im Einzelhandel')[0]?.title).toBe(
      'Kaufmann/Kauffrau im Einzelhandel',
    );
  });

  it.each(['Baecker', 'bäcker', 'BAECKER', 'Backer'])(
    'ignores umlauts and case: "%s" finds Bäcker',
    (query) => {
      expect(searchSubCategories(CATEGORY.skills, query)[0]?.id).toBe(idOf('Bäcker/in'));
    },
  );

  it.each([
    ['Verkäufer/in', 'Verkäufer/in'],
    ['Verkäuferin', 'Verkäuferin'],
    ['verkaeufer', 'Verkäufer'],
  ])('ignores gender endings and umlauts: "%s" shows %s', (query, shown) => {
    const [found] = searchSubCategories(CATEGORY.skills, query);
    expect(found?.title).toBe(shown);
    expect(found?.id).toBe(idOf('Verkäufer/in'));
  });

  it('finds profiles by our common German titles', () => {
    expect(popularSubCategories(CATEGORY.skills, 'Pflegefachkraft')[0]?.title).toBe(
      'Pflegefachmann/Pflegefachfrau',
    );
    expect(searchSubCategories(CATEGORY.skills, 'Pflegefachkraft')[0]?.title).toBe('Pflegefachkraft');
    expect(searchSubCategories(CATEGORY.skills, 'Fachkraft für Lagerlogistik')[0]?.title).toBe(
      'Fachkraft für Lagerlogistik',
    );
    expect(searchSubCategories(CATEGORY.skills, 'MFA')[0]?.title).toBe('Medizinische/r Fachangestellte/r');
    expect(popularSubCategories(CATEGORY.skills, 'Industriekauffrau')[0]?.title).toBe(
      'Industriekaufmann/Industriekauffrau',
    );
  });

  it('puts common profiles first when matches are equally good', () => {
    expect(titles(popularSubCategories(CATEGORY.skills, 'Elektroniker')).slice(0, 2)).toEqual([
      'Elektroniker/in Energie- und Gebäudetechnik',
      'Elektroniker/Elektronikerin',
    ]);
  });

  it('returns the common profiles without a search, and at most 50 results with one', () => {
    expect(searchSubCategories(CATEGORY.skills).length).toBeGreaterThanOrEqual(40);
    expect(searchSubCategories(CATEGORY.skills, '  ')).toEqual(searchSubCategories(CATEGORY.skills));
    expect(searchSubCategories(CATEGORY.skills, 'er')).toHaveLength(50);
  });

  it('offers only profiles with items in categories 5, 7, 8 and 9', () => {
    for (const categoryId of [5, 7, 8, 9]) {
      expect(searchSubCategories(categoryId, 'Bäcker')).toEqual([]);
      const nurses = searchSubCategories(categoryId, 'Krankenpfleger');
      expect(nurses.length).toBeGreaterThan(0);
      for (const profile of nurses) expect(listings(categoryId, profile.id).length).toBeGreaterThan(0);
    }
  });

  it('returns nothing for an unknown category', () => {
    expect(searchSubCategories(3, 'Koch')).toEqual([]);
    expect(subCategories(12)).toEqual([]);
  });
});

describe('subCategories', () => {
  it('lists the common profiles in German alphabetical order', () => {
    const list = titles(subCategories(CATEGORY.summary));
    expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'de')));
    expect(subCategories(CATEGORY.summary, 'Koch')[0]?.title).toBe('Koch');
    expect(subCategories(CATEGORY.summary, 'Koch')[0]?.id).toBe(idOf('Koch/Köchin'));
  });
});

describe('popularSubCategories and findProfileForJobTitle', () => {
  it('suggests up to ten profiles for a job title from work history', () => {
    const popular = popularSubCategories(CATEGORY.skills, 'Verkäuferin');
    expect(popular[0]?.title).toBe('Verkäufer/in');
    expect(popular.length).toBeLessThanOrEqual(10);
  });

  it('finds the profile behind a longer job title', () => {
    expect(popularSubCategories(CATEGORY.summary, 'Pflegefachkraft im Nachtdienst')[0]?.title).toBe(
      'Pflegefachmann/Pflegefachfrau',
    );
    expect(findProfileForJobTitle('Senior Softwareentwickler (m/w/d)')?.title).toBe('Softwareentwickler/in');
  });

  it('returns the common profiles for an empty title', () => {
    expect(popularSubCategories(CATEGORY.skills, '')).toEqual(searchSubCategories(CATEGORY.skills));
  });

  it('finds the single best profile, or none', () => {
    expect(findProfileForJobTitle('Pflegefachkraft')?.title).toBe('Pflegefachmann/Pflegefachfrau');
    expect(findProfileForJobTitle('Verkäuferin')?.title).toBe('Verkäufer/in');
    expect(findProfileForJobTitle('')).toBeUndefined();
    expect(findProfileForJobTitle('qwertzuiop')).toBeUndefined();
  });
});

describe('suggestions for a title without a profile of its own', () => {
  const TITLES_WITHOUT_PHRASES = ['Leitung Buchhaltung', 'Sabbatical', 'Springer', 'Quereinsteigerin'];

  it('never offers another job’s profile in any category', () => {
    for (const categoryId of [
      CATEGORY.summary,
      CATEGORY.accomplishments,
      CATEGORY.affiliations,
      CATEGORY.certifications,
    ]) {
      for (const title of TITLES_WITHOUT_PHRASES) {
        const found = titles(popularSubCategories(categoryId, title));
        expect(
          found.filter((profile) => !/Buchhalter/.test(profile)),
          `${title} in ${categoryId}`,
        ).toEqual([]);
      }
    }
  });

  it('offers the profile the title names, in every category where it has items', () => {
    expect(titles(popularSubCategories(CATEGORY.summary, 'Praktikantin Softwareentwicklung'))[0]).toBe(
      'Softwareentwickler/in',
    );
    expect(titles(popularSubCategories(CATEGORY.skills, 'Lagerist', { hasAusbildung: true }))[0]).toBe(
      'Fachkraft für Lagerlogistik',
    );
    expect(titles(popularSubCategories(CATEGORY.summary, 'Lagerist', { hasAusbildung: true }))[0]).toBe(
      'Fachkraft für Lagerlogistik',
    );
  });
});

describe('further skills (Weitere Kenntnisse)', () => {
  it('tells ESCO’s verb phrases from nouns', () => {
    expect(isVerbPhrase('Preiseingabe bei Werbeverkäufen beaufsichtigen')).toBe(true);
    expect(isVerbPhrase('Kunden und Kundinnen beraten')).toBe(true);
    expect(isVerbPhrase('Buchhaltung')).toBe(false);
    expect(isVerbPhrase('Rechtsvorschriften im Bereich Lebensmittelsicherheit')).toBe(false);
  });

  it('offers nouns, never a verb phrase, for curated and ESCO-only profiles alike', () => {
    for (const title of ['Kassierer/in', 'Verkäufer/in', 'Filialleiter/in', 'Fakturist/Fakturistin']) {
      const items = listings(CATEGORY.skills, idOf(title));
      expect(items.length, title).toBeGreaterThan(0);
      expect(
        items.filter((item) => isVerbPhrase(item.title)),
        title,
      ).toEqual([]);
    }
  });
});
