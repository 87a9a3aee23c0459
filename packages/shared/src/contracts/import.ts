import { z } from 'zod';
import { EXTRA_SECTION_SUB_KEYS } from '../constants';
import { okResponse, richTextSchema, text } from './common';
import { resumeStyleSchema } from './style';

/**
 * An imported resume before it is stored: the parts as the meta routes take them. Plain strings
 * and no transforms, so the same schema checks the answer of POST /import and the body of
 * POST /import/confirm; the confirm call then runs every part through the meta routes' own
 * schemas (dates, limits, sanitising).
 */
const field = (max: number) => text(max).default('');
const importedHeadingSchema = z.object({
  fname: field(34),
  lname: field(34),
  street: field(120),
  location: field(80),
  pincode: field(12),
  birthDatePlace: field(120),
  phone: field(40),
  email: field(35),
  licence: field(80),
  maritalStatus: field(80),
  socialLink: field(200),
  moreOptions: z.boolean().default(false),
});

const importedWorkSchema = z.object({
  jobtitle: field(120),
  employer: field(120),
  pincode: field(12),
  city: field(120),
  country: field(120),
  startMonth: field(10),
  startYear: field(4),
  endMonth: field(10),
  endYear: field(4),
  check: z.boolean().default(false),
  workDescription: richTextSchema.default(''),
});

const importedEducationSchema = z.object({
  sdegree: field(120),
  fieldOStudy: field(120),
  sname: field(160),
  slname: field(120),
  sdescription: field(500),
  pointer: z.union([z.number().min(0).max(100), z.literal(''), z.null()]).default(''),
  educationDescription: richTextSchema.default(''),
  studyStartMonth: field(10),
  studyStartYear: field(4),
  studyEndMonth: field(10),
  studyEndYear: field(4),
  check: z.boolean().default(false),
  gMonth: field(10),
  gYear: field(4),
});

const richPart = z.object({ data: richTextSchema });

/** One stored extra section (Hobbys, Zertifikate, …) as a meta row: its value stays as stored. */
export const extraSectionRowSchema = z.object({
  id: z.number().int(),
  meta_sub_key: z.enum(EXTRA_SECTION_SUB_KEYS),
  meta_value: z.unknown(),
});

export const importDraftPartsSchema = z.object({
  name: field(120),
  /** Kept from a Vita JSON Resume export (meta.vita); null means the defaults. */
  style: resumeStyleSchema.nullable().default(null),
  heading: importedHeadingSchema.nullable().default(null),
  work: z.array(importedWorkSchema).max(60).default([]),
  education: z.array(importedEducationSchema).max(60).default([]),
  skills: z
    .object({ data: richTextSchema, recommended: z.array(text(300)).max(200).default([]) })
    .nullable()
    .default(null),
  summary: richPart.nullable().default(null),
  /** Signature record as the signature routes take it (from a Vita JSON Resume export). */
  signature: z.record(z.string(), z.unknown()).nullable().default(null),
  extraSections: z.array(extraSectionRowSchema).max(EXTRA_SECTION_SUB_KEYS.length).default([]),
  customSections: z
    .array(z.object({ id: z.number().int(), title: text(80), description: richTextSchema }))
    .max(2)
    .default([]),
  /** An image data URL; re-encoded like an uploaded photo. */
  photo: z.string().max(14_000_000).nullable().default(null),
});
export type ImportDraftParts = z.infer<typeof importDraftPartsSchema>;

/** Field paths (`heading.email`, `work.0.jobtitle`, `skills`) → 0 … 1; below LOW_CONFIDENCE the review marks them. */
export const confidenceSchema = z.record(z.string().max(80), z.number().min(0).max(1));
export const LOW_CONFIDENCE = 0.6;

export const importDraftSchema = z.object({
  parts: importDraftPartsSchema,
  confidence: confidenceSchema.default({}),
  /**
   * Parts of the file the draft has no place for (a third own section, a second hobbies list, a
   * personal detail without a field), with their text: the review screen lists them as
   * "nicht übernommen", so nothing is dropped without a word. Not stored.
   */
  not_taken: z
    .array(z.object({ title: z.string().max(80), text: z.string().max(5000) }))
    .max(40)
    .default([]),
  /** The text the draft was read from, for the review screen; not stored. */
  source_text: z.string().max(300_000).default(''),
});
export type ImportDraft = z.infer<typeof importDraftSchema>;

export const importResponseSchema = okResponse({
  draft: importDraftSchema,
  warnings: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

export const importConfirmRequestSchema = z.object({ draft: importDraftSchema });
export const importConfirmResponseSchema = okResponse({
  resume_token: z.string(),
});

/** The upload limit of POST /import (before unpacking). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** What a ZIP may unpack to before it counts as a zip bomb. */
export const MAX_IMPORT_UNPACKED_BYTES = 50 * 1024 * 1024;
