import { describe, expect, it } from 'vitest';
import { degreeKind, educationSuggestionTitles } from './education-suggestion-titles';

describe('degree kind', () => {
  it.each([
    ['Abitur (Allgemeine Hochschulreife)', 'school'],
    ['Fachhochschulreife', 'school'],
    ['Fachgebundene Hochschulreife', 'school'],
    ['Mittlere Reife / Realschulabschluss', 'school'],
    ['Qualifizierender Hauptschulabschluss', 'school'],
    ['Bachelor of Science (B.Sc.)', 'academic'],
    ['M.A.', 'academic'],
    ['Diplom (FH)', 'academic'],
    ['Erstes Staatsexamen', 'academic'],
    ['Promotion (Dr.)', 'academic'],
    ['Abgeschlossene Berufsausbildung', 'vocational'],
    ['Ausbildung zur Kauffrau im Einzelhandel', 'vocational'],
    ['Meister/in', 'vocational'],
    ['Sonstiger Abschluss', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (degree, kind) => {
    expect(degreeKind(degree)).toBe(kind);
  });
});

describe('education suggestion titles', () => {
  it('asks for school phrases for a school degree, whatever its subject', () => {
    expect(
      educationSuggestionTitles({ sdegree: 'Fachhochschulreife', fieldOStudy: 'Wirtschaft und Verwaltung' }),
    ).toEqual(['Schulabschluss']);
  });

  it('asks for study phrases for a degree course', () => {
    expect(educationSuggestionTitles({ sdegree: 'Bachelor of Arts (B.A.)', fieldOStudy: 'BWL' })).toEqual([
      'Studium',
    ]);
  });

  it('asks for the Ausbildung by its name, then for general training phrases', () => {
    expect(
      educationSuggestionTitles({
        sdegree: 'Abgeschlossene Berufsausbildung',
        fieldOStudy: 'Kauffrau im Einzelhandel',
      }),
    ).toEqual(['Kauffrau im Einzelhandel', 'Berufsausbildung']);
    expect(educationSuggestionTitles({ sdegree: 'Ausbildung zum Koch', fieldOStudy: '' })).toEqual([
      'Koch',
      'Berufsausbildung',
    ]);
  });

  it('asks with field and degree as typed when the kind is unknown', () => {
    expect(educationSuggestionTitles({ sdegree: 'Sonstiger Abschluss', fieldOStudy: 'Pflege' })).toEqual([
      'Pflege',
      'Sonstiger Abschluss',
    ]);
    expect(educationSuggestionTitles({ sdegree: '', fieldOStudy: '' })).toEqual([]);
  });
});
