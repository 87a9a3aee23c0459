import { z } from 'zod';
import { EDUCATION_LIMITS, HEADING_LIMITS, SIGNATURE_LIMITS, WORK_LIMITS } from '../constants';
import { optionalText, richTextSchema, safeString, text } from './common';
import { optionalWebUrl } from './web-url';

/** Heading (meta_key heading, 01 §3). Required-ness is checked by the form; the API stores drafts. */
export const headingSchema = z.object({
  fname: optionalText(HEADING_LIMITS.name),
  lname: optionalText(HEADING_LIMITS.name),
  street: optionalText(HEADING_LIMITS.street),
  location: optionalText(HEADING_LIMITS.location),
  pincode: optionalText(HEADING_LIMITS.pincode),
  birthDatePlace: optionalText(HEADING_LIMITS.birthDatePlace),
  phone: optionalText(HEADING_LIMITS.phone),
  email: optionalText(HEADING_LIMITS.email),
  licence: optionalText(HEADING_LIMITS.licence),
  maritalStatus: optionalText(HEADING_LIMITS.maritalStatus),
  socialLink: optionalWebUrl(HEADING_LIMITS.socialLink),
  /** The 'show more options' toggle: licence, marital status and social link show only when true. */
  moreOptions: z.boolean().optional().default(false),
});
export type Heading = z.infer<typeof headingSchema>;

const month = safeString().max(10).optional().default('');
const year = z
  .union([safeString().max(4), z.number().int().min(0).max(9999)])
  .optional()
  .default('')
  .transform(String);

/** Education entry (meta_key education, 01 §3). */
export const educationEntrySchema = z.object({
  sdegree: optionalText(EDUCATION_LIMITS.sdegree),
  fieldOStudy: optionalText(EDUCATION_LIMITS.fieldOStudy),
  sname: text(EDUCATION_LIMITS.sname),
  slname: optionalText(EDUCATION_LIMITS.slname),
  sdescription: optionalText(EDUCATION_LIMITS.sdescription),
  /** Grade average (NOTENDURCHSCHNITT), a number; empty when not given. */
  pointer: z
    .union([z.number().min(0).max(100), z.literal(''), z.null()])
    .optional()
    .default(''),
  educationDescription: richTextSchema.optional().default(''),
  studyStartMonth: month,
  studyStartYear: year,
  studyEndMonth: month,
  studyEndYear: year,
  check: z.boolean().optional().default(false),
  gMonth: month,
  gYear: year,
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

/** Work entry (meta_key work-expr). The form's 'city/place' field writes to `country` (kept quirk). */
export const workEntrySchema = z.object({
  jobtitle: optionalText(WORK_LIMITS.jobtitle),
  employer: optionalText(WORK_LIMITS.employer),
  pincode: optionalText(HEADING_LIMITS.pincode),
  city: optionalText(WORK_LIMITS.city),
  country: optionalText(WORK_LIMITS.country),
  startMonth: month,
  startYear: year,
  endMonth: month,
  endYear: year,
  check: z.boolean().optional().default(false),
  workDescription: richTextSchema.optional().default(''),
});
export type WorkEntry = z.infer<typeof workEntrySchema>;

/** Skills: a rich-text bullet list plus the recommended catalogue items the text contains. */
export const skillsSchema = z.object({
  data: richTextSchema,
  recommended: z.array(text(300)).max(200).optional().default([]),
});
export type Skills = z.infer<typeof skillsSchema>;

export const summarySchema = z.object({ data: richTextSchema });
export type Summary = z.infer<typeof summarySchema>;

const imageDataUrl = z
  .string()
  .max(2_000_000, 'Das Bild ist zu groß.')
  .regex(/^(data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=]+)?$/, 'Nur PNG-, JPEG- oder GIF-Bilder.');

/** Signature record (meta_key signature, 02 §3). */
export const signatureSchema = z.object({
  tab: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .optional()
    .default(0),
  text: optionalText(SIGNATURE_LIMITS.text),
  style: z
    .object({
      fontFamily: optionalText(SIGNATURE_LIMITS.fontFamily),
      fontStyle: optionalText(SIGNATURE_LIMITS.fontStyle),
      color: optionalText(SIGNATURE_LIMITS.color),
    })
    .optional()
    .default({ fontFamily: 'Italianno', fontStyle: 'normal', color: 'black' }),
  textSize: z.number().int().min(16).max(24).optional().default(20),
  signSize: z.number().int().min(116).max(164).optional().default(140),
  imageSize: z.number().int().min(80).max(140).optional().default(100),
  contrast: z.number().int().min(100).max(200).optional().default(100),
  adjustment: z.enum(['left', 'center', 'right']).optional().default('left'),
  color: z.enum(['black', 'blue']).optional().default('black'),
  addDateAndPlace: z.boolean().optional().default(false),
  /** yyyy-MM-dd, whatever the form language (the form shows TT.MM.JJJJ in German, MM/DD/YYYY in English). */
  date: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Datum im Format JJJJ-MM-TT.')
    .optional()
    .default(''),
  location: optionalText(HEADING_LIMITS.location),
  sign: imageDataUrl.optional().default(''),
  upload: imageDataUrl.optional().default(''),
});
export type Signature = z.infer<typeof signatureSchema>;
