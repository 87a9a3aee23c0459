import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { skillsStep } from '../features/skills/step';
import * as educationRules from '../flow/education';
import type { FlowState } from '../flow/flow-state';
import { type PathName, paths } from '../flow/paths';
import { progressBarOf } from '../flow/progress';
import * as sectionRules from '../flow/sections';
import * as setupRules from '../flow/setup';
import * as wizardRules from '../flow/wizard';
import { defineWizardStep, type WizardRoute, type WizardStepDeclaration } from '../flow/wizard-step';
import * as workRules from '../flow/work';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import finalDe from '../i18n/parts/final.de.json';
import finalEn from '../i18n/parts/final.en.json';
import { signInHiddenOf } from '../session/sign-in-visibility';
import { flowState, nonStudent, student } from '../test/flow-fixtures';
import { ROUTES, wizardRoutesOf } from './route-table';
import {
  isProgressBarVisible,
  isSignInHidden,
  stepForPath,
  WIZARD_STEPS,
  type WizardPagePath,
} from './wizard-steps';

/**
 * What the header shows on every route, written down from the lists the route table, progress bar
 * and sign-in link had before they were derived from the step declarations: the derivation must
 * give exactly these.
 */
const CIRCLE_OF: Partial<Record<PathName, string>> = {
  heading: 'heading',
  workIntro: 'work',
  workForm: 'work',
  workSummary: 'work',
  workSummaryLower: 'work',
  workDescription: 'work',
  educationIntro: 'education',
  educationForm: 'education',
  educationSummary: 'education',
  educationDescription: 'education',
  skillsIntro: 'skills',
  skills: 'skills',
  summaryIntro: 'languages',
  summary: 'languages',
  languagesIntro: 'languages',
  languages: 'languages',
  addSection: 'finalize',
  accomplishments: 'finalize',
  affiliations: 'finalize',
  additionalInformation: 'finalize',
  webLinks: 'finalize',
  certifications: 'finalize',
  hobbies: 'finalize',
  customOne: 'finalize',
  customTwo: 'finalize',
  signatureIntro: 'finalize',
  signature: 'finalize',
  finalResume: 'finalize',
};
const BAR_HIDDEN: readonly PathName[] = ['finalResume'];
const BAR_HIDDEN_ONCE_FINISHED: readonly PathName[] = [
  'heading',
  'workForm',
  'educationForm',
  'skills',
  'summary',
  'languages',
];
const SIGN_IN_HIDDEN: readonly PathName[] = ['experienceLevel', 'selectCountry', 'chooseTemplate'];
const SIGN_IN_HIDDEN_ONCE_FINISHED: readonly PathName[] = [
  'heading',
  'workForm',
  'educationForm',
  'skills',
  'languages',
];

const names = Object.keys(paths) as PathName[];

describe('the header on every route, derived from the wizard steps', () => {
  it.each(names)('%s counts to the same progress circle', (name) => {
    expect(stepForPath(paths[name])).toBe(CIRCLE_OF[name] ?? null);
  });

  it.each(names)('%s shows the progress bar where it showed', (name) => {
    const inWizard = CIRCLE_OF[name] !== undefined && !BAR_HIDDEN.includes(name);
    expect(isProgressBarVisible(paths[name], false)).toBe(inWizard);
    expect(isProgressBarVisible(paths[name], true)).toBe(
      inWizard && !BAR_HIDDEN_ONCE_FINISHED.includes(name),
    );
  });

  it.each(names)('%s shows the sign-in link where it showed', (name) => {
    const hidden = SIGN_IN_HIDDEN.includes(name);
    expect(isSignInHidden(paths[name], false)).toBe(hidden);
    expect(isSignInHidden(paths[name], true)).toBe(hidden || SIGN_IN_HIDDEN_ONCE_FINISHED.includes(name));
  });

  it('shows neither on a path outside the table', () => {
    expect(stepForPath('/nope')).toBeNull();
    expect(isProgressBarVisible('/nope', false)).toBe(false);
    expect(isSignInHidden('/nope', true)).toBe(false);
  });
});

/** The page of each wizard route, as the route table listed it before the steps declared it. */
const PAGE_OF: Record<WizardPagePath, [() => Promise<Record<string, unknown>>, string]> = {
  experienceLevel: [() => import('../features/setup/experience-level-page'), 'ExperienceLevelPage'],
  selectCountry: [() => import('../features/setup/select-country-page'), 'SelectCountryPage'],
  chooseTemplate: [() => import('../features/setup/choose-template-page'), 'ChooseTemplatePage'],
  buildMethod: [() => import('../features/setup/build-method-page'), 'BuildMethodPage'],
  heading: [() => import('../features/heading/heading-page'), 'HeadingPage'],
  educationIntro: [() => import('../features/education/education-intro-page'), 'EducationIntroPage'],
  educationForm: [() => import('../features/education/education-form-page'), 'EducationFormPage'],
  educationSummary: [() => import('../features/education/education-summary-page'), 'EducationSummaryPage'],
  educationDescription: [
    () => import('../features/education/education-description-page'),
    'EducationDescriptionPage',
  ],
  workIntro: [() => import('../features/work/work-intro-page'), 'WorkIntroPage'],
  workForm: [() => import('../features/work/work-form-page'), 'WorkFormPage'],
  workSummary: [() => import('../features/work/work-summary-page'), 'WorkSummaryPage'],
  workSummaryLower: [() => import('../features/work/work-summary-page'), 'WorkSummaryPage'],
  workDescription: [() => import('../features/work/work-description-page'), 'WorkDescriptionPage'],
  skillsIntro: [() => import('../features/skills/skills-intro-page'), 'SkillsIntroPage'],
  skills: [() => import('../features/skills/skills-page'), 'SkillsPage'],
  summaryIntro: [() => import('../features/summary/summary-intro-page'), 'SummaryIntroPage'],
  summary: [() => import('../features/summary/summary-page'), 'SummaryPage'],
  languagesIntro: [() => import('../features/languages/languages-intro-page'), 'LanguagesIntroPage'],
  languages: [() => import('../features/languages/languages-page'), 'LanguagesPage'],
  addSection: [() => import('../features/sections/add-section-page'), 'AddSectionPage'],
  accomplishments: [() => import('../features/sections/extra-section-page'), 'AccomplishmentsPage'],
  affiliations: [() => import('../features/sections/extra-section-page'), 'AffiliationsPage'],
  additionalInformation: [
    () => import('../features/sections/extra-section-page'),
    'AdditionalInformationPage',
  ],
  webLinks: [() => import('../features/sections/web-links-page'), 'WebLinksPage'],
  certifications: [() => import('../features/sections/extra-section-page'), 'CertificationsPage'],
  hobbies: [() => import('../features/sections/extra-section-page'), 'HobbiesPage'],
  customOne: [() => import('../features/sections/custom-section-page'), 'CustomSectionOnePage'],
  customTwo: [() => import('../features/sections/custom-section-page'), 'CustomSectionTwoPage'],
  signatureIntro: [() => import('../features/signature/signature-intro-page'), 'SignatureIntroPage'],
  signature: [() => import('../features/signature/signature-page'), 'SignaturePage'],
};

const declaredRoutes = (WIZARD_STEPS as readonly WizardStepDeclaration[]).flatMap((step) =>
  step.routes.map((route): { step: WizardStepDeclaration; route: WizardRoute } => ({ step, route })),
);

describe('the route table, derived from the wizard steps', () => {
  it('has a route for every path, each declared by one step at most', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...names].sort());
    const declared = declaredRoutes.map(({ route }) => route.path);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it.each(Object.entries(PAGE_OF) as [WizardPagePath, (typeof PAGE_OF)[WizardPagePath]][])(
    '%s loads the same page as before',
    async (name, [load, exportName]) => {
      const declared = declaredRoutes.find(({ route }) => route.path === name)?.route;
      expect(declared?.page).toBeTypeOf('function');
      const module = await load();
      expect(await declared?.page?.()).toBe(module[exportName]);
    },
  );
});

const RULES: Record<string, unknown> = {
  ...wizardRules,
  ...workRules,
  ...educationRules,
  ...sectionRules,
  ...setupRules,
};

/** Every combination of the facts the rules read, for both kinds of visitor. */
const STATES = [student, nonStudent].flatMap((visitor) =>
  [0, 1, 2, 3, 4, 5, 6, 7].map((bits) =>
    flowState({
      ...visitor,
      finalMode: (bits & 1) === 1,
      hasJobs: (bits & 2) === 2,
      hasDegrees: (bits & 4) === 4,
      hasSummary: (bits & 2) === 2,
      hasLanguageData: (bits & 4) === 4,
      hasWebLinks: (bits & 2) === 2,
      extraSections: (bits & 4) === 4 ? [paths.summary, paths.hobbies, paths.webLinks, paths.customOne] : [],
      customSectionIds: { one: 7, two: null },
    }),
  ),
);

describe('the flow rules the steps declare', () => {
  const known = new Set<string>(Object.values(paths));
  it.each(
    declaredRoutes.flatMap(({ route }) =>
      Object.entries(route.flow ?? {}).map(([button, name]) => [route.path, button, name] as const),
    ),
  )('%s %s (%s) leads to a route of the table', (path, _button, name) => {
    const rule = RULES[name] as (state: FlowState, here: string) => string;
    expect(rule).toBeTypeOf('function');
    for (const state of STATES) {
      expect(known).toContain(rule(state, paths[path]).split('?')[0]);
    }
  });
});

describe('the texts the steps declare', () => {
  const textsOf = (language: 'de' | 'en') => ({
    ...(language === 'de' ? de : en),
    ...(language === 'de' ? finalDe : finalEn),
  });
  it.each(WIZARD_STEPS.flatMap((step) => step.texts.map((key) => [step.id, key] as const)))(
    '%s has its texts %s in German and English',
    (_id, key) => {
      expect(textsOf('de')).toHaveProperty(key);
      expect(textsOf('en')).toHaveProperty(key);
    },
  );
});

const CoverPage = () => <h1>Deckblatt</h1>;

describe('a wizard step declared in one folder', () => {
  // A step of its own (here on the Zeugnis route) that brings the skills circle instead of the skills step.
  const coverStep = defineWizardStep({
    id: 'cover',
    texts: [],
    progress: {
      id: 'skills',
      position: { workFirst: 4, educationFirst: 4 },
      link: 'zeugnis',
      enabled: () => true,
    },
    routes: [
      { path: 'zeugnis', page: async () => CoverPage, progressBar: 'hiddenOnceFinished', signIn: 'hidden' },
    ],
  });
  const steps = WIZARD_STEPS.map((step) => (step === skillsStep ? coverStep : step));

  it('appears in the route table with its page', async () => {
    const Page = wizardRoutesOf<'zeugnis'>(steps).zeugnis;
    expect(Page && 'page' in Page).toBe(true);
    if (!('page' in Page)) return;
    const Shown = Page.page;
    render(
      <Suspense fallback={null}>
        <Shown />
      </Suspense>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Deckblatt');
  });

  it('appears in the progress bar at its place, active on its route', () => {
    const bar = progressBarOf(steps);
    const shown = bar.progressSteps(flowState(nonStudent), paths.zeugnis);
    expect(shown.map((s) => s.id)).toEqual([
      'heading',
      'work',
      'education',
      'skills',
      'languages',
      'finalize',
    ]);
    expect(shown[3]).toMatchObject({ path: paths.zeugnis, enabled: true, active: true, number: 4 });
    expect(bar.isProgressBarVisible(paths.zeugnis, false)).toBe(true);
    expect(bar.isProgressBarVisible(paths.zeugnis, true)).toBe(false);
    expect(bar.stepForPath(paths.skills)).toBeNull();
    expect(signInHiddenOf(steps)(paths.zeugnis, false)).toBe(true);
  });
});
