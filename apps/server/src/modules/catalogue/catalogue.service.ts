import { CATEGORY, CATEGORY_IDS, type CatalogueItem, type CategoryId, type SubCategory } from '@vita/shared';
import { escoSkills } from '../../db/seed/esco-data';
import { type Catalogue, getCatalogue, hasItems, type JobProfile } from './job-profiles';
import { prepareSearch, rankProfiles, rankProfilesForJobTitle } from './profile-search';

export { type Degree, degrees } from './degrees';
export { allLanguages, type Language, searchLanguages } from './languages';

/**
 * The catalogue behind the category listings (01 §3, §7): job profiles (sub-categories) are the
 * 3,008 ESCO occupations; category 4 lists their ESCO skills, categories 5–9 our own German
 * phrases for the common profiles. Pure functions over data loaded once; no HTTP, no database.
 */

const MAX_SUB_CATEGORIES = 50;
const MAX_POPULAR_SUB_CATEGORIES = 10;

const isCategoryId = (id: number): id is CategoryId => (CATEGORY_IDS as readonly number[]).includes(id);

const toSubCategory = (profile: JobProfile): SubCategory => ({ id: profile.id, title: profile.title });

function commonSubCategories(catalogue: Catalogue, categoryId: CategoryId): SubCategory[] {
  return catalogue.commonProfiles
    .filter((profile) => hasItems(profile, categoryId))
    .slice(0, MAX_SUB_CATEGORIES)
    .map(toSubCategory);
}

function skillItems(catalogue: Catalogue, profile: JobProfile): CatalogueItem[] {
  const skills = escoSkills();
  const seen = new Set<number>();
  const items: CatalogueItem[] = [];
  const add = (escoSkillId: string, recommended: 0 | 1) => {
    const skill = skills.get(escoSkillId);
    const id = catalogue.skillIdByEscoId.get(escoSkillId);
    if (!skill || id === undefined || seen.has(id)) return;
    seen.add(id);
    items.push({ id, title: skill.label, description: skill.label, recommended });
  };
  for (const skillId of profile.occupation.essentialSkills) add(skillId, 1);
  for (const skillId of profile.occupation.optionalSkills) add(skillId, 0);
  return items;
}

/** Loads and indexes the catalogue now instead of on the first request. */
export function preloadCatalogue(): void {
  prepareSearch(getCatalogue());
}

/**
 * The items of one job profile in one category, recommended first, in a stable order. Skills: ESCO
 * essential skills (recommended) then optional ones. Unknown category or profile, or a profile
 * without own phrases in categories 5–9: an empty list.
 */
export function listings(categoryId: number, subCategoryId: number): CatalogueItem[] {
  if (!isCategoryId(categoryId)) return [];
  const catalogue = getCatalogue();
  const profile = catalogue.byId.get(subCategoryId);
  if (!profile) return [];
  if (categoryId === CATEGORY.skills) return skillItems(catalogue, profile);
  return [...(profile.phrases.get(categoryId) ?? [])];
}

/**
 * Job profiles with items in the category (at most 50). Without a search: the common profiles;
 * with one: German titles, alternative titles and our aliases, ignoring case, umlauts and gender
 * endings, ranked exact > prefix > word prefix > substring, common profiles first on ties.
 */
export function searchSubCategories(categoryId: number, search?: string): SubCategory[] {
  if (!isCategoryId(categoryId)) return [];
  const catalogue = getCatalogue();
  if (!search?.trim()) return commonSubCategories(catalogue, categoryId);
  return rankProfiles(catalogue, categoryId, search, MAX_SUB_CATEGORIES).map(toSubCategory);
}

/** The sub-category call: the same list and search as `searchSubCategories`. */
export function subCategories(categoryId: number, search?: string): SubCategory[] {
  return searchSubCategories(categoryId, search);
}

/**
 * The best ten profiles for a job title typed in work history ("Pflegefachkraft im Nachtdienst");
 * when the whole title finds too few, its words are searched one by one. Empty title: the
 * common profiles.
 */
export function popularSubCategories(categoryId: number, title: string): SubCategory[] {
  if (!isCategoryId(categoryId)) return [];
  const catalogue = getCatalogue();
  if (!title.trim()) return commonSubCategories(catalogue, categoryId);
  return rankProfilesForJobTitle(catalogue, categoryId, title, MAX_POPULAR_SUB_CATEGORIES).map(toSubCategory);
}

/** The single best profile for a job title, for recommendations; undefined when nothing matches. */
export function findProfileForJobTitle(title: string): SubCategory | undefined {
  if (!title.trim()) return undefined;
  const [best] = rankProfilesForJobTitle(getCatalogue(), CATEGORY.skills, title, 1);
  return best ? toSubCategory(best) : undefined;
}
