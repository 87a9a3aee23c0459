import { workEntrySchema } from '../contracts/meta-values';
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
  workDescription: bullets(['Gestaltung von Oberflächen für Nachrichten-Apps auf iOS und Android']),
});

const [latestJob, secondJob, firstJob] = sampleResumeParts.work.map((job, index) =>
  index === 0
    ? {
        ...job,
        workDescription: bullets([
          'Leitung der Gestaltung der Buchungs-App für E-Bikes und Carsharing',
          'Senkung der Abbruchquote im Bezahlvorgang um 18 % durch A/B-Tests',
        ]),
      }
    : job,
);

/**
 * Every section, filling two A4 pages (styleTempOne prints it on exactly two, its second page
 * nearly full): for page breaks, PDF and benchmarks.
 */
export const twoPageSampleParts: StoredResumeParts = {
  ...sampleResumeParts,
  name: 'Lebenslauf Lena Schäfer (ausführlich)',
  work: [latestJob, secondJob, studentJob, firstJob].filter((job) => job !== undefined),
  extraSections: [
    ...sampleResumeParts.extraSections,
    {
      id: 4,
      meta_sub_key: 'Accomplishment',
      meta_value: {
        data: bullets(['German Design Award 2023 für die Buchungs-App von Grünwerk Mobility']),
      },
    },
    {
      id: 5,
      meta_sub_key: 'Affiliation',
      meta_value: {
        data: bullets(['Dr. Jonas Weber, Grünwerk Mobility GmbH – Kontakt auf Anfrage']),
      },
    },
    {
      id: 6,
      meta_sub_key: 'additionalInformation',
      meta_value: {
        data: '<p>Verfügbar ab 01.03.2027, Reisebereitschaft bis 30 %.</p>',
      },
    },
    {
      id: 7,
      meta_sub_key: 'WebLinks',
      meta_value: {
        link1: 'https://lena-schaefer.example.de',
        link2: 'linkedin.com/in/lena-schaefer',
      },
    },
  ],
  customSections: [
    {
      id: 21,
      title: 'Ehrenamt',
      description: bullets(['Seit 2019: Mentorin im Programm „Frauen in digitalen Berufen“']),
    },
    {
      id: 22,
      title: 'Veröffentlichungen',
      description: bullets([
        'Schäfer, L. (2022): Gute Formulare für alle. Zeitschrift für Gestaltung, Heft 4.',
      ]),
    },
  ],
};
