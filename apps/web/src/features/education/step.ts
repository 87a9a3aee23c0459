import { defineWizardStep } from '../../flow/wizard-step';

/** Ausbildung: third circle, second for students (they do education first). */
export const educationStep = defineWizardStep({
  id: 'education',
  texts: ['education'],
  progress: {
    id: 'education',
    position: { workFirst: 3, educationFirst: 2 },
    link: 'educationSummary',
    enabled: (s) => s.hasDegrees,
  },
  routes: [
    {
      path: 'educationIntro',
      page: () => import('./education-intro-page').then((m) => m.EducationIntroPage),
      flow: { back: 'educationIntroBack', next: 'educationIntroNext' },
    },
    {
      path: 'educationForm',
      page: () => import('./education-form-page').then((m) => m.EducationFormPage),
      flow: { back: 'educationFormBack', next: 'educationFormNext' },
      progressBar: 'hiddenOnceFinished',
      signIn: 'hiddenOnceFinished',
    },
    {
      path: 'educationSummary',
      page: () => import('./education-summary-page').then((m) => m.EducationSummaryPage),
      flow: { back: 'educationSummaryBack', next: 'nextPathAfterEducationSummary' },
    },
    {
      path: 'educationDescription',
      page: () => import('./education-description-page').then((m) => m.EducationDescriptionPage),
      flow: { back: 'educationDescriptionBack', next: 'educationDescriptionNext' },
    },
  ],
});
