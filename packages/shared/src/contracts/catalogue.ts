import { z } from 'zod';
import { CATALOGUE_LIMITS, CATEGORY_IDS, SEARCHABLE_CATEGORY_IDS } from '../constants';
import { idSchema, okResponse, safeString } from './common';

const categoryId = (ids: readonly number[]) =>
  z.coerce
    .number({ error: 'category_id muss eine Zahl sein.' })
    .int()
    .refine((id) => ids.includes(id), `category_id muss einer von ${ids.join(', ')} sein.`);

export const catalogueItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** 1 = recommended (ESCO essential skill, or a phrase we recommend first). */
  recommended: z.union([z.literal(0), z.literal(1)]),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const subCategorySchema = z.object({ id: z.number(), title: z.string() });
export type SubCategory = z.infer<typeof subCategorySchema>;

export const listingsRequestSchema = z.object({
  category_id: categoryId(CATEGORY_IDS),
  sub_category_id: idSchema('sub_category_id'),
});
export const listingsResponseSchema = okResponse({
  listings: z.array(catalogueItemSchema),
});

/** sub-category: the job profiles of a category (payload not shown in the spec; optional search). */
export const subCategoryRequestSchema = z.object({
  category_id: categoryId(CATEGORY_IDS),
  search: safeString().max(CATALOGUE_LIMITS.search).optional(),
});
export const subCategoryResponseSchema = okResponse({
  sub_categories: z.array(subCategorySchema),
});

/** Whether the CV shows a completed Ausbildung: "Lagerist" then names the trained profile. */
const hasAusbildung = z.boolean({ error: 'has_ausbildung muss true oder false sein.' }).optional();

export const popularSubCategoryRequestSchema = z.object({
  category_id: categoryId(CATEGORY_IDS),
  sub_category_title: z.string().max(CATALOGUE_LIMITS.title).optional().default(''),
  has_ausbildung: hasAusbildung,
});
export const popularSubCategoryResponseSchema = okResponse({
  popular_sub_categories: z.array(subCategorySchema),
});

/**
 * occupation-match (ours): the one occupation matcher. The job profile a title names as people
 * type it, or `occupation: null` when it names none (then nothing of another job is suggested).
 */
export const occupationMatchRequestSchema = z.object({
  title: safeString().max(
    CATALOGUE_LIMITS.title,
    `Die Berufsbezeichnung darf höchstens ${CATALOGUE_LIMITS.title} Zeichen lang sein.`,
  ),
  has_ausbildung: hasAusbildung,
});
export const occupationSchema = subCategorySchema.extend({
  esco_id: z.string(),
  isco_group: z.string(),
  alternatives: z.array(subCategorySchema),
});
export type Occupation = z.infer<typeof occupationSchema>;
export const occupationMatchResponseSchema = okResponse({
  occupation: occupationSchema.nullable(),
});

export const searchSubCategoryQuerySchema = z.object({
  category_id: categoryId(SEARCHABLE_CATEGORY_IDS),
  search: safeString().max(CATALOGUE_LIMITS.search).optional(),
});
export const searchSubCategoryResponseSchema = okResponse({
  subCategory: z.array(subCategorySchema),
});

export const degreeResponseSchema = okResponse({
  degree: z.array(z.object({ id: z.number(), title: z.string() })),
});

export const languageSchema = z.object({ id: z.number(), name: z.string() });
export const languagesResponseSchema = okResponse({
  languages: z.array(languageSchema),
});
export const searchLanguageQuerySchema = z.object({
  search: z.string().max(CATALOGUE_LIMITS.languageSearch).optional().default(''),
});
