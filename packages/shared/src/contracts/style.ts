import { z } from 'zod';
import {
  DEFAULT_FORMATTING,
  FONTS,
  FORMAT_BOUNDS,
  PALETTE_COLOURS,
  SECTION_ID,
  TEMPLATE_STYLE_NAMES,
} from '../constants';
import { okResponse, resumeTokenSchema, templateIdSchema } from './common';

const bounded = (key: keyof typeof FORMAT_BOUNDS) =>
  z
    .number()
    .int()
    .min(FORMAT_BOUNDS[key].min, `${key}: mindestens ${FORMAT_BOUNDS[key].min}.`)
    .max(FORMAT_BOUNDS[key].max, `${key}: höchstens ${FORMAT_BOUNDS[key].max}.`);

export const formattingSchema = z.object({
  fontSize: bounded('fontSize').default(DEFAULT_FORMATTING.fontSize),
  headingSize: bounded('headingSize').default(DEFAULT_FORMATTING.headingSize),
  lineSpacing: bounded('lineSpacing').default(DEFAULT_FORMATTING.lineSpacing),
  sectionSpacing: bounded('sectionSpacing').default(DEFAULT_FORMATTING.sectionSpacing),
  paragraphSpacing: bounded('paragraphSpacing').default(DEFAULT_FORMATTING.paragraphSpacing),
  paragraphIndent: bounded('paragraphIndent').default(DEFAULT_FORMATTING.paragraphIndent),
  fontStyle: z.enum(FONTS).default(DEFAULT_FORMATTING.fontStyle),
  preset: z.enum(['Small', 'Normal', 'Large']).default(DEFAULT_FORMATTING.preset),
  custom: z.boolean().default(false),
});
export type Formatting = z.infer<typeof formattingSchema>;

/** The same fields without their defaults: a save names only what it changes. */
const formattingChangeSchema = z
  .object({
    fontSize: formattingSchema.shape.fontSize.unwrap(),
    headingSize: formattingSchema.shape.headingSize.unwrap(),
    lineSpacing: formattingSchema.shape.lineSpacing.unwrap(),
    sectionSpacing: formattingSchema.shape.sectionSpacing.unwrap(),
    paragraphSpacing: formattingSchema.shape.paragraphSpacing.unwrap(),
    paragraphIndent: formattingSchema.shape.paragraphIndent.unwrap(),
    fontStyle: formattingSchema.shape.fontStyle.unwrap(),
    preset: formattingSchema.shape.preset.unwrap(),
    custom: formattingSchema.shape.custom.unwrap(),
  })
  .partial();

const sectionId = z
  .number()
  .int()
  .refine((n) => Object.values(SECTION_ID).includes(n as never), 'Unbekannte Abschnitts-ID.');

/** Section order on the final page: one list per column (one column for single-column templates). */
export const sectionLayoutSchema = z.object({
  main: z.array(sectionId).max(20),
  side: z.array(sectionId).max(20).default([]),
});
export type SectionLayout = z.infer<typeof sectionLayoutSchema>;

const colourKeys = PALETTE_COLOURS.map((c) => c.key) as [string, ...string[]];
export const resumeStyleSchema = z.object({
  template_id: templateIdSchema,
  style_name: z.enum(TEMPLATE_STYLE_NAMES as unknown as [string, ...string[]]),
  colour: z.enum(colourKeys).default('brand'),
  formatting: formattingSchema.default(formattingSchema.parse({})),
  layout: sectionLayoutSchema.nullable().default(null),
});
export type ResumeStyle = z.infer<typeof resumeStyleSchema>;

/**
 * POST /resume/resume-style: saves template, colour, formatting and section order. What a call
 * leaves out stays as stored, so nothing here has a default (a default would overwrite it).
 */
export const saveResumeStyleRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  template_id: templateIdSchema,
  style_name: resumeStyleSchema.shape.style_name.optional(),
  colour: resumeStyleSchema.shape.colour.unwrap().optional(),
  formatting: formattingChangeSchema.optional(),
  layout: sectionLayoutSchema.nullable().optional(),
});

export const getResumeStyleRequestSchema = z.object({ resume_token: resumeTokenSchema });
export const resumeStyleResponseSchema = okResponse({
  data: resumeStyleSchema,
});
