/**
 * Every route of the product, in one table (navigation is data). The spec's paths are the
 * contract and are kept exactly, including their odd spellings (/Work-summary, /lngg, /accm).
 * Paths Vita adds where the spec names no route are marked "Vita".
 */
export const paths = {
  landing: '/',
  experienceLevel: '/experience-level',
  selectCountry: '/select-country',
  chooseTemplate: '/choose-template',
  /** Vita: the spec's build-method screen has no route name. */
  buildMethod: '/build-method',

  heading: '/resume',
  educationIntro: '/resume-education',
  educationForm: '/edu-del',
  educationSummary: '/edu-summary',
  educationDescription: '/edu-description',
  workIntro: '/expr',
  workForm: '/work-expr-form',
  workSummary: '/Work-summary',
  workSummaryLower: '/work-summary',
  workDescription: '/work-description',
  skillsIntro: '/skill',
  skills: '/add-skill',
  summaryIntro: '/summary',
  summary: '/add-summary',
  /** Vita: the spec's language intro screen has no route name. */
  languagesIntro: '/language',
  languages: '/lngg',
  addSection: '/add-section',
  accomplishments: '/accm',
  affiliations: '/afil',
  additionalInformation: '/addi',
  webLinks: '/alnk',
  certifications: '/cert',
  hobbies: '/hobbies',
  customOne: '/cus-one',
  customTwo: '/cus-two',
  signatureIntro: '/signature',
  signature: '/upload-signature',
  finalResume: '/final-resume',
  /** Vita: upload an existing CV (PDF, Word, LinkedIn export) and review it before it is created. */
  importCv: '/import',
  /** Vita: the Anschreiben editor of one stored letter (its id). */
  letterEditor: '/anschreiben/:id',

  accessibility: '/accessibility',
  customer: '/customer',
  customerAccount: '/customer-account',
  /** Vita: the Bewerbungsmanager — every application as a board or a table. */
  tracker: '/bewerbungen',
  /** Vita: one tracked application (its id). */
  trackedApplication: '/bewerbungen/:id',
  payment: '/payment',
  orderHistory: '/order-history',
  billHistory: '/bill-history',
  signupLogin: '/signup-login',

  /** Vita: legal pages linked from every footer (German law: Impressum, AGB, § 312k BGB). */
  imprint: '/impressum',
  terms: '/agb',
  privacy: '/datenschutz',
  contact: '/kontakt',
  cancelContract: '/vertraege-kuendigen',
  /** Vita: "Vertrag widerrufen" (§ 356a BGB), the server's WITHDRAWAL_PAGE. */
  withdrawContract: '/vertrag-widerrufen',
  /** Vita: "Das war ich nicht – Abo fortsetzen" from the cancellation mail (the server's CANCELLATION_UNDO_PAGE). */
  cancellationUndo: '/abo-fortsetzen',
  trialEnd: '/abo-beenden',
  /** Vita: the Arbeitszeugnis decoder, public. */
  zeugnis: '/zeugnis-verstehen',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/** The extra sections offered on /add-section and reached through the stored extra-section list. */
export const EXTRA_SECTION_PATHS = [
  paths.summary,
  paths.hobbies,
  paths.certifications,
  paths.affiliations,
  paths.accomplishments,
  paths.additionalInformation,
  paths.webLinks,
  paths.customOne,
  paths.customTwo,
] as const;
export type ExtraSectionPath = (typeof EXTRA_SECTION_PATHS)[number];

export const isExtraSectionPath = (path: string): path is ExtraSectionPath =>
  (EXTRA_SECTION_PATHS as readonly string[]).includes(path);

/** `/cus-one?customSecToken=7` — the custom-section pages carry the stored section id. */
export const customSectionHref = (
  path: typeof paths.customOne | typeof paths.customTwo,
  id: number | null,
) => (id === null ? path : `${path}?customSecToken=${id}`);
