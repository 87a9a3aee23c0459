import { CATEGORY, CATEGORY_IDS, type CatalogueItem, type CategoryId, type SubCategory } from '@vita/shared';
import { escoSkills } from '../../db/seed/esco-data';
import { educationProfileItems, educationProfileNamed, searchEducationProfiles } from './education-profiles';
import { type Catalogue, getCatalogue, hasItems, type JobProfile } from './job-profiles';
import { matchOccupation, type OccupationContext } from './occupation-match/match-occupation';
import { findProfiles, prepareSearch } from './profile-search';

export { type Degree, degrees } from './degrees';
export { allLanguages, type Language, searchLanguages } from './languages';
export type { OccupationContext } from './occupation-match/match-occupation';

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

/**
 * ESCO names most skills as a verb phrase ("Preiseingabe bei Werbeverkäufen beaufsichtigen"):
 * a CV lists nouns ("Preisauszeichnung"), so such labels are left out. German nouns are written
 * capitalised; a label that ends in a lower-case word ending in -n ends in a verb.
 */
export function isVerbPhrase(label: string): boolean {
  const last = label.trim().split(/\s+/).at(-1) ?? '';
  return /^\p{Ll}[\p{L}-]*n$/u.test(last);
}

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
    if (!skill || id === undefined || seen.has(skill.label.toLowerCase()) || isVerbPhrase(skill.label))
      return;
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
  const found = matcherFirst(
    catalogue,
    categoryId,
    search,
    findProfiles(catalogue, categoryId, search, MAX_SUB_CATEGORIES).map(({ profile, title }) => ({
      id: profile.id,
      title,
    })),
  );
  if (categoryId !== CATEGORY.educationDescription) return found;
  return [...searchEducationProfiles(search), ...found].slice(0, MAX_SUB_CATEGORIES);
}

/** A whole title typed in a search: the profile the matcher names for it comes first. */
function matcherFirst(
  catalogue: Catalogue,
  categoryId: CategoryId,
  search: string,
  found: SubCategory[],
): SubCategory[] {
  const named = matchOccupation(catalogue, search)?.profile;
  if (!named || !hasItems(named, categoryId)) return found;
  const at = found.findIndex((subCategory) => subCategory.id === named.id);
  if (at <= 0) return at === 0 ? found : [toSubCategory(named), ...found].slice(0, MAX_SUB_CATEGORIES);
  return [found[at] as SubCategory, ...found.slice(0, at), ...found.slice(at + 1)];
}

/** The sub-category call: the same list and search as `searchSubCategories`. */
export function subCategories(categoryId: number, search?: string): SubCategory[] {
  return searchSubCategories(categoryId, search);
}

/** The profile a typed title names, with the ESCO facts the letter and the job match read. */
export interface OccupationFound extends SubCategory {
  escoId: string;
  iscoGroup: string;
  /** Other profiles the same title names, best first. */
  alternatives: SubCategory[];
}

/**
 * The one occupation matcher's answer for a job title as typed ("Stellvertretende Filialleiterin",
 * "Praktikantin Softwareentwicklung", "Lagerist" with or without an Ausbildung); undefined when
 * the title names no profile.
 */
export function occupationForTitle(
  title: string,
  context: OccupationContext = {},
): OccupationFound | undefined {
  const match = matchOccupation(getCatalogue(), title.slice(0, 120), context);
  if (!match) return undefined;
  return {
    ...toSubCategory(match.profile),
    escoId: match.profile.occupation.id,
    iscoGroup: match.profile.occupation.iscoGroup,
    alternatives: match.alternatives.map(toSubCategory),
  };
}

/**
 * The profiles for a job title typed in work history, for one category: the profile the title
 * names and the others it names as well, those with items in the category. Empty when the title
 * names no profile, or its profile has nothing in the category: suggestions of another job would
 * be untrue. Empty title: the common profiles.
 */
export function popularSubCategories(
  categoryId: number,
  title: string,
  context: OccupationContext = {},
): SubCategory[] {
  if (!isCategoryId(categoryId)) return [];
  const catalogue = getCatalogue();
  if (!title.trim()) return commonSubCategories(catalogue, categoryId);
  if (categoryId === CATEGORY.educationDescription) {
    const named = educationProfileNamed(title);
    if (named) return [named];
  }
  const match = matchOccupation(catalogue, title, context);
  if (!match || !hasItems(match.profile, categoryId)) return [];
  return [match.profile, ...match.alternatives]
    .filter((profile) => hasItems(profile, categoryId))
    .slice(0, MAX_POPULAR_SUB_CATEGORIES)
    .map(toSubCategory);
}

/** The single best profile for a job title, for recommendations; undefined when nothing matches. */
export function findProfileForJobTitle(
  title: string,
  context: OccupationContext = {},
): SubCategory | undefined {
  const found = occupationForTitle(title, context);
  return found ? { id: found.id, title: found.title } : undefined;
}
