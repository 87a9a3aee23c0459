import { defineWizardStep } from '../../flow/wizard-step';

const extra = { back: 'extraSectionBack', next: 'extraSectionNext' } as const;

/** The extra-section checklist and its sections; they count to the last circle, Fertigstellen. */
export const sectionsStep = defineWizardStep({
  id: 'sections',
  texts: ['sections'],
  progress: 'finalize',
  routes: [
    {
      path: 'addSection',
      page: () => import('./add-section-page').then((m) => m.AddSectionPage),
      // Next follows the ticked list (nextPathAfterAddSection), which is not flow state.
      flow: { back: 'addSectionBack' },
    },
    {
      path: 'accomplishments',
      page: () => import('./extra-section-page').then((m) => m.AccomplishmentsPage),
      flow: extra,
    },
    {
      path: 'affiliations',
      page: () => import('./extra-section-page').then((m) => m.AffiliationsPage),
      flow: extra,
    },
    {
      path: 'additionalInformation',
      page: () => import('./extra-section-page').then((m) => m.AdditionalInformationPage),
      flow: extra,
    },
    {
      path: 'webLinks',
      page: () => import('./web-links-page').then((m) => m.WebLinksPage),
      flow: { back: 'webLinksBack', next: 'webLinksNext' },
    },
    {
      path: 'certifications',
      page: () => import('./extra-section-page').then((m) => m.CertificationsPage),
      flow: extra,
    },
    {
      path: 'hobbies',
      page: () => import('./extra-section-page').then((m) => m.HobbiesPage),
      flow: extra,
    },
    {
      path: 'customOne',
      page: () => import('./custom-section-page').then((m) => m.CustomSectionOnePage),
      flow: extra,
    },
    {
      path: 'customTwo',
      page: () => import('./custom-section-page').then((m) => m.CustomSectionTwoPage),
      flow: extra,
    },
  ],
});
