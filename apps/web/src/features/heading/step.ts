import { defineWizardStep } from '../../flow/wizard-step';

/** Kontaktdaten, the first circle of the progress bar. */
export const headingStep = defineWizardStep({
  id: 'heading',
  texts: ['heading'],
  progress: {
    id: 'heading',
    position: { workFirst: 1, educationFirst: 1 },
    link: 'heading',
    enabled: (s) => s.hasHeadingEmail,
  },
  routes: [
    {
      path: 'heading',
      page: () => import('./heading-page').then((m) => m.HeadingPage),
      flow: { back: 'headingBack', next: 'headingNext' },
      progressBar: 'hiddenOnceFinished',
      signIn: 'hiddenOnceFinished',
    },
  ],
});
