import { CATEGORY, CATEGORY_IDS, type CatalogueItem, type CategoryId, type SubCategory } from '@vita/shared';
import { escoSkills } from '../../db/seed/esco-data';
import { educationProfileItems, educationProfileNamed, searchEducationProfiles } from './education-profiles';
import { type Catalogue, getCatalogue, hasItems, type JobProfile } from './job-profiles';
import { findProfiles, prepareSearch, rankProfiles, rankProfilesForJobTitle } from './profile-search';

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

/**
 * Curated skill ids: 20,000,000 + sub-category id × 100 + position (1-based); stable while a set is
 * only appended to, and apart from ESCO skill ids (≤ 12,487) and phrase ids (10,000,000 + …).
 */
const CURATED_ID_BASE = 20_000_000;

function skillItems(catalogue: Catalogue, profile: JobProfile): CatalogueItem[] {
  const items: CatalogueItem[] = profile.curatedSkills.map((text, index) => ({
    id: CURATED_ID_BASE + profile.id * 100 + index + 1,
    title: text,
    description: text,
    recommended: 1,
  }));
  const skills = escoSkills();
  const seen = new Set(profile.curatedSkills.map((text) => text.toLowerCase()));
  const add = (escoSkillId: string) => {
    const skill = skills.get(escoSkillId);
    const id = catalogue.skillIdByEscoId.get(escoSkillId);
    if (!skill || id === undefined || seen.has(skill.label.toLowerCase())) return;
    seen.add(skill.label.toLowerCase());
    items.push({ id, title: skill.label, description: skill.label, recommended: 0 });
  };
  for (const skillId of profile.occupation.essentialSkills) add(skillId);
  for (const skillId of profile.occupation.optionalSkills) add(skillId);
  return items;
}

/** Loads and indexes the catalogue now instead of on the first request. */
export function preloadCatalogue(): void {
  prepareSearch(getCatalogue());
}

/**
 * The items of one job profile in one category, recommended first, in a stable order. Skills: our
 * curated skills (recommended), then ESCO's essential and optional skills (not recommended: their
 * phrases read like a competence framework, so the page keeps them under "Weitere"). Unknown category or profile, or a profile
 * without own phrases in categories 5–9: an empty list.
 */
export function listings(categoryId: number, subCategoryId: number): CatalogueItem[] {
  if (!isCategoryId(categoryId)) return [];
  const education = educationProfileItems(categoryId, subCategoryId);
  if (education) return education;
  const catalogue = getCatalogue();
  const profile = catalogue.byId.get(subCategoryId);
  if (!profile) return [];
  if (categoryId === CATEGORY.skills) return skillItems(catalogue, profile);
  return [...(profile.phrases.get(categoryId) ?? [])];
}

/**
 * Job profiles with items in the category (at most 50). Without a search: the common profiles;
 * with one: our German title table, our titles, ESCO's titles, alternative and hidden labels,
 * ignoring case, umlauts, gender endings, hyphens and one typo; ranked exact > prefix > word
 * prefix (primary titles) > alternative titles > substring > typo, common profiles first on ties.
 * Each profile carries the title form that matched ("Kauffrau für Büromanagement" for "Kauffrau").
 */
export function searchSubCategories(categoryId: number, search?: string): SubCategory[] {
  if (!isCategoryId(categoryId)) return [];
  const catalogue = getCatalogue();
  if (!search?.trim()) return commonSubCategories(catalogue, categoryId);
  const found = findProfiles(catalogue, categoryId, search, MAX_SUB_CATEGORIES).map(({ profile, title }) => ({
    id: profile.id,
    title,
  }));
  if (categoryId !== CATEGORY.educationDescription) return found;
  return [...searchEducationProfiles(search), ...found].slice(0, MAX_SUB_CATEGORIES);
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
  if (categoryId === CATEGORY.educationDescription) return educationSubCategories(catalogue, title);
  return rankProfilesForJobTitle(catalogue, categoryId, title, MAX_POPULAR_SUB_CATEGORIES).map(toSubCategory);
}

/**
 * Education descriptions (category 6): "Schulabschluss", "Studium" or "Berufsausbildung" name our
 * education profiles; any other title (an Ausbildung's name) must match a job title as a whole.
 * Single words are not searched: "Wirtschaft und Verwaltung" is no "Warenlagerverwalter".
 */
function educationSubCategories(catalogue: Catalogue, title: string): SubCategory[] {
  const named = educationProfileNamed(title);
  if (named) return [named];
  return rankProfiles(catalogue, CATEGORY.educationDescription, title, MAX_POPULAR_SUB_CATEGORIES).map(
    toSubCategory,
  );
}

/** The single best profile for a job title, for recommendations; undefined when nothing matches. */
export function findProfileForJobTitle(title: string): SubCategory | undefined {
  if (!title.trim()) return undefined;
  const [best] = rankProfilesForJobTitle(getCatalogue(), CATEGORY.skills, title, 1);
  return best ? toSubCategory(best) : undefined;
}
