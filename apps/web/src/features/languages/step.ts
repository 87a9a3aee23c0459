import { defineWizardStep } from '../../flow/wizard-step';

/** Sprachen, the fifth circle; enabled by a native language, or once the resume is finished. */
export const languagesStep = defineWizardStep({
  id: 'languages',
  texts: ['languages'],
  progress: {
    id: 'languages',
    position: { workFirst: 5, educationFirst: 5 },
    link: 'languages',
    enabled: (s) => s.hasNativeLanguage || s.finalMode,
  },
  routes: [
    {
      path: 'languagesIntro',
      page: () => import('./languages-intro-page').then((m) => m.LanguagesIntroPage),
      flow: { back: 'languagesIntroBack', next: 'languagesIntroNext' },
    },
    {
      path: 'languages',
      page: () => import('./languages-page').then((m) => m.LanguagesPage),
      flow: { back: 'languagesBack', next: 'languagesNext' },
      progressBar: 'hiddenOnceFinished',
      signIn: 'hiddenOnceFinished',
    },
  ],
});
