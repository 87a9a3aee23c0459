import {
  EMPTY_EDUCATION,
  EMPTY_HEADING,
  EMPTY_WORK,
  type StoredResumeParts,
  sampleResumeParts,
} from '@vita/shared';

const base = (name: string): StoredResumeParts => ({
  ...sampleResumeParts,
  name,
  signature: null,
  photo: null,
  customSections: [],
});

/** A Kauffrau im Einzelhandel with Realschulabschluss. */
export const retailPersona: StoredResumeParts = {
  ...base('Lebenslauf Ayşe Kaya'),
  heading: {
    ...EMPTY_HEADING,
    fname: 'Ayşe',
    lname: 'Kaya',
    location: 'Dortmund',
    licence: 'Klasse B',
    maritalStatus: 'verheiratet',
    moreOptions: true,
  },
  work: [
    {
      ...EMPTY_WORK,
      jobtitle: 'Kauffrau im Einzelhandel',
      employer: 'Kaufhof Dortmund',
      country: 'Dortmund',
      startMonth: '08',
      startYear: '2019',
      check: true,
      workDescription: '<ul><li><p>Beratung von Kundinnen und Kunden in der Damenabteilung</p></li></ul>',
    },
    {
      ...EMPTY_WORK,
      jobtitle: 'Kassiererin',
      employer: 'REWE',
      country: 'Dortmund',
      startMonth: '09',
      startYear: '2016',
      endMonth: '07',
      endYear: '2019',
    },
  ],
  education: [
    {
      ...EMPTY_EDUCATION,
      sdegree: 'Abgeschlossene Berufsausbildung',
      fieldOStudy: 'Kauffrau im Einzelhandel',
      sname: 'Berufskolleg Dortmund',
      slname: 'Dortmund',
      pointer: 2.1,
      studyStartMonth: '08',
      studyStartYear: '2016',
      studyEndMonth: '07',
      studyEndYear: '2019',
    },
    {
      ...EMPTY_EDUCATION,
      sdegree: 'Mittlere Reife / Realschulabschluss',
      sname: 'Realschule am Hafen',
      slname: 'Dortmund',
      studyEndMonth: '06',
      studyEndYear: '2016',
    },
  ],
  skills: {
    recommended: [],
    data: '<ul><li><p>Kundenberatung</p></li><li><p>Kassenführung</p></li><li><p>Warenpräsentation</p></li><li><p>Inventur</p></li></ul>',
  },
  summary: { data: '<p>Engagierte Verkäuferin mit Freude am Kundenkontakt.</p>' },
  extraSections: [
    {
      id: 1,
      meta_sub_key: 'Language',
      meta_value: {
        native: [{ nativeLang: 'Türkisch' }, { nativeLang: 'Deutsch' }],
        languages: [{ language: 'Englisch', level: 'B1', value: 40 }],
      },
    },
  ],
};

/** A Fachkraft für Lagerlogistik. */
export const warehousePersona: StoredResumeParts = {
  ...base('Lebenslauf Marek Nowak'),
  heading: {
    ...EMPTY_HEADING,
    fname: 'Marek',
    lname: 'Nowak',
    location: 'Bremen',
    licence: 'Klasse B, C1E',
    moreOptions: true,
  },
  work: [
    {
      ...EMPTY_WORK,
      jobtitle: 'Fachkraft für Lagerlogistik',
      employer: 'Hansa Logistik GmbH',
      country: 'Bremen',
      startMonth: '02',
      startYear: '2018',
      check: true,
    },
  ],
  education: [
    {
      ...EMPTY_EDUCATION,
      sdegree: 'Ausbildung zur Fachkraft für Lagerlogistik',
      sname: 'BBS Bremen',
      slname: 'Bremen',
      studyStartMonth: '08',
      studyStartYear: '2015',
      studyEndMonth: '01',
      studyEndYear: '2018',
    },
    {
      ...EMPTY_EDUCATION,
      sdegree: 'Hauptschulabschluss',
      sname: 'Oberschule Findorff',
      slname: 'Bremen',
      studyEndMonth: '06',
      studyEndYear: '2015',
    },
  ],
  skills: {
    recommended: [],
    data: '<ul><li><p>Kommissionierung</p></li><li><p>Staplerschein</p></li><li><p>SAP MM</p></li><li><p>Wareneingang</p></li><li><p>Polnisch verhandlungssicher</p></li></ul>',
  },
  summary: null,
  extraSections: [
    {
      id: 1,
      meta_sub_key: 'Language',
      meta_value: {
        native: [{ nativeLang: 'Polnisch' }],
        languages: [{ language: 'Deutsch', level: 'C1', value: 80 }],
      },
    },
  ],
};

/** An engineer with a Diplom. */
export const engineerPersona: StoredResumeParts = {
  ...base('Lebenslauf Jens Albrecht'),
  heading: { ...EMPTY_HEADING, fname: 'Jens', lname: 'Albrecht', location: 'Stuttgart' },
  work: [
    {
      ...EMPTY_WORK,
      jobtitle: 'Maschinenbauingenieur',
      employer: 'Bosch',
      country: 'Stuttgart',
      startMonth: '10',
      startYear: '2012',
      check: true,
      workDescription: '<ul><li><p>Konstruktion von Hydraulikkomponenten</p></li></ul>',
    },
  ],
  education: [
    {
      ...EMPTY_EDUCATION,
      sdegree: 'Diplom',
      fieldOStudy: 'Maschinenbau',
      sname: 'Universität Stuttgart',
      slname: 'Stuttgart',
      pointer: 1.7,
      studyStartMonth: '10',
      studyStartYear: '2006',
      studyEndMonth: '09',
      studyEndYear: '2012',
    },
    {
      ...EMPTY_EDUCATION,
      sdegree: 'Abitur (Allgemeine Hochschulreife)',
      sname: 'Hegel-Gymnasium',
      slname: 'Stuttgart',
      pointer: 2.0,
      studyEndMonth: '06',
      studyEndYear: '2006',
    },
  ],
  skills: {
    recommended: [],
    data: '<ul><li><p>Konstruktion</p></li><li><p>Technische Mechanik</p></li><li><p>SolidWorks</p></li><li><p>Projektmanagement</p></li></ul>',
  },
  summary: { data: '<p>Ingenieur mit zehn Jahren Erfahrung.</p>' },
  extraSections: [
    {
      id: 1,
      meta_sub_key: 'Language',
      meta_value: {
        native: [{ nativeLang: 'Deutsch' }],
        languages: [{ language: 'Englisch', level: 'C1', value: 80 }],
      },
    },
  ],
};
