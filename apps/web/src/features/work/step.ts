import { defineWizardStep } from '../../flow/wizard-step';

/** Berufserfahrung: second circle, third for students (they do education first). */
export const workStep = defineWizardStep({
  id: 'work',
  texts: ['work'],
  progress: {
    id: 'work',
    position: { workFirst: 2, educationFirst: 3 },
    link: 'workSummary',
    enabled: (s) => s.hasJobs,
  },
  routes: [
    {
      path: 'workIntro',
      page: () => import('./work-intro-page').then((m) => m.WorkIntroPage),
      flow: { back: 'workIntroBack', next: 'workIntroNext' },
    },
    {
      path: 'workForm',
      page: () => import('./work-form-page').then((m) => m.WorkFormPage),
      flow: { back: 'workFormBack', next: 'workFormNext', skip: 'workFormSkip' },
      progressBar: 'hiddenOnceFinished',
      signIn: 'hiddenOnceFinished',
    },
    {
      path: 'workSummary',
      page: () => import('./work-summary-page').then((m) => m.WorkSummaryPage),
      flow: { back: 'workSummaryBack', next: 'nextPathAfterWorkSummary' },
    },
    {
      // The spec links both spellings; one page.
      path: 'workSummaryLower',
      page: () => import('./work-summary-page').then((m) => m.WorkSummaryPage),
      flow: { back: 'workSummaryBack', next: 'nextPathAfterWorkSummary' },
    },
    {
      path: 'workDescription',
      page: () => import('./work-description-page').then((m) => m.WorkDescriptionPage),
      flow: { back: 'workDescriptionBack', next: 'workDescriptionNext' },
    },
  ],
});
