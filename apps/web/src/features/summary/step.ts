import { defineWizardStep } from '../../flow/wizard-step';

/** The professional summary: its pages count to the language circle (01 §4: skills, summary, languages). */
export const summaryStep = defineWizardStep({
  id: 'summary',
  texts: ['summary'],
  progress: 'languages',
  routes: [
    {
      path: 'summaryIntro',
      page: () => import('./summary-intro-page').then((m) => m.SummaryIntroPage),
      flow: { back: 'summaryIntroBack', next: 'summaryIntroNext', skip: 'summaryIntroSkip' },
    },
    {
      // Also an extra section of the checklist; the sign-in link stays here once finished.
      path: 'summary',
      page: () => import('./summary-page').then((m) => m.SummaryPage),
      flow: { back: 'summaryBack', next: 'summaryNext' },
      progressBar: 'hiddenOnceFinished',
    },
  ],
});
