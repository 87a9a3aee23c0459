import { defineWizardStep } from '../../flow/wizard-step';

/** The signature (02 §2.6), the last pages before the final page; they count to Fertigstellen. */
export const signatureStep = defineWizardStep({
  id: 'signature',
  texts: ['signature'],
  progress: 'finalize',
  routes: [
    {
      path: 'signatureIntro',
      page: () => import('./signature-intro-page').then((m) => m.SignatureIntroPage),
      flow: { back: 'signatureIntroBack', next: 'signatureIntroNext' },
    },
    {
      path: 'signature',
      page: () => import('./signature-page').then((m) => m.SignaturePage),
      flow: { back: 'signatureBack', next: 'signatureNext' },
    },
  ],
});
