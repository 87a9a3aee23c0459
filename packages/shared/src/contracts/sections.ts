import { z } from 'zod';
import { EXTRA_SECTION_SUB_KEYS, MAX_CUSTOM_SECTIONS, SECTION_ID, SECTION_LIMITS } from '../constants';
import {
  idSchema,
  okResponse,
  optionalText,
  resumeTokenSchema,
  resumeWriteTarget,
  richTextSchema,
  text,
} from './common';
import { optionalWebUrl } from './web-url';

export const extraSubKeySchema = z.enum(EXTRA_SECTION_SUB_KEYS, {
  error: `meta_sub_key muss einer von ${EXTRA_SECTION_SUB_KEYS.join(', ')} sein.`,
});

/** Rich-text extra sections keep their HTML in `data` (the response field `meta_value.data`). */
export const richExtraValueSchema = z.object({ data: richTextSchema });

export const webLinksValueSchema = z
  .object({
    link1: optionalWebUrl(SECTION_LIMITS.webLink),
    link2: optionalWebUrl(SECTION_LIMITS.webLink),
    link3: optionalWebUrl(SECTION_LIMITS.webLink),
  })
  .refine((v) => [v.link1, v.link2, v.link3].some((l) => l.trim() !== ''), {
    message: 'Mindestens ein Link ist erforderlich.',
  });
export type WebLinks = z.infer<typeof webLinksValueSchema>;

export const languagesValueSchema = z.object({
  native: z.array(z.object({ nativeLang: optionalText(SECTION_LIMITS.language) })).max(10),
  languages: z
    .array(
      z.object({
        language: optionalText(SECTION_LIMITS.language),
        level: z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']),
        value: z.union([
          z.literal(0),
          z.literal(20),
          z.literal(40),
          z.literal(60),
          z.literal(80),
          z.literal(100),
        ]),
      }),
    )
    .max(20),
});
export type LanguagesValue = z.infer<typeof languagesValueSchema>;

export const extraSectionRequestSchema = z.object({
  ...resumeWriteTarget,
  meta_key: z.literal('extra_section', { error: "meta_key muss 'extra_section' sein." }),
  meta_sub_key: extraSubKeySchema,
  meta_value: z.unknown(),
});

export const deleteExtraSectionRequestSchema = z.object({
  ...resumeWriteTarget,
  meta_key: z.literal('extra_section', { error: "meta_key muss 'extra_section' sein." }).optional(),
});

export const saveLangRequestSchema = z.object({
  ...resumeWriteTarget,
  meta_key: z.literal('extra_section').optional().default('extra_section'),
  meta_sub_key: z.literal('Language').optional().default('Language'),
  meta_value: languagesValueSchema,
});

export const extraSectionResponseSchema = okResponse({
  id: z.number(),
  meta_sub_key: extraSubKeySchema,
  meta_value: z.unknown(),
});

export const customSectionValueSchema = z.object({
  title: text(SECTION_LIMITS.customTitle).refine((t) => t.trim() !== '', 'Der Titel darf nicht leer sein.'),
  description: richTextSchema.optional().default(''),
});
export type CustomSectionValue = z.infer<typeof customSectionValueSchema>;

export const customSectionRequestSchema = z.object({
  ...resumeWriteTarget,
  meta_key: z.literal('custom_section', { error: "meta_key muss 'custom_section' sein." }),
  meta_value: customSectionValueSchema,
});
export const customSectionTokenRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  meta_key: z.literal('custom_section').optional(),
});
export const customSectionResponseSchema = okResponse({
  id: z.number(),
  meta_value: customSectionValueSchema,
});
export const customSectionListResponseSchema = okResponse({
  data: z.array(z.object({ id: z.number(), meta_value: customSectionValueSchema })),
});
export const MAX_CUSTOM_SECTIONS_MESSAGE = `Es sind nur ${MAX_CUSTOM_SECTIONS} eigene Abschnitte erlaubt.`;

const sectionNames = Object.keys(SECTION_ID) as [keyof typeof SECTION_ID, ...(keyof typeof SECTION_ID)[]];
export const sectionNameSchema = z.enum(sectionNames, {
  error: `section muss einer von ${sectionNames.join(', ')} sein.`,
});
/** delete-resume-section: the section by its final-page name (heading, skills, …) or id (1 … 15). */
export const deleteResumeSectionRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  section: z.union([
    sectionNameSchema,
    idSchema('section').refine(
      (n) => Object.values(SECTION_ID).includes(n as never),
      'Unbekannte Abschnitts-ID.',
    ),
  ]),
  /** Custom sections: which one (id of the custom section). */
  id: idSchema('id').optional(),
});
export const deleteResumeSectionResponseSchema = okResponse({
  section: sectionNameSchema,
});
