import { describe, expect, it } from 'vitest';
import { showsAusbildung } from './shows-ausbildung';

describe('showsAusbildung', () => {
  it('finds an Ausbildung in a degree, a field of study or a job title', () => {
    expect(showsAusbildung(null, [{ sdegree: 'Abgeschlossene Berufsausbildung' }])).toBe(true);
    expect(showsAusbildung(null, [{ fieldOStudy: 'Fachkraft für Lagerlogistik (IHK)' }])).toBe(true);
    expect(showsAusbildung([{ jobtitle: 'Auszubildender Fachlagerist' }], null)).toBe(true);
  });

  it('says nothing (undefined, not false) when the CV names none', () => {
    expect(
      showsAusbildung([{ jobtitle: 'Lagerist' }], [{ sdegree: 'Abitur', fieldOStudy: '' }]),
    ).toBeUndefined();
    expect(showsAusbildung(null, null)).toBeUndefined();
  });
});
