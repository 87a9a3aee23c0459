import { CATEGORY } from '@vita/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { escoOccupations } from '../../db/seed/esco-data';
import { listings, popularSubCategories, preloadCatalogue, searchSubCategories } from './catalogue.service';
import { CURATED_SKILL_SETS, splitList } from './curated-skills';
import { genderForms, germanTitles, isAbbreviation, parseRow } from './german-titles';
import { getCatalogue } from './job-profiles';
import { rankProfiles } from './profile-search';
import { normaliseSearchText } from './search-text';

beforeAll(() => preloadCatalogue());

const titles = germanTitles();

describe('German job-title table', () => {
  it.each([
    ['Kaufmann/-frau für Büromanagement', 'Kaufmann für Büromanagement', 'Kauffrau für Büromanagement'],
    ['Medizinische/r Fachangestellte/r', 'Medizinischer Fachangestellter', 'Medizinische Fachangestellte'],
    ['Koch/Köchin', 'Koch', 'Köchin'],
    ['Milchtechnologe/-technologin', 'Milchtechnologe', 'Milchtechnologin'],
    ['Fachkraft für Lagerlogistik', 'Fachkraft für Lagerlogistik', 'Fachkraft für Lagerlogistik'],
  ])('reads the gender notation of German job ads: %s', (notation, masculine, feminine) => {
    expect(genderForms(notation)).toEqual({ masculine, feminine });
  });

  it('refuses a notation it does not understand', () => {
    expect(() => genderForms('Kaufmann/xyz')).toThrow(/not understood/);
  });

  it('tells abbreviations from names', () => {
    expect(['MFA', 'Kfm. für Büromanagement', 'FiSi', 'ReNoFa'].every(isAbbreviation)).toBe(true);
    expect(['Schreiner', 'Lagerist', 'IT-Support'].some(isAbbreviation)).toBe(false);
  });

  it('parses a row and points a former name to its current title', () => {
    expect(
      parseRow('former', 'Bürokaufmann/-frau | Bürokaufleute | | >Kaufmann/-frau für Büromanagement'),
    ).toEqual({
      kind: 'former',
      notation: 'Bürokaufmann/-frau',
      masculine: 'Bürokaufmann',
      feminine: 'Bürokauffrau',
      neutral: ['Bürokaufleute'],
      searchOnly: [],
      escoIds: [],
      replacedBy: 'Kaufmann/-frau für Büromanagement',
    });
    const former = titles.find((title) => title.masculine === 'Bürokaufmann');
    const current = titles.find((title) => title.masculine === 'Kaufmann für Büromanagement');
    expect(former?.escoIds).toEqual(current?.escoIds);
  });

  it('covers the Ausbildungsberufe, former names, Fortbildungen and job-ad titles', () => {
    const count = (kind: string) => titles.filter((title) => title.kind === kind).length;
    expect(count('ausbildung')).toBeGreaterThanOrEqual(300);
    expect(count('former')).toBeGreaterThanOrEqual(50);
    expect(count('fortbildung')).toBeGreaterThanOrEqual(60);
    expect(count('job')).toBeGreaterThanOrEqual(180);
  });

  it('has each title once, in plain single-gender forms', () => {
    const masculine = titles.map((title) => title.masculine.toLowerCase());
    expect(new Set(masculine).size).toBe(masculine.length);
    for (const title of titles) {
      for (const form of [title.masculine, title.feminine, ...title.neutral]) {
        expect(form, title.notation).not.toMatch(/[/|;]|^\s|\s$|\s{2}/);
      }
    }
  });

  it('maps every title to existing ESCO occupations', () => {
    const known = new Set(escoOccupations().map((occupation) => occupation.id));
    for (const title of titles) {
      expect(title.escoIds.length, title.notation).toBeGreaterThan(0);
      for (const escoId of title.escoIds)
        expect(known.has(escoId), `${title.notation}: ${escoId}`).toBe(true);
    }
  });

  it('leads every title, in both forms, to the profile it maps to', () => {
    const profileTitle = (escoId: string | undefined) =>
      escoOccupations().find((occupation) => occupation.id === escoId)?.title;
    const wrong: string[] = [];
    for (const title of titles) {
      for (const form of new Set([title.masculine, title.feminine])) {
        // The best profile for a title chosen in the work step (the suggestions' first step).
        const [found] = rankProfiles(getCatalogue(), CATEGORY.skills, form, 1);
        // A form that is a curated set's own title ("Altenpfleger/in") leads to that set.
        const expected =
          CURATED_SKILL_SETS.find((set) => normaliseSearchText(set.title) === normaliseSearchText(form))
            ?.title ?? CURATED_SKILL_SETS.find((set) => set.escoIds[0] === title.escoIds[0])?.title;
        if (found?.title !== (expected ?? profileTitle(title.escoIds[0]))) {
          wrong.push(`${form}: ${found?.title}, expected ${expected ?? profileTitle(title.escoIds[0])}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reaches every curated skill set by its title and by one of its search titles', () => {
    const leadsToSet = (query: string, set: (typeof CURATED_SKILL_SETS)[number]) =>
      popularSubCategories(CATEGORY.skills, query)[0]?.title === set.title;
    for (const set of CURATED_SKILL_SETS) {
      expect(leadsToSet(set.title, set), set.title).toBe(true);
      expect(
        splitList(set.aliases).some((alias) => leadsToSet(alias, set)),
        set.title,
      ).toBe(true);
    }
  });
});

describe('ESCO labels in the search', () => {
  it('finds alternative labels beyond the first eight and may show them', () => {
    const [found] = searchSubCategories(CATEGORY.skills, 'Bergurlaubsführer');
    expect(found?.title).toBe('Bergurlaubsführer');
    expect(popularSubCategories(CATEGORY.skills, 'Bergurlaubsführer')[0]?.title).toBe(
      'Bergführer/Bergführerin',
    );
  });

  it('finds hidden labels but never shows them', () => {
    const [found] = searchSubCategories(CATEGORY.skills, 'Graphikdesignerin');
    expect(found?.title).toBe('Grafikdesigner/in');
    const all = searchSubCategories(CATEGORY.skills, 'Krankenbruder');
    expect(all.map((item) => item.title)).not.toContain('Krankenbruder');
    expect(all.length).toBeGreaterThan(0);
  });
});

describe('a chosen title gives its occupation’s suggestions', () => {
  it('gives Kauffrau für Büromanagement the curated office skills', () => {
    const [shown] = searchSubCategories(CATEGORY.skills, 'Kauffrau für Büromanagement');
    expect(shown?.title).toBe('Kauffrau für Büromanagement');
    const [profile] = popularSubCategories(CATEGORY.skills, shown?.title ?? '');
    expect(profile?.id).toBe(shown?.id);
    const recommended = listings(CATEGORY.skills, profile?.id ?? 0)
      .filter((item) => item.recommended === 1)
      .map((item) => item.title);
    expect(recommended).toEqual(expect.arrayContaining(['Terminkoordination', 'MS Office']));
  });
});
