import { z } from 'zod';
import { PALETTE_COLOURS, SECTION_ID, TEMPLATE_STYLE_NAMES } from '../constants';
import { formattingSchema } from '../contracts/style';

/**
 * The one resume model that the live preview, the PDF (print entry) and the TXT export render.
 * Everything here is presentation-ready (dates, grades, titles formatted) and template-agnostic.
 * User text is plain strings and rich-text blocks: templates render them as React elements and
 * never as innerHTML. The `*Html` fields are the stored (sanitised) source, for editing only.
 */

export const inlineRunSchema = z.object({
  /** May contain '\n' for a line break (`<br>`): render with `white-space: pre-line`. */
  text: z.string(),
  bold: z.boolean(),
  italic: z.boolean(),
  underline: z.boolean(),
});
export type InlineRun = z.infer<typeof inlineRunSchema>;

const runsSchema = z.array(inlineRunSchema);

export const listItemSchema = z.object({
  runs: runsSchema,
  /** Nesting depth, 0 for top-level items. */
  level: z.number().int().min(0),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const paragraphBlockSchema = z.object({ type: z.literal('paragraph'), runs: runsSchema });
export const headingBlockSchema = z.object({ type: z.literal('heading'), runs: runsSchema });
export const quoteBlockSchema = z.object({ type: z.literal('quote'), paragraphs: z.array(runsSchema) });
export const listBlockSchema = z.object({
  type: z.literal('list'),
  ordered: z.boolean(),
  items: z.array(listItemSchema),
});
export const richBlockSchema = z.discriminatedUnion('type', [
  paragraphBlockSchema,
  headingBlockSchema,
  quoteBlockSchema,
  listBlockSchema,
]);
export type ParagraphBlock = z.infer<typeof paragraphBlockSchema>;
export type HeadingBlock = z.infer<typeof headingBlockSchema>;
export type QuoteBlock = z.infer<typeof quoteBlockSchema>;
export type ListBlock = z.infer<typeof listBlockSchema>;
export type RichBlock = z.infer<typeof richBlockSchema>;

const sectionIds = Object.values(SECTION_ID);
export const sectionIdSchema = z
  .number()
  .int()
  .refine((n) => (sectionIds as number[]).includes(n), 'Unbekannte Abschnitts-ID.');
const sectionKeys = Object.keys(SECTION_ID) as [keyof typeof SECTION_ID, ...(keyof typeof SECTION_ID)[]];
export const sectionKeySchema = z.enum(sectionKeys);

export const monthYearSchema = z.object({
  month: z.number().int().min(1).max(12).nullable(),
  year: z.number().int(),
});
export type MonthYear = z.infer<typeof monthYearSchema>;

/** One job or one degree. */
export const resumeEntrySchema = z.object({
  /** Job title, or degree and field of study. */
  title: z.string(),
  /** Employer, or school. */
  subtitle: z.string(),
  place: z.string(),
  /** "MM/YYYY – MM/YYYY", "MM/YYYY – Aktuell", "MM/YYYY" or "". */
  dateRange: z.string(),
  start: monthYearSchema.nullable(),
  /** Null when the entry is current or has no end date. */
  end: monthYearSchema.nullable(),
  current: z.boolean(),
  /** "Note: 1,7" for degrees with a grade, else "". */
  grade: z.string(),
  descriptionHtml: z.string(),
  descriptionBlocks: z.array(richBlockSchema),
});
export type ResumeEntry = z.infer<typeof resumeEntrySchema>;

export const languageEntrySchema = z.object({
  name: z.string(),
  /** 'A1' … 'C2', or the native label ('Muttersprache'). */
  level: z.string(),
  native: z.boolean(),
  /** 0 … 100 in steps of 20; native languages count as 100. */
  value: z.number().int().min(0).max(100),
  /** Filled bars out of six (A1 = 1 … C2 = 6, native = 6). */
  bars: z.number().int().min(0).max(6),
  /** "Englisch – C1". */
  text: z.string(),
});
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

export const webLinkSchema = z.object({
  /** As typed. */
  text: z.string(),
  /** An http(s) URL safe for an href, or null when the text is not a web address. */
  href: z.string().nullable(),
});
export type WebLink = z.infer<typeof webLinkSchema>;

const sectionBase = {
  id: sectionIdSchema,
  key: sectionKeySchema,
  title: z.string(),
  column: z.enum(['main', 'side']),
  /** Server id of the extra or custom section (for edit and delete links), else null. */
  sourceId: z.number().int().nullable(),
};
export const entriesSectionSchema = z.object({
  ...sectionBase,
  kind: z.literal('entries'),
  entries: z.array(resumeEntrySchema),
});
export const richSectionSchema = z.object({
  ...sectionBase,
  kind: z.literal('rich'),
  html: z.string(),
  blocks: z.array(richBlockSchema),
});
export const languagesSectionSchema = z.object({
  ...sectionBase,
  kind: z.literal('languages'),
  languages: z.array(languageEntrySchema),
});
export const linksSectionSchema = z.object({
  ...sectionBase,
  kind: z.literal('links'),
  links: z.array(webLinkSchema),
});
export const resumeSectionSchema = z.discriminatedUnion('kind', [
  entriesSectionSchema,
  richSectionSchema,
  languagesSectionSchema,
  linksSectionSchema,
]);
export type EntriesSection = z.infer<typeof entriesSectionSchema>;
export type RichSection = z.infer<typeof richSectionSchema>;
export type LanguagesSection = z.infer<typeof languagesSectionSchema>;
export type LinksSection = z.infer<typeof linksSectionSchema>;
export type ResumeSection = z.infer<typeof resumeSectionSchema>;

export const personalSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** "Musterstraße 1, 12345 Berlin". */
  address: z.string(),
  birthDatePlace: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Licence, marital status and social link are "" unless the heading's moreOptions is on. */
  licence: z.string(),
  maritalStatus: z.string(),
  socialLink: z.string(),
  socialLinkHref: z.string().nullable(),
  /** An image data URL, or null. */
  photo: z.string().nullable(),
});
export type Personal = z.infer<typeof personalSchema>;

export const signatureBlockSchema = z.object({
  kind: z.enum(['text', 'drawn', 'upload']).nullable(),
  text: z.string(),
  fontFamily: z.string(),
  /** A CSS colour. */
  color: z.string(),
  /** Text: font size in px; drawn and uploaded images: width in px. */
  size: z.number(),
  /** Image contrast in percent (CSS filter), 100 … 200. */
  contrast: z.number(),
  alignment: z.enum(['left', 'center', 'right']),
  /** Data URL of the drawn or uploaded signature, else null. */
  image: z.string().nullable(),
  /** "Berlin, 22.11.2026", or "" when date and place are not added. */
  placeDate: z.string(),
});
export type SignatureBlock = z.infer<typeof signatureBlockSchema>;

/** Words a template prints around the user's data; German by default. */
export const resumeLabelsSchema = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  birthDatePlace: z.string(),
  licence: z.string(),
  maritalStatus: z.string(),
  socialLink: z.string(),
  current: z.string(),
  grade: z.string(),
  native: z.string(),
});
export type ResumeLabels = z.infer<typeof resumeLabelsSchema>;

export const sectionLayoutDocumentSchema = z.object({
  main: z.array(sectionIdSchema),
  side: z.array(sectionIdSchema),
});

const colourKeys = PALETTE_COLOURS.map((c) => c.key) as [string, ...string[]];
export const resumeDocumentSchema = z.object({
  locale: z.enum(['de', 'en']),
  /**
   * True when `locale` is the resume's own language (an English version), false when it came from
   * the caller (the interface's language). Letters follow only a language of the resume's own.
   */
  ownLanguage: z.boolean().optional(),
  name: z.string(),
  templateStyleName: z.enum(TEMPLATE_STYLE_NAMES as unknown as [string, ...string[]]),
  templateId: z.number().int(),
  colour: z.object({ key: z.enum(colourKeys), hex: z.string() }),
  formatting: formattingSchema,
  /**
   * Section order per column, as final-page section ids; includes heading (1) and every section,
   * empty or not. `side` is empty when nothing was stored: two-column templates then split by
   * `defaultSideSections`.
   */
  layout: sectionLayoutDocumentSchema,
  /** True when the layout was stored by the user, false when it is the default order. */
  layoutStored: z.boolean(),
  labels: resumeLabelsSchema,
  personal: personalSchema,
  /** Non-empty sections in layout order (main column, then side); the heading is `personal`. */
  sections: z.array(resumeSectionSchema),
  signature: signatureBlockSchema.nullable(),
});
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;
export type ResumeLocale = ResumeDocument['locale'];
