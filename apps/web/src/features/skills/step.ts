import { defineWizardStep } from '../../flow/wizard-step';

/** Kenntnisse, the fourth circle. */
export const skillsStep = defineWizardStep({
  id: 'skills',
  texts: ['skills'],
  progress: {
    id: 'skills',
    position: { workFirst: 4, educationFirst: 4 },
    link: 'skills',
    enabled: (s) => s.hasSkills,
  },
  routes: [
    {
      path: 'skillsIntro',
      page: () => import('./skills-intro-page').then((m) => m.SkillsIntroPage),
      flow: { back: 'skillsIntroBack', next: 'skillsIntroNext' },
    },
    {
      path: 'skills',
      page: () => import('./skills-page').then((m) => m.SkillsPage),
      flow: { back: 'skillsBack', next: 'skillsNext' },
      progressBar: 'hiddenOnceFinished',
      signIn: 'hiddenOnceFinished',
    },
  ],
});
