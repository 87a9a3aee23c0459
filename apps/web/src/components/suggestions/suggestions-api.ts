/**
 * The catalogue calls behind the suggestions panel (01 §7). Category 6 (education descriptions)
 * is not searchable through search-subcategory, so its profile search uses sub-category.
 */
import type {
  CatalogueItem,
  listingsResponseSchema,
  popularSubCategoryResponseSchema,
  SubCategory,
  searchSubCategoryResponseSchema,
  subCategoryResponseSchema,
} from '@vita/shared';
import { CATALOGUE_LIMITS, CATEGORY, type CategoryId, SEARCHABLE_CATEGORY_IDS } from '@vita/shared/constants';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';

export interface ProfileMatch {
  profiles: SubCategory[];
  /**
   * The title the profiles were found for; '' when none names a profile. Then `profiles` are the
   * common profiles to choose from, and none of them may be chosen for the visitor.
   */
  matchedTitle: string;
}

const popular = (
  categoryId: CategoryId,
  title: string,
  hasAusbildung: true | undefined,
  signal?: AbortSignal,
) =>
  apiRequest<z.output<typeof popularSubCategoryResponseSchema>>('/resume/popular-sub-category', {
    body: {
      category_id: categoryId,
      sub_category_title: title,
      ...(hasAusbildung ? { has_ausbildung: true } : {}),
    },
    signal,
  }).then((response) => response.popular_sub_categories);

/**
 * The profiles the server's occupation matcher names for the first of `titles` that names any
 * (e.g. field of study, then job title); when none does, the common profiles to choose from.
 * `hasAusbildung`: the CV shows one ("Lagerist" then names the Fachkraft für Lagerlogistik).
 */
export async function findProfiles(
  categoryId: CategoryId,
  titles: readonly string[],
  signal?: AbortSignal,
  hasAusbildung?: true,
): Promise<ProfileMatch> {
  const candidates = [...new Set(titles.map((title) => title.trim()).filter((title) => title !== ''))];
  for (const title of candidates) {
    const profiles = await popular(categoryId, title.slice(0, CATALOGUE_LIMITS.title), hasAusbildung, signal);
    if (profiles.length > 0) return { profiles, matchedTitle: title };
  }
  return { profiles: await popular(categoryId, '', undefined, signal), matchedTitle: '' };
}

const isSearchable = (categoryId: CategoryId) =>
  (SEARCHABLE_CATEGORY_IDS as readonly number[]).includes(categoryId);

/** Profiles whose title matches `search` (another job profile typed by the visitor). */
export async function searchProfiles(
  categoryId: CategoryId,
  search: string,
  signal?: AbortSignal,
): Promise<SubCategory[]> {
  const text = search.trim().slice(0, CATALOGUE_LIMITS.search);
  if (isSearchable(categoryId)) {
    const response = await apiRequest<z.output<typeof searchSubCategoryResponseSchema>>(
      '/resume/search-subcategory',
      { query: { category_id: categoryId, search: text }, signal },
    );
    return response.subCategory;
  }
  const response = await apiRequest<z.output<typeof subCategoryResponseSchema>>('/resume/sub-category', {
    body: { category_id: categoryId, search: text },
    signal,
  });
  return response.sub_categories;
}

export async function fetchListings(
  categoryId: CategoryId,
  subCategoryId: number,
  signal?: AbortSignal,
): Promise<CatalogueItem[]> {
  const response = await apiRequest<z.output<typeof listingsResponseSchema>>('/resume/listings', {
    body: { category_id: categoryId, sub_category_id: subCategoryId },
    signal,
  });
  return response.listings;
}

/** How many titles the Position field offers at most. */
const MAX_JOB_TITLES = 8;

/**
 * Job titles for the Position field: the catalogue's profile search over all occupations (our
 * German title table with gender forms and typos, ESCO's titles), the profile the occupation
 * matcher names for a whole title first; callers only see titles.
 */
export async function searchJobTitles(search: string, signal?: AbortSignal): Promise<string[]> {
  const profiles = await searchProfiles(CATEGORY.skills, search, signal);
  return [...new Set(profiles.map((profile) => profile.title))].slice(0, MAX_JOB_TITLES);
}
