import { CATEGORY } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { listings, popularSubCategories, searchSubCategories } from './catalogue.service';

const EDUCATION = CATEGORY.educationDescription;
const titlesFor = (title: string) => popularSubCategories(EDUCATION, title).map((profile) => profile.title);
const phrasesOf = (title: string) => {
  const [profile] = popularSubCategories(EDUCATION, title);
  return listings(EDUCATION, profile?.id ?? 0).map((item) => item.title);
};

describe('education description suggestions', () => {
  it('gives a school degree school phrases', () => {
    expect(titlesFor('Schulabschluss')).toEqual(['Schulabschluss']);
    expect(phrasesOf('Schulabschluss')).toEqual(
      expect.arrayContaining(['Leistungskurse: Mathematik und Englisch', 'Abschlussnote: 2,0']),
    );
  });

  it('gives a degree course study phrases', () => {
    expect(titlesFor('studium')).toEqual(['Studium']);
    expect(phrasesOf('Studium')).toEqual(expect.arrayContaining(['Abschlussnote: 1,7']));
  });

  it('gives an Ausbildung the phrases of that Ausbildung', () => {
    expect(titlesFor('Kauffrau im Einzelhandel')[0]).toBe('Kaufmann/Kauffrau im Einzelhandel');
    expect(phrasesOf('Kauffrau im Einzelhandel')[0]).toMatch(/Ausbildung.*Kaufleute im Einzelhandel/);
    expect(phrasesOf('Berufsausbildung')).toEqual(
      expect.arrayContaining(['Duale Ausbildung mit Abschlussprüfung vor der IHK']),
    );
  });

  it('never finds a job by one word of a school subject ("Wirtschaft und Verwaltung")', () => {
    expect(titlesFor('Wirtschaft und Verwaltung').join('|')).not.toMatch(/Warenlager|Lagerlogistik/);
  });

  it('lists the education profiles in the profile search of category 6 only', () => {
    expect(searchSubCategories(EDUCATION, 'Schul')[0]?.title).toBe('Schulabschluss');
    expect(searchSubCategories(CATEGORY.summary, 'Schulabschluss').map((p) => p.title)).not.toContain(
      'Schulabschluss',
    );
    expect(listings(CATEGORY.summary, 9001)).toEqual([]);
  });

  it('marks two or three phrases recommended, first, with ids apart from the job profiles', () => {
    for (const title of ['Schulabschluss', 'Studium', 'Berufsausbildung']) {
      const [profile] = popularSubCategories(EDUCATION, title);
      const items = listings(EDUCATION, profile?.id ?? 0);
      const recommended = items.filter((item) => item.recommended === 1).length;
      expect(recommended).toBeGreaterThanOrEqual(2);
      expect(items.slice(0, recommended).every((item) => item.recommended === 1)).toBe(true);
      expect(items.every((item) => item.id > 10_000_000 + 3008 * 1000)).toBe(true);
    }
  });
});
