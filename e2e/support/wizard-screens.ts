/**
 * The screens of the issue-3 flows, for the page-by-page checks (wizard-a11y.spec.ts): where each
 * is, the resume it needs, its title and main button in German and English, and what must have
 * loaded before it is checked.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { labelWithName, pageTitle, preview } from './wizard-pages';
import { CLASSIC_TEMPLATE, SAMPLE_DEGREE, SAMPLE_JOB, type SeedOptions } from './wizard-seed';

export type Language = 'de' | 'en';
interface Texts {
  title: string;
  main: (page: Page) => Locator;
}

export interface WizardScreen {
  /** Screenshot name and test title. */
  name: string;
  path: string;
  /** Resume to put in place first; none for the set-up pages. */
  seed?: SeedOptions;
  de: Texts;
  en: Texts;
  /** Something that must have loaded before the checks (suggestions, a list). */
  ready?: (page: Page, language: Language) => Promise<void>;
  /** A state to reach first (e.g. the student question shown). */
  prepare?: (page: Page, language: Language) => Promise<void>;
}

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
const link = (name: string) => (page: Page) => page.getByRole('link', { name, exact: true });
const withPreview = async (page: Page) => {
  if ((page.viewportSize()?.width ?? 0) >= 1024) await expect(preview(page)).toBeVisible();
};
const suggestionsLoaded = async (page: Page, language: Language) => {
  await withPreview(page);
  const add = language === 'de' ? 'Hinzufügen' : 'Add';
  await expect(page.getByRole('button', { name: add, exact: true }).first()).toBeVisible();
};
/** A summary page with its two seeded entries. */
const twoEntriesWithPreview = async (page: Page) => {
  await withPreview(page);
  await expect(page.getByRole('article')).toHaveCount(2);
};

const JOBS = [
  SAMPLE_JOB,
  {
    ...SAMPLE_JOB,
    jobtitle: 'Kundenberater',
    employer: 'Sparkasse Leipzig',
    check: false,
    startYear: '2015',
    endMonth: 'February',
    endYear: '2019',
    workDescription: '',
  },
];

export const WIZARD_SCREENS: WizardScreen[] = [
  {
    name: 'landing',
    path: '/',
    de: {
      title: 'Ihr professioneller Lebenslauf – in wenigen Minuten',
      main: button('Lebenslauf erstellen'),
    },
    en: { title: 'Your professional resume – in just a few minutes', main: button('Create my resume') },
  },
  {
    name: 'experience-level',
    path: '/experience-level',
    de: {
      title: 'Wie viel Berufserfahrung haben Sie?',
      main: (p) => p.getByRole('button', { name: /0–3 Jahre/ }),
    },
    en: {
      title: 'How much work experience do you have?',
      main: (p) => p.getByRole('button', { name: /0–3 years/ }),
    },
    // The student question is part of the screen once 0-3 is chosen (no navigation until answered).
    prepare: async (page) => {
      await page.getByRole('button', { name: /0–3 Jahre/ }).click();
      await expect(page.getByRole('heading', { name: 'Sind Sie Student/in?' })).toBeVisible();
    },
  },
  {
    name: 'select-country',
    path: '/select-country',
    de: { title: 'In welchem Land bewerben Sie sich?', main: button('Vorlagen ansehen') },
    en: { title: 'Which country are you applying in?', main: button('See templates') },
  },
  {
    name: 'choose-template',
    path: '/choose-template',
    de: {
      title: 'Wählen Sie ein Design für Ihren neuen Lebenslauf',
      main: (p) => p.getByRole('button', { name: labelWithName('Vorlage wählen', 'Klassisch') }),
    },
    en: {
      title: 'Choose a design for your new resume',
      main: (p) => p.getByRole('button', { name: labelWithName('Choose template', 'Classic') }),
    },
  },
  {
    name: 'build-method',
    path: '/build-method',
    de: { title: 'Wie möchten Sie Ihren Lebenslauf erstellen?', main: link('Weiter') },
    en: { title: 'How do you want to build your resume?', main: link('Next') },
  },
  {
    name: 'resume',
    path: '/resume',
    seed: { heading: null, template: CLASSIC_TEMPLATE },
    de: { title: 'Wie erreichen Arbeitgeber Sie?', main: button('Weiter') },
    en: { title: 'How can employers reach you?', main: button('Further') },
    ready: withPreview,
  },
  {
    name: 'resume-education',
    path: '/resume-education',
    seed: { jobs: [SAMPLE_JOB] },
    de: { title: 'Fügen Sie Ihre Ausbildung hinzu', main: link('Weiter') },
    en: { title: 'Add your education', main: link('Next') },
  },
  {
    name: 'edu-del',
    path: '/edu-del',
    seed: { jobs: [SAMPLE_JOB] },
    de: { title: 'Erzählen Sie uns von Ihrer Ausbildung', main: button('Weiter') },
    en: { title: 'Tell us about your education', main: button('Next') },
    ready: withPreview,
  },
  {
    name: 'edu-summary',
    path: '/edu-summary',
    seed: {
      jobs: [SAMPLE_JOB],
      degrees: [
        SAMPLE_DEGREE,
        {
          sname: 'Thomasschule Leipzig',
          sdegree: 'Abitur',
          pointer: 2.3,
          studyStartYear: '2006',
          studyEndYear: '2014',
        },
      ],
    },
    de: { title: 'Ihre Ausbildung', main: button('Speichern und weiter') },
    en: { title: 'Your education', main: button('Save and next') },
    ready: twoEntriesWithPreview,
  },
  {
    name: 'edu-description',
    path: '/edu-description?index=0',
    seed: { jobs: [SAMPLE_JOB], degrees: [SAMPLE_DEGREE] },
    de: { title: 'Beschreiben Sie Ihre Ausbildung', main: button('Weiter') },
    en: { title: 'Describe your education', main: button('Next') },
    ready: suggestionsLoaded,
  },
  {
    name: 'expr',
    path: '/expr',
    seed: {},
    de: { title: 'Jetzt geht es um Ihre Berufserfahrung', main: link('Weiter') },
    en: { title: "Now let's add your work history", main: link('Next') },
  },
  {
    name: 'work-expr-form',
    path: '/work-expr-form',
    seed: {},
    de: { title: 'Erzählen Sie uns von Ihrer Stelle', main: button('Weiter') },
    en: { title: 'Tell us about your job', main: button('Next') },
    ready: withPreview,
  },
  {
    name: 'Work-summary',
    path: '/Work-summary',
    seed: { jobs: JOBS },
    de: { title: 'Ihre Berufserfahrung', main: link('Weiter') },
    en: { title: 'Your work history', main: link('Next') },
    ready: twoEntriesWithPreview,
  },
  {
    name: 'work-description',
    path: '/work-description?index=0',
    seed: { jobs: JOBS },
    de: { title: 'Beschreiben Sie Ihre Tätigkeit', main: button('Weiter') },
    en: { title: 'Describe what you did', main: button('Next') },
    ready: suggestionsLoaded,
  },
];

export function screenNamed(name: string): WizardScreen {
  const screen = WIZARD_SCREENS.find((s) => s.name === name);
  if (!screen) throw new Error(`no wizard screen named ${name}`);
  return screen;
}

/** The screen is there: its title, its main button, and whatever `ready` waits for. */
export async function expectScreenReady(page: Page, screen: WizardScreen, language: Language): Promise<void> {
  await expect(pageTitle(page)).toHaveText(screen[language].title);
  await expect(screen[language].main(page)).toBeVisible();
  await screen.ready?.(page, language);
}
