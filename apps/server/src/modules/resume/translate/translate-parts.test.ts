import { describe, expect, it } from 'vitest';
import { AUSBILDUNG_TITLES } from './ausbildung-titles';
import { escoLookups } from './esco-lookups';
import { engineerPersona, retailPersona, warehousePersona } from './personas.test-support';
import { ausbildungFor, degreeFor, languagePhraseFor, translateLicence } from './term-lookup';
import { translateParts } from './translate-parts';

const languagesOf = (parts: ReturnType<typeof translateParts>['parts']) =>
  parts.extraSections.find((s) => s.meta_sub_key === 'Language')?.meta_value as {
    native: { nativeLang: string }[];
    languages: { language: string; level: string }[];
  };

describe('the translation tables', () => {
  it('hold at least 40 Ausbildungsberufe, each German form named once', () => {
    expect(AUSBILDUNG_TITLES.length).toBeGreaterThanOrEqual(40);
    const forms = AUSBILDUNG_TITLES.flatMap((row) =>
      row.german.split(';').map((f) => f.trim().toLowerCase()),
    );
    expect(new Set(forms).size).toBe(forms.length);
  });

  it('name an Ausbildungsberuf with its English title and the length of the dual training', () => {
    expect(ausbildungFor('Kaufmann/-frau im Einzelhandel')).toEqual({
      english: 'Retail management assistant',
      explanation: '3-year German dual vocational training',
    });
    expect(ausbildungFor('Ausbildung zur Fachkraft für Lagerlogistik')?.english).toBe(
      'Warehouse logistics specialist',
    );
    expect(ausbildungFor('Mechatroniker (m/w/d)')?.explanation).toBe(
      '3½-year German dual vocational training',
    );
    expect(ausbildungFor('Raumfahrtpilot')).toBeUndefined();
  });

  it('explain every German degree the brief names', () => {
    for (const degree of [
      'Abitur',
      'Fachhochschulreife',
      'Mittlere Reife',
      'Realschulabschluss',
      'Hauptschulabschluss',
      'Meister',
      'Techniker',
      'Diplom',
      'Staatsexamen',
      'Magister',
      'Promotion',
    ]) {
      const english = degreeFor(degree);
      expect(english, degree).toMatch(/German|Doctorate/);
    }
    expect(degreeFor('Bachelor')).toBe('Bachelor’s degree');
    expect(degreeFor('Master of Science (M.Sc.)')).toBe('Master of Science (M.Sc.)');
    expect(degreeFor('Schwimmabzeichen')).toBeUndefined();
  });

  it('write language levels and licence classes in English, CEFR levels kept', () => {
    expect(languagePhraseFor('Englisch verhandlungssicher (C1)')).toBe('English business fluent (C1)');
    expect(languagePhraseFor('Deutsch – Muttersprache')).toBe('German – native');
    expect(languagePhraseFor('Spanisch: Grundkenntnisse')).toBe('Spanish: basic knowledge');
    expect(languagePhraseFor('Französisch fließend')).toBe('French fluent');
    expect(languagePhraseFor('Italienisch gute Kenntnisse')).toBe('Italian good command');
    expect(languagePhraseFor('Kundenberatung')).toBeUndefined();
    expect(translateLicence('Klasse B und CE')).toBe('Class B and CE');
  });
});

describe('translating a German CV into English', () => {
  it('gives a Kauffrau im Einzelhandel with Realschulabschluss English titles, degrees, skills and languages', () => {
    const { parts, untranslated } = translateParts(retailPersona, escoLookups);
    expect(parts.language).toBe('en');
    expect(parts.name).toBe('Lebenslauf Ayşe Kaya (English)');
    expect(parts.work[0]?.jobtitle).toBe('Retail management assistant');
    expect(parts.work[1]?.jobtitle).toBe('Cashier');
    expect(parts.education[0]?.fieldOStudy).toBe(
      'Retail management assistant (3-year German dual vocational training)',
    );
    expect(parts.education[0]?.sdegree).toMatch(/^Completed vocational training/);
    expect(parts.education[0]?.sdescription).toBe('German grading: 1.0 = best, 4.0 = pass');
    expect(parts.education[1]?.sdegree).toMatch(/^Mittlere Reife \(German intermediate/);
    expect(parts.education[1]?.sdescription).toBe('');
    expect(parts.skills?.data).toBe(
      '<ul><li><p>Customer advice</p></li><li><p>Cash handling</p></li><li><p>Merchandise presentation</p></li><li><p>Stocktaking</p></li></ul>',
    );
    expect(parts.heading?.licence).toBe('Class B');
    expect(parts.heading?.maritalStatus).toBe('married');
    expect(languagesOf(parts).native.map((n) => n.nativeLang)).toEqual(['Turkish', 'German']);
    expect(languagesOf(parts).languages).toEqual([{ language: 'English', level: 'B1', value: 40 }]);
    expect(untranslated).toEqual(['work.0.workDescription', 'summary']);
  });

  it('gives a Fachkraft für Lagerlogistik the English trade, school and skills', () => {
    const { parts, untranslated } = translateParts(warehousePersona, escoLookups);
    expect(parts.work[0]?.jobtitle).toBe('Warehouse logistics specialist');
    expect(parts.education[0]?.sdegree).toBe(
      'Warehouse logistics specialist (3-year German dual vocational training)',
    );
    expect(parts.education[1]?.sdegree).toMatch(/^Hauptschulabschluss \(German lower secondary/);
    expect(parts.skills?.data).toContain('<p>Order picking</p>');
    expect(parts.skills?.data).toContain('<p>Forklift licence</p>');
    expect(parts.skills?.data).toContain('<p>Polish business fluent</p>');
    expect(parts.heading?.licence).toBe('Class B, C1E');
    expect(languagesOf(parts).native[0]?.nativeLang).toBe('Polish');
    expect(languagesOf(parts).languages[0]).toMatchObject({ language: 'German', level: 'C1' });
    expect(untranslated).toEqual([]);
  });

  it('gives an engineer with Diplom the ESCO title, the explained Diplom and the grading note once', () => {
    const { parts, untranslated } = translateParts(engineerPersona, escoLookups);
    expect(parts.work[0]?.jobtitle).toBe('Mechanical engineer');
    expect(parts.education[0]?.sdegree).toBe(
      'Diplom (German university degree, equivalent to a Master’s degree)',
    );
    expect(parts.education[0]?.fieldOStudy).toBe('Mechanical engineering');
    expect(parts.education[0]?.sdescription).toBe('German grading: 1.0 = best, 4.0 = pass');
    expect(parts.education[1]?.sdegree).toMatch(/^Abitur \(German university entrance/);
    expect(parts.education[1]?.sdescription).toBe('');
    expect(parts.skills?.data).toContain('<p>Design engineering</p>');
    expect(parts.skills?.data).toContain('<p>SolidWorks</p>');
    expect(untranslated).toEqual(['work.0.workDescription', 'summary']);
  });

  it('keeps a title that names no occupation as written and marks it', () => {
    const odd = {
      ...engineerPersona,
      work: [{ ...engineerPersona.work[0]!, jobtitle: 'Chief Happiness Wizard', workDescription: '' }],
    };
    const { parts, untranslated } = translateParts(odd, escoLookups);
    expect(parts.work[0]?.jobtitle).toBe('Chief Happiness Wizard');
    expect(untranslated).toContain('work.0.jobtitle');
  });

  it('keeps a skill no data names and marks the skills to translate', () => {
    const odd = {
      ...engineerPersona,
      skills: { recommended: [], data: '<ul><li><p>Kaffeekochen für Fortgeschrittene</p></li></ul>' },
    };
    const { parts, untranslated } = translateParts(odd, escoLookups);
    expect(parts.skills?.data).toContain('Kaffeekochen für Fortgeschrittene');
    expect(untranslated).toContain('skills');
  });
});
