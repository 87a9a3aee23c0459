import { defineWizardStep } from '../../flow/wizard-step';

/** The final page: the last circle, Fertigstellen, enabled once the resume is finished. */
export const finalStep = defineWizardStep({
  id: 'final',
  texts: ['final', 'finalTools'],
  progress: {
    id: 'finalize',
    position: { workFirst: 6, educationFirst: 6 },
    link: 'finalResume',
    enabled: (s) => s.finalMode,
  },
  routes: [
    // The page is composed in the app with what letters and the Bewerbungsmappe add to it
    // (app/final-resume-route.tsx); its fixed header has no progress bar.
    { path: 'finalResume', progressBar: 'hidden' },
  ],
});
