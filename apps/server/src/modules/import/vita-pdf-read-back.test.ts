import { type StoredResumeParts, sampleResumeParts } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { usePrintedResume, withHeading } from '../export/sample-resume.test-support';
import { exportAndImport } from './upload.test-support';

/**
 * A resume whose text the templates wrap: a long hyphenated surname (two lines in a side column
 * layout), a title beside its date, bullets and a summary long enough to be hyphenated, skills
 * set in columns, a signature with place and date. Exported through the real print path and read
 * back by the importer.
 */
const bullets = (items: readonly string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;
const SKILLS = [
  'Kundenberatung',
  'Kassenführung',
  'Warenpräsentation',
  'Warenwirtschaft',
  'Inventur',
  'Reklamationsbearbeitung',
  'Verkaufsförderung',
  'Warendisposition',
  'Kassenabrechnung',
  'Staplerschein',
];
const FIRST_BULLET =
  'Höherer Abteilungsumsatz durch neu gestaltete Warenpräsentation und gezielte Zusatzverkäufe';
const SUMMARY =
  'Ausgebildete Fachkraft im Einzelhandel mit mehrjähriger Erfahrung in Verkauf, Warenwirtschaft und Kassenabrechnung. Freundlich, serviceorientiert und mit Gespür für die Wünsche der Kundschaft. Erfahrung in Warendisposition, Inventur und Warenpräsentation sowie gutes Zahlenverständnis für Umsätze, Spannen und Bestände, im Mode- und Lebensmittelhandel.';

const parts: StoredResumeParts = {
  ...withHeading(sampleResumeParts, {
    fname: 'Sabine',
    lname: 'Müller-Lüdenscheidt',
    street: 'Hauptstraße 12a',
    pincode: '44135',
    location: 'Dortmund',
    phone: '0231 1234567',
    email: 'sabine.mueller@example.de',
    birthDatePlace: '07.05.1988 in Dortmund',
    maritalStatus: 'verheiratet',
    licence: 'Klasse B, Staplerschein',
    socialLink: '',
    moreOptions: true,
  }),
  name: 'Lebenslauf Sabine Müller-Lüdenscheidt',
  summary: { data: `<p>${SUMMARY}</p>` },
  work: [
    {
      ...sampleResumeParts.work[0],
      jobtitle: 'Kauffrau im Einzelhandel',
      employer: 'REWE Markt GmbH',
      country: 'Dortmund',
      startMonth: 'March',
      startYear: '2019',
      endMonth: '',
      endYear: '',
      check: true,
      workDescription: bullets([
        FIRST_BULLET,
        'Geringere Inventurdifferenzen durch sorgfältigere Wareneingangskontrolle nach dem Vier-Augen-Prinzip',
        'Kassenabrechnung und Warenannahme',
      ]),
    },
  ] as StoredResumeParts['work'],
  education: [
    {
      ...sampleResumeParts.education[0],
      sdegree: 'Abgeschlossene Berufsausbildung',
      fieldOStudy: 'Kauffrau im Einzelhandel (IHK)',
      sname: 'Karl-Schiller-Berufskolleg',
      slname: 'Dortmund',
      pointer: 2.1,
      studyStartMonth: 'August',
      studyStartYear: '2011',
      studyEndMonth: 'July',
      studyEndYear: '2014',
      educationDescription: '<p>Duale Ausbildung bei der Kaufhof Warenhaus AG</p>',
    },
  ] as StoredResumeParts['education'],
  skills: { recommended: [], data: bullets(SKILLS) },
  signature: {
    ...sampleResumeParts.signature,
    text: 'Sabine Müller-Lüdenscheidt',
    addDateAndPlace: true,
    date: '2026-11-24',
    location: 'Dortmund',
  } as StoredResumeParts['signature'],
  extraSections: [
    {
      id: 1,
      meta_sub_key: 'Language',
      meta_value: {
        native: [{ nativeLang: 'Deutsch' }],
        languages: [
          { language: 'Englisch', level: 'B1', value: 40 },
          { language: 'Türkisch', level: 'A2', value: 20 },
        ],
      },
    },
    {
      id: 2,
      meta_sub_key: 'hobbiesInformation',
      meta_value: { data: '<p>Handball im TuS Eving-Lindenhorst, Backen</p>' },
    },
  ],
  customSections: [
    {
      id: 21,
      title: 'Ehrenamt',
      description: bullets(['Seit 2020 Helferin bei der Dortmunder Tafel e. V.']),
    },
  ],
};

const printed = usePrintedResume(parts);

const listItems = (html: string | undefined) =>
  [...(html ?? '').matchAll(/<li><p>(.*?)<\/p><\/li>/g)].map((m) => m[1] ?? '');
const text = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const KLASSISCH = 'styleTempOne';
const MODERN = 'styleTempDBSix';
const PHOTOS = ['withoutPhoto', 'withPhoto'] as const;
const withOrWithout = (photo: (typeof PHOTOS)[number]) => (photo === 'withPhoto' ? 'with' : 'without');

describe("Vita's own PDF read back by the import", () => {
  // The side column of Modern wraps the surname and the title beside its date, and sets each
  // personal label above its value; Klassisch has room for both on one line.
  for (const photo of PHOTOS) {
    it(`Modern ${withOrWithout(photo)} photo: the long hyphenated surname and the personal data come back whole`, async () => {
      const got = await exportAndImport(printed.app, printed.tokens[photo], MODERN);
      expect(got.heading?.fname).toBe('Sabine');
      expect(got.heading?.lname).toBe('Müller-Lüdenscheidt');
      expect(got.heading?.birthDatePlace).toBe('07.05.1988 in Dortmund');
      expect(got.heading?.maritalStatus).toBe('verheiratet');
      expect(got.heading?.licence).toBe('Klasse B, Staplerschein');
    }, 60_000);

    it(`Modern ${withOrWithout(photo)} photo: a title wrapped beside its date stays in the title, the school in the school`, async () => {
      const got = await exportAndImport(printed.app, printed.tokens[photo], MODERN);
      expect(got.education[0]).toMatchObject({
        sdegree: 'Abgeschlossene Berufsausbildung',
        fieldOStudy: 'Kauffrau im Einzelhandel (IHK)',
        sname: 'Karl-Schiller-Berufskolleg',
      });
      expect(got.work[0]?.jobtitle).toBe('Kauffrau im Einzelhandel');
    }, 60_000);
  }

  for (const [label, styleName] of [
    ['Klassisch', KLASSISCH],
    ['Modern', MODERN],
  ] as const) {
    for (const photo of PHOTOS) {
      const which = `${label} ${withOrWithout(photo)} photo`;

      it(`${which}: words hyphenated at a line end are joined, real hyphens kept, a wrapped bullet stays one`, async () => {
        const got = await exportAndImport(printed.app, printed.tokens[photo], styleName);
        expect(text(got.summary?.data)).toBe(SUMMARY);
        expect(listItems(got.work[0]?.workDescription)).toEqual([
          FIRST_BULLET,
          'Geringere Inventurdifferenzen durch sorgfältigere Wareneingangskontrolle nach dem Vier-Augen-Prinzip',
          'Kassenabrechnung und Warenannahme',
        ]);
      }, 60_000);

      it(`${which}: skills come back one by one; hobbies, languages and Ehrenamt keep to their sections`, async () => {
        const got = await exportAndImport(printed.app, printed.tokens[photo], styleName);
        expect(listItems(got.skills?.data)).toEqual(SKILLS);
        const extra = (key: string) => got.extraSections.find((s) => s.meta_sub_key === key)?.meta_value;
        expect(text((extra('hobbiesInformation') as { data?: string } | undefined)?.data)).toBe(
          'Handball im TuS Eving-Lindenhorst, Backen',
        );
        const languages = extra('Language') as { languages?: { language: string }[] } | undefined;
        expect(languages?.languages?.map((l) => l.language)).toEqual(['Englisch', 'Türkisch']);
        const ehrenamt = got.customSections.find((s) => s.title === 'Ehrenamt');
        expect(listItems(ehrenamt?.description)).toEqual([
          'Seit 2020 Helferin bei der Dortmunder Tafel e. V.',
        ]);
      }, 60_000);
    }
  }
});
