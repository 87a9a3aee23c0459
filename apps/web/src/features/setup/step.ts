import { defineWizardStep } from '../../flow/wizard-step';

/** Set-up: landing, experience, country, template gallery, build method; before the progress bar. */
export const setupStep = defineWizardStep({
  id: 'setup',
  texts: ['experience', 'country', 'gallery', 'colours', 'buildMethod'],
  progress: null,
  routes: [
    // The landing page comes with the first script (app/route-table.tsx).
    { path: 'landing', flow: { next: 'nextPathAfterContinueYes' } },
    {
      path: 'experienceLevel',
      page: () => import('./experience-level-page').then((m) => m.ExperienceLevelPage),
      flow: { next: 'nextPathAfterExperience' },
      signIn: 'hidden',
    },
    {
      path: 'selectCountry',
      page: () => import('./select-country-page').then((m) => m.SelectCountryPage),
      flow: { next: 'nextPathAfterCountry' },
      signIn: 'hidden',
    },
    {
      path: 'chooseTemplate',
      page: () => import('./choose-template-page').then((m) => m.ChooseTemplatePage),
      flow: { next: 'nextPathAfterTemplateChosen' },
      signIn: 'hidden',
    },
    {
      path: 'buildMethod',
      page: () => import('./build-method-page').then((m) => m.BuildMethodPage),
      flow: { back: 'buildMethodBack', next: 'buildMethodNext' },
    },
  ],
});
