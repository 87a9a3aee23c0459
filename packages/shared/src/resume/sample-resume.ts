import { DEFAULT_FORMATTING } from '../constants';
import { EMPTY_EDUCATION, EMPTY_HEADING, EMPTY_SIGNATURE, EMPTY_WORK } from './part-readers';
import type { StoredResumeParts } from './stored-parts';

// Written out complete (the schemas' defaults spread in) rather than parsed, so that the live
// preview's empty state loads no schema code; sample-resume.test.ts checks each part against its
// schema.
/** A realistic German resume for the template gallery, the preview's empty state and tests. */
export const sampleResumeParts: StoredResumeParts = {
  name: 'Lebenslauf Lena Schäfer',
  style: {
    template_id: 1,
    style_name: 'styleTempOne',
    colour: 'brand',
    formatting: { ...DEFAULT_FORMATTING },
    layout: null,
  },
  heading: {
    ...EMPTY_HEADING,
    fname: 'Lena',
    lname: 'Schäfer',
    street: 'Schönhauser Allee 112',
    pincode: '10437',
    location: 'Berlin',
    birthDatePlace: '14.03.1992 in Hamburg',
    phone: '+49 170 2345678',
    email: 'lena.schaefer@example.de',
    licence: 'Klasse B',
    maritalStatus: 'ledig',
    socialLink: 'https://linkedin.com/in/lena-schaefer',
    moreOptions: true,
  },
  work: [
    {
      ...EMPTY_WORK,
      jobtitle: 'Senior-Produktdesignerin',
      employer: 'Grünwerk Mobility GmbH',
      country: 'Berlin',
      startMonth: 'April',
      startYear: '2021',
      check: true,
      workDescription:
        '<ul><li><p>Leitung der Gestaltung der Buchungs-App für E-Bikes und Carsharing mit über 400.000 aktiven Nutzerinnen und Nutzern</p></li><li><p>Aufbau eines barrierefreien Design-Systems (WCAG 2.1 AA) für drei Produktteams</p></li><li><p>Senkung der Abbruchquote im Bezahlvorgang um 18 % durch Nutzerforschung und A/B-Tests</p></li></ul>',
    },
    {
      ...EMPTY_WORK,
      jobtitle: 'UX-Designerin',
      employer: 'Nordlicht Software GmbH',
      country: 'Berlin',
      startMonth: 'October',
      startYear: '2017',
      endMonth: 'March',
      endYear: '2021',
      workDescription:
        '<ul><li><p>Konzeption und Gestaltung von Fachanwendungen für Stadtwerke und Verkehrsbetriebe</p></li><li><p>Planung und Durchführung von mehr als 60 Nutzerinterviews und Usability-Tests</p></li><li><p>Enge Zusammenarbeit mit Entwicklung, Produktmanagement und Kundenservice im Scrum-Team</p></li></ul>',
    },
    {
      ...EMPTY_WORK,
      jobtitle: 'Werkstudentin Mediengestaltung',
      employer: 'Agentur Weißblau',
      country: 'Hamburg',
      startMonth: '10',
      startYear: '2013',
      endMonth: '08',
      endYear: '2015',
      workDescription:
        '<ul><li><p>Gestaltung von Print- und Onlinekampagnen für regionale Kulturträger</p></li><li><p>Pflege der Websites mehrerer Kundinnen und Kunden im Redaktionssystem</p></li></ul>',
    },
  ],
  education: [
    {
      ...EMPTY_EDUCATION,
      sdegree: 'Master of Arts',
      fieldOStudy: 'Interaktionsdesign',
      sname: 'Universität der Künste Berlin',
      slname: 'Berlin',
      pointer: 1.3,
      studyStartMonth: 'October',
      studyStartYear: '2015',
      studyEndMonth: 'September',
      studyEndYear: '2017',
      educationDescription:
        '<p>Masterarbeit: „Barrierefreie Fahrgastinformation im öffentlichen Nahverkehr“</p>',
    },
    {
      ...EMPTY_EDUCATION,
      sdegree: 'Bachelor of Arts',
      fieldOStudy: 'Kommunikationsdesign',
      sname: 'Hochschule für Angewandte Wissenschaften Hamburg',
      slname: 'Hamburg',
      pointer: 1.7,
      studyStartMonth: 'October',
      studyStartYear: '2011',
      studyEndMonth: 'July',
      studyEndYear: '2015',
    },
  ],
  skills: {
    recommended: [],
    data: '<ul><li><p>Nutzerforschung (Interviews, Usability-Tests, Umfragen)</p></li><li><p>Figma, Sketch und Adobe Creative Cloud</p></li><li><p>Prototyping und Design-Systeme</p></li><li><p>Barrierefreiheit nach WCAG 2.1 und BITV 2.0</p></li><li><p>Moderation von Design-Thinking-Workshops</p></li><li><p>HTML, CSS und Grundkenntnisse in React</p></li><li><p>Agile Methoden (Scrum, Kanban)</p></li><li><p>Datenbasierte Gestaltung (A/B-Tests, Webanalyse)</p></li></ul>',
  },
  summary: {
    data: '<p>Produktdesignerin mit über acht Jahren Erfahrung in digitalen Diensten für Mobilität und Daseinsvorsorge. Ich verbinde gründliche Nutzerforschung mit klaren, barrierefreien Oberflächen und arbeite gern eng mit Entwicklung und Fachabteilungen zusammen. Mein Ziel: Produkte, die im Alltag einfach funktionieren – für alle.</p>',
  },
  signature: {
    ...EMPTY_SIGNATURE,
    tab: 0,
    text: 'Lena Schäfer',
    addDateAndPlace: true,
    date: '2026-11-22',
    location: 'Berlin',
  },
  extraSections: [
    {
      id: 1,
      meta_sub_key: 'Language',
      meta_value: {
        native: [{ nativeLang: 'Deutsch' }],
        languages: [
          { language: 'Englisch', level: 'C1', value: 80 },
          { language: 'Französisch', level: 'B1', value: 40 },
        ],
      },
    },
    {
      id: 2,
      meta_sub_key: 'Certification',
      meta_value: {
        data: '<ul><li><p>Certified Professional for Usability and User Experience (CPUX-F), UXQB, 2019</p></li><li><p>Professional Scrum Product Owner I (PSPO I), Scrum.org, 2022</p></li></ul>',
      },
    },
    {
      id: 3,
      meta_sub_key: 'hobbiesInformation',
      meta_value: {
        data: '<p>Rennradfahren, Siebdruck und ehrenamtliche Mitarbeit im Repair-Café Prenzlauer Berg</p>',
      },
    },
  ],
  customSections: [],
  photo: null,
};
