/** Limits, ids and presets from the spec (01 §3, §5, §9; 02 §9). One source for web and server. */

export const RESUME_TOKEN_PATTERN = /^[a-f0-9]{32}$/;

export const META_KEYS = ['heading', 'education', 'work-expr', 'skills', 'summary', 'signature'] as const;
export type MetaKey = (typeof META_KEYS)[number];
/** Meta keys whose value is an ordered list of entries (edited by meta_index). */
export const LIST_META_KEYS = ['education', 'work-expr'] as const satisfies readonly MetaKey[];

export const EXTRA_SECTION_SUB_KEYS = [
  'Accomplishment',
  'Certification',
  'Affiliation',
  'additionalInformation',
  'WebLinks',
  'Language',
  'hobbiesInformation',
] as const;
export type ExtraSectionSubKey = (typeof EXTRA_SECTION_SUB_KEYS)[number];

export const MAX_CUSTOM_SECTIONS = 2;
export const MAX_WEB_LINKS = 3;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * The German application photo (Bewerbungsfoto) is a portrait of 35 × 45 mm: the cropper and every
 * template's photo frame use this ratio (width / height), so nothing is cut twice.
 */
export const PHOTO_WIDTH_MM = 35;
export const PHOTO_HEIGHT_MM = 45;
export const PHOTO_ASPECT = PHOTO_WIDTH_MM / PHOTO_HEIGHT_MM;

/** Longest text the server stores per heading field (the heading contract and its form use these). */
export const HEADING_LIMITS = {
  email: 35,
  name: 34,
  street: 120,
  location: 80,
  pincode: 12,
  birthDatePlace: 120,
  phone: 40,
  licence: 80,
  maritalStatus: 80,
  socialLink: 200,
} as const;

/** Longest text per education field (education contract and form). */
export const EDUCATION_LIMITS = {
  sname: 160,
  slname: 120,
  sdegree: 120,
  fieldOStudy: 120,
  sdescription: 500,
  /** The grade as typed ('1,7'); the contract holds it as a number from 0 to 100. */
  pointer: 6,
} as const;

/** Longest text per work field (work contract and form); the postcode is the heading's. */
export const WORK_LIMITS = {
  jobtitle: 120,
  employer: 120,
  city: 120,
  /** The form's 'city/place' field (stored in `country`, kept quirk). */
  country: 120,
} as const;

/** The signature record; the place beside the date is the heading's location. */
export const SIGNATURE_LIMITS = {
  /** The typed signature (the name). */
  text: 80,
  fontFamily: 60,
  fontStyle: 30,
  color: 20,
} as const;

/** Language names (native and other languages) and custom sections. */
export const SECTION_LIMITS = {
  language: 60,
  customTitle: 80,
  webLink: 300,
} as const;

/** The Anschreiben: its fields, the applicant's answers for the first draft and a phrase's blanks. */
export const LETTER_LIMITS = {
  name: 120,
  position: 150,
  company: 120,
  subject: 200,
  salutation: 200,
  closing: 100,
  place: 80,
  startDate: 80,
  salary: 80,
  motivation: 800,
  /** One blank ("[Firma]") of a suggested phrase, filled in before the phrase is inserted. */
  phraseSlot: 120,
} as const;

/** Accounts: registration, login and the reset code (DESIGN.md deviation 4: 6 digits). */
export const ACCOUNT_LIMITS = {
  email: 80,
  passwordMin: 6,
  passwordMax: 200,
  resetCode: 6,
} as const;

/** The public legal forms: cancellation (§ 312k BGB), withdrawal (§ 356a BGB) and contact. */
export const LEGAL_FORM_LIMITS = {
  name: 200,
  contract: 200,
  reason: 2000,
  /** The order number (a subscription's gateway_payment_id). */
  orderId: 100,
  message: 5000,
} as const;

/** Catalogue look-ups: a typed profile search, a job title matched to profiles, a language search. */
export const CATALOGUE_LIMITS = {
  search: 100,
  title: 120,
  languageSearch: 60,
} as const;

/** Longest resume name: a save, a rename, a download's file name. */
export const RESUME_NAME_MAX = 120;

/** Anlagen: the title shown in the list and on the Deckblatt. */
export const ATTACHMENT_LIMITS = { title: 150 } as const;

export const EDUCATION_YEARS = { from: 1957, to: 2032 } as const;
export const WORK_FIRST_YEAR = 1958;

/** Catalogue categories (01 §3). */
export const CATEGORY = {
  skills: 4,
  summary: 5,
  educationDescription: 6,
  accomplishments: 7,
  affiliations: 8,
  certifications: 9,
} as const;
export const CATEGORY_IDS = [4, 5, 6, 7, 8, 9] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];
/** search-subcategory accepts these (01 §7). */
export const SEARCHABLE_CATEGORY_IDS = [4, 5, 7, 8, 9] as const;

/** Final-page section ids (01 §3). */
export const SECTION_ID = {
  heading: 1,
  skills: 2,
  education: 3,
  accomplishments: 4,
  affiliations: 5,
  summary: 6,
  work: 7,
  languages: 8,
  additionalInformation: 10,
  webLinks: 11,
  certifications: 12,
  customOne: 13,
  customTwo: 14,
  hobbies: 15,
} as const;
export type SectionName = keyof typeof SECTION_ID;
export type SectionId = (typeof SECTION_ID)[SectionName];

/** Language levels: A1 0 … C2 100 in steps of 20 (01 §3). */
export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const languageLevelValue = (level: LanguageLevel): number => LANGUAGE_LEVELS.indexOf(level) * 20;

/**
 * Template ids and style names (01 §3): family one (ids 1, 2, 5, 6, 7 → styleTempOne…Five) and
 * family two (ids 4, 7, 8 … 12 → styleTempDBSix…Twelve). Id 7 occurs twice, so the style name is
 * the key. Index 1…12 is the gallery position; index 0 (the "special" template) is the default.
 */
export const TEMPLATES = [
  { index: 1, id: 1, styleName: 'styleTempOne' },
  { index: 2, id: 2, styleName: 'styleTempTwo' },
  { index: 3, id: 5, styleName: 'styleTempThree' },
  { index: 4, id: 6, styleName: 'styleTempFour' },
  { index: 5, id: 7, styleName: 'styleTempFive' },
  { index: 6, id: 4, styleName: 'styleTempDBSix' },
  { index: 7, id: 7, styleName: 'styleTempDBSeven' },
  { index: 8, id: 8, styleName: 'styleTempDBEight' },
  { index: 9, id: 9, styleName: 'styleTempDBNine' },
  { index: 10, id: 10, styleName: 'styleTempDBTen' },
  { index: 11, id: 11, styleName: 'styleTempDBEleven' },
  { index: 12, id: 12, styleName: 'styleTempDBTwelve' },
] as const;
export type TemplateStyleName = (typeof TEMPLATES)[number]['styleName'];
export const TEMPLATE_STYLE_NAMES = TEMPLATES.map((t) => t.styleName);
export const DEFAULT_TEMPLATE = TEMPLATES[0];
export const TEMPLATE_IDS = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The 9 gallery colours (01 §2); the palette of 12 adds three more. */
export const GALLERY_COLOURS = [
  { key: 'brand', label: 'Standard', hex: '#1f4e79' },
  { key: 'dark-green', label: 'Dunkelgrün', hex: '#2e5e4e' },
  { key: 'essential-ecru', label: 'Ecru', hex: '#a39171' },
  { key: 'clever-blue', label: 'Blau', hex: '#2f5fa7' },
  { key: 'quality-azure', label: 'Azur', hex: '#1d7fb8' },
  { key: 'delight-mint', label: 'Mint', hex: '#3a9e8c' },
  { key: 'standout-ruby', label: 'Rubin', hex: '#9b2335' },
  { key: 'savvy-salmon', label: 'Lachs', hex: '#c8644f' },
  { key: 'optimistic-amber', label: 'Bernstein', hex: '#b7791f' },
] as const;
export const PALETTE_COLOURS = [
  ...GALLERY_COLOURS,
  { key: 'graphite', label: 'Graphit', hex: '#3d4451' },
  { key: 'plum', label: 'Pflaume', hex: '#6b3e75' },
  { key: 'petrol', label: 'Petrol', hex: '#1b5e6b' },
] as const;
export type ColourKey = (typeof PALETTE_COLOURS)[number]['key'];

export const FONTS = ['Montserrat', 'Times New Roman', 'Source Sans Pro', 'Nunito Sans'] as const;
export type FontName = (typeof FONTS)[number];

/** Slider bounds (01 §5) and defaults (01 §9). */
export const FORMAT_BOUNDS = {
  fontSize: { min: 8, max: 14, step: 1 },
  headingSize: { min: 10, max: 26, step: 2 },
  sectionSpacing: { min: 0, max: 5, step: 1 },
  paragraphSpacing: { min: 0, max: 5, step: 1 },
  lineSpacing: { min: 0, max: 5, step: 1 },
  paragraphIndent: { min: 0, max: 5, step: 1 },
} as const;

export const DEFAULT_FORMATTING = {
  fontSize: 10,
  headingSize: 18,
  lineSpacing: 2,
  sectionSpacing: 1,
  paragraphSpacing: 2,
  paragraphIndent: 0,
  fontStyle: 'Montserrat' as FontName,
  preset: 'Normal' as 'Small' | 'Normal' | 'Large',
  custom: false,
};

export const FORMAT_PRESETS = {
  Small: { titleFontSize: 34, paragraphFontSize: 9, headingFontSize: 14 },
  Normal: { titleFontSize: 40, paragraphFontSize: 10, headingFontSize: 18 },
  Large: {
    titleFontSize: 50,
    paragraphFontSize: 13,
    headingFontSize: 24,
    paragraphLineHeight: 8,
    paragraphMarginTop: 0.5,
    paragraphMarginBottom: 0.5,
  },
} as const;

/** Allowed rich-text markup (DESIGN.md §1, deviation 7). */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'blockquote', 'h3'] as const;

export const ESCO_ATTRIBUTION =
  'Berufs- und Kompetenzangaben: gekürzter Auszug aus ESCO v1.1.0 (Europäische Kommission), angepasst. This service uses the ESCO classification of the European Commission.';
