import { loadPatternText as germanPatternText } from 'virtual:hyphen-data/de-1996';
import { loadPatternText as englishPatternText } from 'virtual:hyphen-data/en-us';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { LandingPage } from '../features/setup/landing-page';
import type { PathName } from '../flow/paths';
import type { WizardStepDeclaration } from '../flow/wizard-step';
import { i18n, loadAppTexts } from '../i18n';
import { prefetchResume } from '../store/stored-resume-fetch';
import { WIZARD_STEPS, type WizardPagePath } from './wizard-steps';

type Page = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * A route either renders a page (loaded on demand; the landing page is in the entry) or the honest
 * "coming soon" placeholder.
 */
export type RouteSpec = { page: Page } | { placeholder: true };

/**
 * A page loaded on demand, with the query cache it reads through (TanStack Query, which `/` does
 * without) and the wizard's texts (`/` has its own few): all load in parallel, so neither costs a
 * page an extra round trip.
 */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteSpec => ({
  page: lazy(async () => {
    const [module, { QueryProvider }] = await Promise.all([
      load(),
      import('../api/query-provider'),
      loadAppTexts(),
    ]);
    const Page = pick(module);
    return {
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  }),
});

/** A head start that must not fail the page it helps: its failure is left to the page's own load. */
const ahead = (start: Promise<unknown>): Promise<unknown> => start.catch(() => undefined);

/** `/final-resume?id=<token>`: the resume's requests start with the page's code, not after it. */
function prefetchLinkedResume(): void {
  const token = new URLSearchParams(window.location.search).get('id');
  if (token) prefetchResume(token);
}

/** The routes whose page a wizard step declares, each loaded on demand. */
export function wizardRoutesOf<P extends PathName>(
  steps: readonly WizardStepDeclaration[],
): Record<P, RouteSpec> {
  const routes: Partial<Record<PathName, RouteSpec>> = {};
  for (const step of steps) {
    for (const route of step.routes) {
      if (route.page) routes[route.path] = page(route.page, (Page) => Page);
    }
  }
  return routes as Record<P, RouteSpec>;
}

/**
 * The routes that are not a wizard step's own page: the landing page (in the entry), the final
 * page (composed here), the account, billing, legal and letter pages.
 */
const APP_ROUTES: Record<Exclude<PathName, WizardPagePath>, RouteSpec> = {
  // In the entry itself: `/` paints its pitch with the first script, no second round trip.
  landing: { page: LandingPage },
  importCv: page(
    () => import('../features/import/import-page'),
    (m) => m.ImportPage,
  ),
  finalResume: page(
    // The page shows the preview at once: its code (templates, resume builder) and the
    // hyphenation patterns of the language shown are fetched alongside instead of after the page
    // has rendered, so the preview lays out its pages once, hyphenated, not twice.
    () => {
      prefetchLinkedResume();
      // The patterns are the largest file the page needs (German ~54 KB): asked for before its
      // code, so that they do not queue behind it; the hyphenation module takes this same request.
      const patterns = i18n.resolvedLanguage === 'en' ? englishPatternText : germanPatternText;
      void patterns().catch(() => undefined);
      return Promise.all([
        import('./final-resume-route'),
        // Head starts only: one that fails leaves the page to load it when it needs it.
        ahead(
          import('../store/warm-up-stored-fonts').then((fonts) => {
            fonts.warmUpStoredFonts();
            fonts.warmUpPrefetchedFonts();
            fonts.warmUpFinalPageFonts();
          }),
        ),
        ahead(
          import('../templates/shared/hyphenation').then(({ loadHyphenation }) =>
            loadHyphenation(i18n.resolvedLanguage === 'en' ? 'en' : 'de'),
          ),
        ),
        // Modules the page would otherwise ask for only after an earlier one has run (the
        // preview is lazy, the patterns' code is imported by the hyphenation module): requested
        // now, in parallel, they cost no round trip of their own.
        ahead(import('../components/preview/live-preview')),
        ahead(import('../components/preview').then(({ preloadLivePreview }) => preloadLivePreview())),
        ahead(import('../templates/shared/hyphen-patterns')),
      ]).then(([module]) => module);
    },
    (m) => m.FinalResumeRoute,
  ),
  letterEditor: page(
    () => import('../features/letters/editor/letter-editor-page'),
    (m) => m.LetterEditorPage,
  ),

  accessibility: page(
    () => import('../features/legal/accessibility-page'),
    (m) => m.AccessibilityPage,
  ),
  customer: page(
    () => import('./customer-route'),
    (m) => m.CustomerRoute,
  ),
  tracker: page(
    () => import('../features/tracker/tracker-page'),
    (m) => m.TrackerPage,
  ),
  trackedApplication: page(
    () => import('./tracked-application-route'),
    (m) => m.TrackedApplicationRoute,
  ),
  customerAccount: page(
    () => import('../features/account/customer-account-page'),
    (m) => m.CustomerAccountPage,
  ),
  payment: page(
    () => import('../features/billing/payment-page'),
    (m) => m.PaymentPage,
  ),
  orderHistory: page(
    () => import('../features/billing/order-history-page'),
    (m) => m.OrderHistoryPage,
  ),
  billHistory: page(
    () => import('../features/billing/bill-history-page'),
    (m) => m.BillHistoryPage,
  ),
  signupLogin: page(
    () => import('../features/account/signup-login-page'),
    (m) => m.SignupLoginPage,
  ),

  imprint: page(
    () => import('../features/legal/legal-pages'),
    (m) => m.ImprintPage,
  ),
  terms: page(
    () => import('../features/legal/legal-pages'),
    (m) => m.TermsPage,
  ),
  privacy: page(
    () => import('../features/legal/legal-pages'),
    (m) => m.PrivacyPage,
  ),
  contact: page(
    () => import('../features/legal/legal-pages'),
    (m) => m.ContactPage,
  ),
  cancelContract: page(
    () => import('../features/legal/cancel-contract-page'),
    (m) => m.CancelContractPage,
  ),
  withdrawContract: page(
    () => import('../features/legal/withdraw-contract-page'),
    (m) => m.WithdrawContractPage,
  ),
  cancellationUndo: page(
    () => import('../features/legal/cancellation-undo-page'),
    (m) => m.CancellationUndoPage,
  ),
  trialEnd: page(
    () => import('../features/billing/trial-end-page'),
    (m) => m.TrialEndPage,
  ),
  zeugnis: page(
    () => import('../features/zeugnis/zeugnis-page'),
    (m) => m.ZeugnisPage,
  ),
};

/**
 * Every path of `paths` has an entry (the types say so): a wizard step's pages come from its
 * declaration (app/wizard-steps.ts), every other page is listed above. Pages are split per route,
 * so `/` loads only what it shows.
 */
export const ROUTES: Record<PathName, RouteSpec> = {
  ...APP_ROUTES,
  ...wizardRoutesOf<WizardPagePath>(WIZARD_STEPS),
};
