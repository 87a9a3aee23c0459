import * as meta from '../contracts/meta-values';
import { resumeStyleSchema } from '../contracts/style';
import { DRAWN_SIGNATURE_SAMPLE } from './drawn-signature-sample';
import type { StoredResumeParts } from './stored-parts';

/**
 * Three resumes of a Kauffrau im Einzelhandel, as a new user writes them, to measure page breaks:
 * short (one job) must fit on one page, typical (two jobs, two schools, summary, eight skills,
 * three languages, two certificates, hobbies, a custom section, a drawn signature) on two, and
 * long (six jobs) must leave no page but the last under 70 % full.
 */

const bullets = (items: readonly string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;

const heading = meta.headingSchema.parse({
  fname: 'Julia',
  lname: 'Becker',
  street: 'Venloer Straße 241',
  pincode: '50823',
  location: 'Köln',
  birthDatePlace: '09.05.1998 in Bonn',
  phone: '+49 151 23456789',
  email: 'julia.becker@example.de',
  licence: 'Klasse B',
  maritalStatus: 'ledig',
  moreOptions: true,
});

const currentJob = meta.workEntrySchema.parse({
  jobtitle: 'Stellvertretende Filialleiterin',
  employer: 'Modehaus Lindner GmbH',
  country: 'Köln',
  startMonth: 'July',
  startYear: '2022',
  check: true,
  workDescription: bullets([
    'Vertretung der Filialleitung in einem Team von zwölf Mitarbeitenden, Erstellung der Einsatzpläne',
    'Kundenberatung und Verkauf im Bereich Damenmode, durchschnittlich 9 % über dem Umsatzziel',
    'Warenannahme, Kontrolle der Lieferscheine und Pflege des Warenwirtschaftssystems',
    'Kassenabrechnung, Tagesabschluss und Bargeldentsorgung nach dem Vier-Augen-Prinzip',
    'Anleitung von zwei Auszubildenden und Vorbereitung auf die IHK-Zwischenprüfung',
  ]),
});

const secondJob = meta.workEntrySchema.parse({
  jobtitle: 'Kauffrau im Einzelhandel',
  employer: 'Frischemarkt Hoffmann e. K.',
  country: 'Bonn',
  startMonth: 'August',
  startYear: '2019',
  endMonth: 'June',
  endYear: '2022',
  workDescription: bullets([
    'Beratung an der Frischetheke und im Getränkemarkt, Bearbeitung von Reklamationen',
    'Disposition der Trockensortimente und Inventur in Zusammenarbeit mit der Marktleitung',
    'Warenpräsentation nach Planogramm und Umsetzung der Wochenaktionen',
    'Kassieren und Kassenabschluss, Schulung neuer Aushilfen an der Kasse',
  ]),
});

/** Older jobs of the long resume, newest first. */
const olderJobs = [
  {
    jobtitle: 'Verkäuferin (Teilzeit)',
    employer: 'Buchhandlung am Markt',
    country: 'Bonn',
    startYear: '2018',
    endYear: '2019',
    items: [
      'Beratung zu Neuerscheinungen und Bestellungen für Kundinnen und Kunden',
      'Gestaltung der Schaufenster zu Lesungen und saisonalen Themen',
      'Bearbeitung von Schulbuchbestellungen für drei Grundschulen',
    ],
  },
  {
    jobtitle: 'Auszubildende Kauffrau im Einzelhandel',
    employer: 'Kaufhaus Rheinland GmbH',
    country: 'Bonn',
    startYear: '2016',
    endYear: '2019',
    items: [
      'Stationen in Textil, Haushaltswaren, Kasse, Warenannahme und Buchhaltung',
      'Eigenständige Betreuung einer Aktionsfläche im vierten Ausbildungshalbjahr',
      'Abschlussprüfung vor der IHK Bonn/Rhein-Sieg mit der Note 2,1',
    ],
  },
  {
    jobtitle: 'Aushilfe im Verkauf',
    employer: 'Bäckerei Schmitz',
    country: 'Bonn',
    startYear: '2015',
    endYear: '2016',
    items: [
      'Verkauf und Beratung an der Theke am Wochenende',
      'Vorbereitung der Auslage und Einhaltung der Hygienevorschriften',
    ],
  },
  {
    jobtitle: 'Praktikantin',
    employer: 'Drogeriemarkt Vogel',
    country: 'Siegburg',
    startMonth: 'March',
    startYear: '2014',
    endMonth: 'April',
    endYear: '2014',
    items: ['Einräumen der Ware und Pflege der Regale', 'Mithilfe bei der Inventur'],
  },
].map(({ items, ...job }) =>
  meta.workEntrySchema.parse({
    startMonth: 'August',
    endMonth: 'July',
    ...job,
    workDescription: bullets(items),
  }),
);

const education = [
  meta.educationEntrySchema.parse({
    sdegree: 'Ausbildung zur Kauffrau im Einzelhandel',
    sname: 'Berufskolleg Bonn-Duisdorf',
    slname: 'Bonn',
    pointer: 2.1,
    studyStartMonth: 'August',
    studyStartYear: '2016',
    studyEndMonth: 'June',
    studyEndYear: '2019',
    educationDescription: '<p>Schwerpunkte: Warenwirtschaft, Marketing und Rechnungswesen</p>',
  }),
  meta.educationEntrySchema.parse({
    sdegree: 'Fachhochschulreife',
    fieldOStudy: 'Wirtschaft und Verwaltung',
    sname: 'Robert-Wetzlar-Berufskolleg',
    slname: 'Bonn',
    pointer: 2.6,
    studyStartMonth: 'August',
    studyStartYear: '2014',
    studyEndMonth: 'July',
    studyEndYear: '2016',
  }),
];

const skills = meta.skillsSchema.parse({
  data: bullets([
    'Kundenberatung',
    'Kassenführung',
    'Warenpräsentation',
    'Warenwirtschaft (SAP Retail)',
    'Inventur und Disposition',
    'Reklamationsbearbeitung',
    'Personaleinsatzplanung',
    'MS Office',
  ]),
});

const summary = meta.summarySchema.parse({
  data: '<p>Kauffrau im Einzelhandel mit sieben Jahren Erfahrung im Mode- und Lebensmittelhandel, zuletzt als stellvertretende Filialleiterin. Ich berate gern, behalte Bestand und Kasse im Blick und leite Auszubildende mit Geduld an.</p>',
});

const signature = meta.signatureSchema.parse({
  tab: 1,
  sign: DRAWN_SIGNATURE_SAMPLE,
  addDateAndPlace: true,
  date: '2026-11-25',
  location: 'Köln',
});

const languages = {
  id: 1,
  meta_sub_key: 'Language',
  meta_value: {
    native: [{ nativeLang: 'Deutsch' }],
    languages: [
      { language: 'Englisch', level: 'B2', value: 60 },
      { language: 'Französisch', level: 'A2', value: 20 },
    ],
  },
} as const;

const style = resumeStyleSchema.parse({ template_id: 1, style_name: 'styleTempOne' });

export const typicalSampleParts: StoredResumeParts = {
  name: 'Lebenslauf Julia Becker',
  style,
  heading,
  work: [currentJob, secondJob],
  education,
  skills,
  summary,
  signature,
  extraSections: [
    languages,
    {
      id: 2,
      meta_sub_key: 'Certification',
      meta_value: {
        data: bullets([
          'Ausbildereignungsprüfung (AEVO), IHK Köln, 2023',
          'Kassensicherheit und Falschgelderkennung, Deutsche Bundesbank, 2021',
        ]),
      },
    },
    {
      id: 3,
      meta_sub_key: 'hobbiesInformation',
      meta_value: { data: '<p>Nähen, Laufen am Rhein und Kochen für Freunde</p>' },
    },
  ],
  customSections: [
    {
      id: 21,
      title: 'Ehrenamt',
      description: bullets(['Seit 2020: Kassenwartin im Turnverein Ehrenfeld 1889 e. V.']),
    },
  ],
  photo: null,
};

export const shortSampleParts: StoredResumeParts = {
  ...typicalSampleParts,
  name: 'Lebenslauf Julia Becker (kurz)',
  work: [currentJob],
  education: education.slice(0, 1),
  extraSections: [languages],
  customSections: [],
};

export const longSampleParts: StoredResumeParts = {
  ...typicalSampleParts,
  name: 'Lebenslauf Julia Becker (ausführlich)',
  work: [currentJob, secondJob, ...olderJobs],
};

/** The three sizes in the order the benchmark prints them. */
export const PAGINATION_SAMPLES = [
  { size: 'short', parts: shortSampleParts, maxPages: 1 },
  { size: 'typical', parts: typicalSampleParts, maxPages: 2 },
  { size: 'long', parts: longSampleParts, maxPages: null },
] as const;
