import { type StoredResumeParts, twoPageSampleParts, typicalSampleParts } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { fullSampleParts } from './full-sample.test-support';
import { toJsonResume } from './json-resume-export';
import { filledFields, lostFields } from './json-resume-fields.test-support';
import { fromJsonResume } from './json-resume-import';

/** What another tool keeps of a Vita file: the standard fields, our `meta.vita` block gone. */
function withoutVitaMeta(parts: StoredResumeParts) {
  const file = JSON.parse(JSON.stringify(toJsonResume(parts)));
  delete file.meta.vita;
  return file;
}

// JSON Resume has no field for these; they travel in `meta.vita` only (docs/decisions/portability.md).
const NO_HOME_IN_THE_SCHEMA =
  /^(heading\.(birthDatePlace|licence|maritalStatus)|Affiliation|additionalInformation): /;

describe('a Vita export read back without meta.vita', () => {
  it.each([
    ['the full sample', fullSampleParts],
    ['the two-page sample', async () => twoPageSampleParts],
    ['the typical sample', async () => typicalSampleParts],
  ])('keeps every field the schema can hold of %s', async (_name, sample) => {
    const parts = await sample();
    const back = fromJsonResume(withoutVitaMeta(parts));
    const lost = lostFields(parts, back);
    const fields = filledFields(parts);
    expect(fields.length).toBeGreaterThan(40);
    expect(lost.filter((field) => !NO_HOME_IN_THE_SCHEMA.test(field))).toEqual([]);
    console.info(
      `${_name}: ${fields.length - lost.length} of ${fields.length} fields kept; in meta.vita only: ${lost.length}`,
    );
  });
});

/** A JSON Resume with every field of schema 1.0.0 filled, as another tool would write it. */
const FULL_JSON_RESUME = {
  basics: {
    name: 'Jonas Weißenböck-Hartmann',
    label: 'Industriemechaniker',
    image: '',
    email: 'jonas.wh@example.de',
    phone: '+49 151 2345678',
    url: 'https://jonas-wh.example.de',
    summary: 'Industriemechaniker mit zehn Jahren Erfahrung in der Instandhaltung.',
    location: {
      address: 'Venloer Straße 301',
      postalCode: '50823',
      city: 'Köln',
      countryCode: 'DE',
      region: 'Nordrhein-Westfalen',
    },
    profiles: [{ network: 'LinkedIn', username: 'jonaswh', url: 'https://www.linkedin.com/in/jonaswh' }],
  },
  work: [
    {
      name: 'Rheinwerk Maschinenbau GmbH',
      location: '50667 Köln',
      description: 'Sondermaschinenbau, 240 Beschäftigte',
      position: 'Instandhaltungsmechaniker',
      url: 'https://rheinwerk.example.de',
      startDate: '2018-04-01',
      endDate: '2023-09-30',
      summary: 'Wartung und Reparatur der Fertigungslinien.',
      highlights: ['Stillstandszeiten um 20 % gesenkt', 'Zwei Auszubildende betreut'],
    },
  ],
  volunteer: [
    {
      organization: 'Freiwillige Feuerwehr Köln-Ehrenfeld',
      position: 'Gruppenführer',
      url: 'https://feuerwehr-ehrenfeld.example.de',
      startDate: '2015-01',
      endDate: '2022-12',
      summary: 'Einsatzleitung einer Gruppe von neun Kräften.',
      highlights: ['Atemschutz-Ausbilder'],
    },
  ],
  education: [
    {
      institution: 'Berufskolleg Deutz',
      url: 'https://bk-deutz.example.de',
      area: 'Industriemechanik',
      studyType: 'Ausbildung',
      startDate: '2012-08',
      endDate: '2015-07',
      score: '1,8',
      courses: ['Hydraulik und Pneumatik'],
    },
  ],
  awards: [
    {
      title: 'Bester Auszubildender',
      date: '2015-07',
      awarder: 'IHK Köln',
      summary: 'Jahrgangsbester im Kammerbezirk.',
    },
  ],
  certificates: [
    {
      name: 'Schweißerprüfung ISO 9606-1',
      date: '2019-03',
      url: 'https://tuev.example.de/123',
      issuer: 'TÜV Rheinland',
    },
  ],
  publications: [
    {
      name: 'Vorbeugende Instandhaltung im Mittelstand',
      publisher: 'Fachzeitschrift Instandhaltung',
      releaseDate: '2021-05',
      url: 'https://fachzeitschrift.example.de/artikel',
      summary: 'Ein Erfahrungsbericht aus der Praxis.',
    },
  ],
  skills: [{ name: 'Steuerungstechnik', level: 'Fortgeschritten', keywords: ['SPS', 'Siemens S7'] }],
  languages: [
    { language: 'Deutsch', fluency: 'Muttersprache' },
    { language: 'Englisch', fluency: 'B2' },
    { language: 'Spanisch', fluency: 'B1' },
  ],
  interests: [{ name: 'Oldtimer', keywords: ['Restaurierung', 'Ausfahrten'] }, { name: 'Klettern' }],
  references: [
    { name: 'Petra Lang, Werkleiterin', reference: 'Herr Weißenböck-Hartmann arbeitet sorgfältig.' },
  ],
  projects: [
    {
      name: 'Umbau Linie 3',
      description: 'Umrüstung einer Fertigungslinie auf Servoantriebe.',
      highlights: ['Inbetriebnahme in zwei Wochen'],
      keywords: ['Servotechnik'],
      startDate: '2022-02',
      endDate: '2022-06',
      url: 'https://rheinwerk.example.de/linie-3',
      roles: ['Technische Leitung'],
      entity: 'Rheinwerk Maschinenbau GmbH',
      type: 'application',
    },
  ],
};

/** Every string of a JSON value with where it stands ('work[0].position'). */
function leaves(value: unknown, where = ''): [string, string][] {
  if (typeof value === 'string') return value === '' ? [] : [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${where}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, where ? `${where}.${key}` : key));
  return [];
}

// The heading has no country or region field (a German CV names the city).
const KNOWN_LOSSES = ['basics.location.countryCode', 'basics.location.region'];

describe('a full JSON Resume from another tool', () => {
  it('imports and re-exports with nothing the schema holds lost', () => {
    const again = JSON.parse(JSON.stringify(toJsonResume(fromJsonResume(FULL_JSON_RESUME))));
    delete again.meta;
    const text = JSON.stringify(again);
    const lost = leaves(FULL_JSON_RESUME)
      .filter(([, value]) => {
        // Dates come back as year and month, the precision Vita keeps.
        const date = /^(\d{4}-\d{2})-\d{2}$/.exec(value);
        return !text.includes(JSON.stringify(date?.[1] ?? value).slice(1, -1));
      })
      .map(([where]) => where);
    expect(lost).toEqual(KNOWN_LOSSES);
  });

  it('comes back in the schema fields themselves, not only as text', () => {
    const again = toJsonResume(fromJsonResume(FULL_JSON_RESUME)) as Record<string, unknown>;
    expect(again.certificates).toEqual([
      {
        name: 'Schweißerprüfung ISO 9606-1',
        issuer: 'TÜV Rheinland',
        url: 'https://tuev.example.de/123',
        date: '2019-03',
      },
    ]);
    expect(again.awards).toEqual([
      {
        title: 'Bester Auszubildender',
        awarder: 'IHK Köln',
        date: '2015-07',
        summary: 'Jahrgangsbester im Kammerbezirk.',
      },
    ]);
    expect(again.interests).toEqual([
      { name: 'Oldtimer', keywords: ['Restaurierung', 'Ausfahrten'] },
      { name: 'Klettern' },
    ]);
    expect(again.skills).toEqual([
      { name: 'Steuerungstechnik – Fortgeschritten', keywords: ['SPS', 'Siemens S7'] },
    ]);
    // The volunteer entry comes back exactly as it went in.
    expect(again.volunteer).toEqual(FULL_JSON_RESUME.volunteer);
    expect(again.publications).toEqual([
      {
        name: 'Vorbeugende Instandhaltung im Mittelstand',
        publisher: 'Fachzeitschrift Instandhaltung',
        url: 'https://fachzeitschrift.example.de/artikel',
        releaseDate: '2021-05',
        summary: 'Ein Erfahrungsbericht aus der Praxis.',
      },
    ]);
    expect(again.languages).toEqual([
      { language: 'Deutsch', fluency: 'Muttersprache' },
      { language: 'Englisch', fluency: 'B2' },
      { language: 'Spanisch', fluency: 'B1' },
    ]);
  });

  it('reads a level word in fluency as its CEFR level', () => {
    const parts = fromJsonResume({ languages: [{ language: 'Englisch', fluency: 'Fließend' }] });
    expect(parts.extraSections[0]?.meta_value).toEqual({
      native: [],
      languages: [{ language: 'Englisch', level: 'C1', value: 80 }],
    });
  });

  it('puts what does not fit the two custom sections under its heading in Weitere Informationen', () => {
    const parts = fromJsonResume(FULL_JSON_RESUME);
    expect(parts.customSections.map((s) => s.title)).toEqual(['Ehrenamt', 'Projekte']);
    const more = parts.extraSections.find((s) => s.meta_sub_key === 'additionalInformation');
    expect(JSON.stringify(more?.meta_value)).toMatch(
      /<strong>Veröffentlichungen<\/strong>.*<strong>Referenzen<\/strong>/,
    );
  });
});
