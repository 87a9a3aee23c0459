import { educationEntrySchema, workEntrySchema } from '../contracts/meta-values';
import { sampleResumeParts } from './sample-resume';
import type { StoredResumeParts } from './stored-parts';

const bullets = (items: readonly string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;

const studentJob = workEntrySchema.parse({
  jobtitle: 'Werkstudentin UX-Design',
  employer: 'Spreeblick Medien GmbH & Co. KG',
  country: 'Berlin',
  startMonth: 'November',
  startYear: '2015',
  endMonth: 'September',
  endYear: '2017',
  workDescription: bullets([
    'Gestaltung von Oberflächen für Nachrichten-Apps auf iOS und Android',
    'Mitarbeit an einer gemeinsamen Komponentenbibliothek für Web und App',
    'Erstellung von Klickprototypen für Nutzertests und Präsentationen bei der Geschäftsführung',
    'Unterstützung des Designteams bei Nutzerinterviews und deren Auswertung',
  ]),
});

const internship = workEntrySchema.parse({
  jobtitle: 'Praktikantin Informationsdesign',
  employer: 'Stadtwerke Lüneburg GmbH',
  country: 'Lüneburg',
  startMonth: 'March',
  startYear: '2013',
  endMonth: 'August',
  endYear: '2013',
  workDescription: bullets([
    'Überarbeitung der Kundeninformationen zu Strom- und Gastarifen in verständlicher Sprache',
    'Gestaltung von Infografiken für den Geschäftsbericht',
    'Mitarbeit an der Neugestaltung des Kundenportals',
  ]),
});

const [latestJob, secondJob, firstJob] = sampleResumeParts.work.map((job, index) =>
  index === 0
    ? {
        ...job,
        workDescription: bullets([
          'Leitung der Gestaltung der Buchungs-App für E-Bikes und Carsharing mit über 400.000 aktiven Nutzerinnen und Nutzern',
          'Aufbau eines barrierefreien Design-Systems (WCAG 2.1 AA) für drei Produktteams mit über 120 Komponenten',
          'Senkung der Abbruchquote im Bezahlvorgang um 18 % durch Nutzerforschung und A/B-Tests',
          'Fachliche Führung von vier Designerinnen und Designern, Einarbeitung neuer Kolleginnen und Kollegen',
          'Einführung regelmäßiger Nutzertests mit älteren Menschen und Menschen mit Sehbehinderung',
        ]),
      }
    : job,
);

/** Enough content to fill two A4 pages in every template: for page breaks, PDF and benchmarks. */
export const twoPageSampleParts: StoredResumeParts = {
  ...sampleResumeParts,
  name: 'Lebenslauf Lena Schäfer (ausführlich)',
  work: [latestJob, secondJob, studentJob, firstJob, internship].filter((job) => job !== undefined),
  education: [
    ...sampleResumeParts.education,
    educationEntrySchema.parse({
      sdegree: 'Abitur',
      sname: 'Gymnasium Othmarschen',
      slname: 'Hamburg',
      pointer: 1.9,
      gMonth: 'June',
      gYear: '2011',
      educationDescription: '<p>Leistungskurse: Kunst und Englisch</p>',
    }),
  ],
  extraSections: [
    ...sampleResumeParts.extraSections,
    {
      id: 4,
      meta_sub_key: 'Accomplishment',
      meta_value: {
        data: bullets([
          'German Design Award 2023, Kategorie „Interactive User Experience“, für die Buchungs-App von Grünwerk Mobility',
          'Vortrag „Barrierefreiheit ist kein Extra“ auf der Konferenz UX Berlin 2022',
          'Bundespreis Ecodesign 2019 (Nominierung) für ein Konzept zur Reparaturanleitung',
        ]),
      },
    },
    {
      id: 5,
      meta_sub_key: 'Affiliation',
      meta_value: {
        data: bullets([
          'Dr. Jonas Weber, Leiter Produkt, Grünwerk Mobility GmbH – Kontakt auf Anfrage',
          'Miriam Özdemir, Geschäftsführerin, Nordlicht Software GmbH – Kontakt auf Anfrage',
        ]),
      },
    },
    {
      id: 6,
      meta_sub_key: 'additionalInformation',
      meta_value: {
        data: '<p>Verfügbar ab 01.03.2027 (Kündigungsfrist drei Monate). Reisebereitschaft bis 30 %, Führerschein Klasse B.</p>',
      },
    },
    {
      id: 7,
      meta_sub_key: 'WebLinks',
      meta_value: {
        link1: 'https://lena-schaefer.example.de',
        link2: 'linkedin.com/in/lena-schaefer',
        link3: 'dribbble.com/lenaschaefer',
      },
    },
  ],
  customSections: [
    {
      id: 21,
      title: 'Ehrenamt',
      description: bullets([
        'Seit 2019: Mentorin im Programm „Frauen in digitalen Berufen“ der Handwerkskammer Berlin',
        '2016 – 2018: Gestaltung von Lernmaterial für Deutschkurse einer Geflüchtetenhilfe in Moabit',
      ]),
    },
    {
      id: 22,
      title: 'Veröffentlichungen',
      description: bullets([
        'Schäfer, L. (2022): Gute Formulare für alle. In: Zeitschrift für Gestaltung, Heft 4, S. 12–19.',
        'Schäfer, L.; Krüger, T. (2020): Fahrgastinformation in Echtzeit – Ergebnisse einer Nutzerstudie. Tagungsband Mensch und Computer.',
      ]),
    },
  ],
};
