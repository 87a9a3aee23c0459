import { describe, expect, it } from 'vitest';
import { splitEntries } from './cv-entries';
import { findDateRange } from './german-dates';
import { readLanguageLine } from './language-levels';
import { parseCvLines } from './parse-cv-text';
import { headingKind } from './section-headings';

/**
 * CVs written elsewhere, as the PDF reader gives their lines: each case is a defect seen on
 * German CVs of other tools (a Europass CV, a CV with letter-spaced headings, a Word CV in
 * tables, label rows, Vita's own templates).
 */
const listItems = (html: string | undefined) =>
  [...(html ?? '').matchAll(/<li><p>(.*?)<\/p><\/li>/g)].map((m) => m[1] ?? '');
const languagesOf = (parts: ReturnType<typeof parseCvLines>['parts']) =>
  parts.extraSections.find((s) => s.meta_sub_key === 'Language')?.meta_value as {
    native: { nativeLang: string }[];
    languages: { language: string; level: string }[];
  };

describe('German section headings', () => {
  it.each([
    ['SCHUL- UND BERUFSBILDUNG', 'education'],
    ['Aus- und Weiterbildung', 'education'],
    ['Kenntnisse und Fähigkeiten', 'skills'],
    ['Persönliche Fähigkeiten', 'skills'],
    ['Technologien', 'skills'],
    ['Berufliche Stationen', 'work'],
    ['Praxiserfahrung', 'work'],
    ['B E R U F L I C H E S T A T I O N E N', 'work'],
    ['V E R Ö F F E N T L I C H U N G E N', 'other'],
    ['Veröffentlichungen', 'other'],
    ['Engagement', 'volunteering'],
    ['PERSÖNLICHE INFORMATIONEN', 'personal'],
  ])('"%s" heads a %s section', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('a heading wrapped in a label column ("SCHUL- UND" / "BERUFSBILDUNG") is one heading: schools stay schools', () => {
    const { parts } = parseCvLines([
      'Marek Nowicki',
      'BERUFSERFAHRUNG',
      '02/2018 – heute Lagerist',
      'Mitteldeutsche Logistik AG, Leipzig',
      'SCHUL- UND',
      'BERUFSBILDUNG',
      '09/2005 – 07/2008 Fachkraft für Lagerlogistik',
      'Berufliches Schulzentrum Leipzig, Leipzig',
    ]);
    expect(parts.work.map((w) => w.jobtitle)).toEqual(['Lagerist']);
    expect(parts.education.map((e) => e.sname)).toEqual(['Berufliches Schulzentrum Leipzig']);
  });
});

describe('dates', () => {
  it('"ISO 9001:2015" inside a bullet is a norm, not a date: no phantom job', () => {
    expect(findDateRange('Zertifizierung nach ISO 9001:2015 und ISO 14001')).toBeNull();
    const { parts } = parseCvLines([
      'Carolin Weißenböck-Hartmann',
      'Berufserfahrung',
      '01/2020 – heute\tProjektleiterin Forschung',
      'Rheinhessen BioLabs GmbH, Mainz',
      '• Zertifizierung nach ISO 9001:2015 und ISO 14001',
      'Zertifizierung nach ISO 9001:2015 begleitet',
    ]);
    expect(parts.work).toHaveLength(1);
    expect(parts.work[0]?.workDescription).toContain('ISO 9001:2015');
  });

  it('a range wrapped in a narrow date column goes back together, the title keeps no month', () => {
    const [first, second] = splitEntries([
      'März 2012 –\tWissenschaftliche Mitarbeiterin',
      'Dezember 2014 Institut für Molekulare Zellbiologie, Frankfurt am Main',
      'Apr. 2017 – Jan. Werkstudentin Marketing',
      '2020\tHavel Start-up Hub, Potsdam',
    ]);
    expect(first?.dates).toMatchObject({ start: { month: 3, year: 2012 }, end: { month: 12, year: 2014 } });
    expect(first?.header).toEqual([
      'Wissenschaftliche Mitarbeiterin',
      'Institut für Molekulare Zellbiologie, Frankfurt am Main',
    ]);
    expect(second?.dates).toMatchObject({ start: { month: 4, year: 2017 }, end: { month: 1, year: 2020 } });
    expect(second?.header).toEqual(['Werkstudentin Marketing', 'Havel Start-up Hub, Potsdam']);
  });

  it('"seit Januar" / "2020" in a narrow column is one current range', () => {
    const [entry, ...more] = splitEntries([
      'seit Januar\tProjektleiterin Forschung',
      '2020\tRheinhessen BioLabs GmbH, Mainz',
      'Leitung eines Teams von sechs Laborkräften',
    ]);
    expect(more).toHaveLength(0);
    expect(entry?.dates).toMatchObject({ start: { month: 1, year: 2020 }, current: true });
    expect(entry?.header).toEqual(['Projektleiterin Forschung', 'Rheinhessen BioLabs GmbH, Mainz']);
  });
});

describe('names and label rows', () => {
  it('"Name | Julia Weber" and "Adresse Venloer Straße 301" label rows fill name and street', () => {
    const { parts } = parseCvLines([
      'Lebenslauf',
      'Persönliche Daten',
      'Name\tJulia Weber',
      'Adresse Venloer Straße 301, 50823 Köln',
      'Telefon\t0221 4455667',
    ]);
    expect(parts.heading).toMatchObject({
      fname: 'Julia',
      lname: 'Weber',
      street: 'Venloer Straße 301',
      pincode: '50823',
      location: 'Köln',
    });
  });

  it('a double surname set apart at its hyphen stays whole; "von" belongs to the surname', () => {
    expect(parseCvLines(['Miriam Zimmermann- Ochs', 'Berufserfahrung']).parts.heading).toMatchObject({
      fname: 'Miriam',
      lname: 'Zimmermann-Ochs',
    });
    expect(parseCvLines(['Friedrich von Hallwyl', 'Berufserfahrung']).parts.heading).toMatchObject({
      fname: 'Friedrich',
      lname: 'von Hallwyl',
    });
  });

  it('a street of two words and a city with its river stay whole', () => {
    const { parts } = parseCvLines([
      'Heike Brandt',
      'Sendlinger Straße 20',
      '06108 Halle (Saale)',
      'Berufserfahrung',
    ]);
    expect(parts.heading).toMatchObject({ street: 'Sendlinger Straße 20', location: 'Halle (Saale)' });
  });
});

describe('skills, languages, other sections and the signature', () => {
  it('commas inside parentheses do not split a skill', () => {
    const { parts } = parseCvLines([
      'Julia Weber',
      'Kenntnisse',
      'MS Office (Word, Excel, Outlook), DATEV, Statistik (R, Python)',
    ]);
    expect(listItems(parts.skills?.data)).toEqual([
      'MS Office (Word, Excel, Outlook)',
      'DATEV',
      'Statistik (R, Python)',
    ]);
  });

  it('a Europass skills section: mother tongue and CEFR grid become languages, the labels are no skills', () => {
    const { parts } = parseCvLines([
      'Marek Nowicki',
      'PERSÖNLICHE FÄHIGKEITEN',
      'Muttersprache(n) Polnisch',
      'Weitere Sprachen\tVERSTEHEN\tSPRECHEN\tSCHREIBEN',
      'An Gesprächen\tZusammenhängendes',
      'Hören Lesen',
      'teilnehmen\tSprechen',
      'Deutsch\tC1\tC1\tB2\tC1\tC1',
      'Englisch\tA2\tA2\tA2\tA2\tA2',
      'Stufen: A1 und A2: Elementare Sprachverwendung – B1 und B2: Selbständige Sprachverwendung –',
      'C1 und C2: Kompetente Sprachverwendung',
      'Berufsbezogene Kompetenzen Staplerschein, SAP EWM, Ladungssicherung',
    ]);
    expect(listItems(parts.skills?.data)).toEqual(['Staplerschein', 'SAP EWM', 'Ladungssicherung']);
    expect(languagesOf(parts)).toMatchObject({
      native: [{ nativeLang: 'Polnisch' }],
      languages: [
        { language: 'Deutsch', level: 'C1' },
        { language: 'Englisch', level: 'A2' },
      ],
    });
  });

  it('"gute Kenntnisse" is B2, as "gut"', () => {
    expect(readLanguageLine('Französisch – gute Kenntnisse')).toMatchObject({ level: 'B2', certain: true });
  });

  it('the signature block ("Köln, 3. März 2026", the name) is left out, not read as a language', () => {
    const { parts } = parseCvLines([
      'Julia Weber',
      'Sprachen',
      'Deutsch – Muttersprache',
      'Englisch – B2',
      'Halle (Saale), 14.01.2026',
      'Köln, 3. März 2026',
      'Julia Weber',
    ]);
    expect(languagesOf(parts)).toEqual({
      native: [{ nativeLang: 'Deutsch' }],
      languages: [expect.objectContaining({ language: 'Englisch', level: 'B2' })],
    });
  });

  it('Ehrenamt and Veröffentlichungen land in sections of their own', () => {
    const { parts } = parseCvLines([
      'Carolin Hartmann',
      'Ehrenamt',
      'Seit 2019 Sanitäterin beim Arbeiter-Samariter-Bund Bremen',
      'V E R Ö F F E N T L I C H U N G E N',
      'Hartmann C. et al. (2021): Zellteilung unter Stress. Journal of Cell Studies 14, 201–219',
    ]);
    expect(parts.customSections.map((c) => c.title)).toEqual(['Ehrenamt', 'VERÖFFENTLICHUNGEN']);
    expect(parts.customSections[1]?.description).toContain('Zellteilung unter Stress');
  });
});

describe('nothing dropped without a word', () => {
  it('a third own section and a personal detail without a field are listed as not taken over, with their text', () => {
    const { notTaken, warnings } = parseCvLines([
      'Julia Weber',
      'Persönliche Daten',
      'Staatsangehörigkeit: deutsch',
      'Telefon: 0221 4455667',
      'Ehrenamt',
      'Kassenwartin im Sportverein',
      'Projekte',
      'Podcast Stadtgeschichten',
      'Referenzen',
      'Dr. Werner Pfau, Abteilungsleiter',
    ]);
    expect(notTaken).toEqual([
      { title: 'Persönliche Daten', text: 'Staatsangehörigkeit: deutsch' },
      { title: 'Referenzen', text: 'Dr. Werner Pfau, Abteilungsleiter' },
    ]);
    expect(warnings.join(' ')).toContain('Nicht übernommen');
  });
});

describe('the name at the top of a template', () => {
  it('a large name broken between its words, with the address set beside it', () => {
    expect(
      parseCvLines([
        'Carolin\tGutenbergstraße 19, 55116 Mainz',
        'Weißenböck-Hartmann',
        '0176 9988776',
        'c.h@example.de',
        'Profil',
      ]).parts.heading,
    ).toMatchObject({ fname: 'Carolin', lname: 'Weißenböck-Hartmann' });
  });

  it('a double surname wrapped at its hyphen and a monogram before the name', () => {
    expect(
      parseCvLines([
        'Carolin Weißenböck-\tGutenbergstraße 19, 55116 Mainz',
        '0176 9988776',
        'Hartmann\tc.h@example.de',
        'Profil',
      ]).parts.heading,
    ).toMatchObject({
      fname: 'Carolin',
      lname: 'Weißenböck-Hartmann',
    });
    expect(parseCvLines(['CW Carolin Weißenböck-Hartmann', 'Berufserfahrung']).parts.heading).toMatchObject({
      fname: 'Carolin',
      lname: 'Weißenböck-Hartmann',
    });
  });
});
