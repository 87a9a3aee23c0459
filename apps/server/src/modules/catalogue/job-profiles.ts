import { CATEGORY, type CatalogueItem, type CategoryId } from '@vita/shared';
import { type EscoOccupation, escoOccupations, escoSkills } from '../../db/seed/esco-data';
import { OWN_PROFILES, type OwnProfile, type PhraseGroup } from '../../db/seed/phrases';
import { CURATED_SKILL_SETS, type CuratedSkillSet, splitList } from './curated-skills';
import { indexTitleTable, type ProfileTitle, profileTitles, type TableIndex } from './profile-titles';

/** Categories filled with our own phrases; category 4 (skills) comes from ESCO for every profile. */
export const PHRASE_CATEGORIES = [
  CATEGORY.summary,
  CATEGORY.educationDescription,
  CATEGORY.accomplishments,
  CATEGORY.affiliations,
  CATEGORY.certifications,
] as const satisfies readonly CategoryId[];
export type PhraseCategoryId = (typeof PHRASE_CATEGORIES)[number];

const PHRASE_GROUP_BY_CATEGORY = {
  [CATEGORY.summary]: 'summary',
  [CATEGORY.educationDescription]: 'educationDescription',
  [CATEGORY.accomplishments]: 'accomplishments',
  [CATEGORY.affiliations]: 'affiliations',
  [CATEGORY.certifications]: 'certifications',
} as const satisfies Record<PhraseCategoryId, keyof OwnProfile>;

/**
 * Phrase ids: 10,000,000 + sub-category id × 1,000 + category × 100 + position (1-based). They
 * stay stable as long as phrases are only appended, and never collide with skill ids (≤ 12,487).
 */
const PHRASE_ID_BASE = 10_000_000;
const MAX_PHRASES_PER_GROUP = 99;

/** One ESCO occupation as a sub-category ("job profile"). */
export interface JobProfile {
  /** 1…3008: position of the ESCO id in code-unit order, stable for a given ESCO extract. */
  id: number;
  title: string;
  occupation: EscoOccupation;
  /** True for the common profiles that have our own phrases. */
  isCommon: boolean;
  /** Our curated skills (nouns and tools as a CV names them); empty for most ESCO occupations. */
  curatedSkills: readonly string[];
  /** True for the profile a curated set is named after (its first ESCO occupation). */
  isCurated: boolean;
  /** Our table's titles, our titles, ESCO's titles (primary ones first) and hidden labels. */
  titles: readonly ProfileTitle[];
  phrases: ReadonlyMap<PhraseCategoryId, readonly CatalogueItem[]>;
}

export interface Catalogue {
  profiles: readonly JobProfile[];
  byId: ReadonlyMap<number, JobProfile>;
  /** Common profiles, sorted by title. */
  commonProfiles: readonly JobProfile[];
  skillIdByEscoId: ReadonlyMap<string, number>;
}

export const germanCollator = new Intl.Collator('de');

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function phraseItems(
  subCategoryId: number,
  categoryId: PhraseCategoryId,
  group: PhraseGroup,
): CatalogueItem[] {
  if (group.items.length > MAX_PHRASES_PER_GROUP) {
    throw new Error(`Too many phrases for sub-category ${subCategoryId}, category ${categoryId}`);
  }
  return group.items.map((text, index) =>
    Object.freeze({
      id: PHRASE_ID_BASE + subCategoryId * 1000 + categoryId * 100 + index + 1,
      title: text,
      description: text,
      recommended: index < group.recommended ? 1 : 0,
    }),
  );
}

function ownPhrases(subCategoryId: number, own: OwnProfile | undefined) {
  const phrases = new Map<PhraseCategoryId, readonly CatalogueItem[]>();
  if (!own) return phrases;
  for (const categoryId of PHRASE_CATEGORIES) {
    const items = phraseItems(subCategoryId, categoryId, own[PHRASE_GROUP_BY_CATEGORY[categoryId]]);
    if (items.length > 0) phrases.set(categoryId, items);
  }
  return phrases;
}

function buildProfile(
  id: number,
  occupation: EscoOccupation,
  own: OwnProfile | undefined,
  curated: CuratedSkillSet | undefined,
  table: TableIndex,
): JobProfile {
  const isCurated = curated?.escoIds[0] === occupation.id;
  const title = curated && isCurated ? curated.title : occupation.title;
  return {
    id,
    title,
    occupation,
    isCommon: own !== undefined,
    curatedSkills: curated ? splitList(curated.skills) : [],
    isCurated,
    titles: profileTitles({ occupation, title, own, curated: isCurated ? curated : undefined, table }),
    phrases: ownPhrases(id, own),
  };
}

function ownProfilesByEscoId(knownIds: ReadonlySet<string>): Map<string, OwnProfile> {
  const result = new Map<string, OwnProfile>();
  for (const own of OWN_PROFILES) {
    if (!knownIds.has(own.escoId))
      throw new Error(`Own phrases refer to unknown ESCO occupation ${own.escoId}`);
    if (result.has(own.escoId)) throw new Error(`Two own profiles for ESCO occupation ${own.escoId}`);
    result.set(own.escoId, own);
  }
  return result;
}

function curatedSetsByEscoId(knownIds: ReadonlySet<string>): Map<string, CuratedSkillSet> {
  const result = new Map<string, CuratedSkillSet>();
  for (const set of CURATED_SKILL_SETS) {
    for (const escoId of set.escoIds) {
      if (!knownIds.has(escoId)) throw new Error(`Curated skills refer to unknown ESCO occupation ${escoId}`);
      if (result.has(escoId)) throw new Error(`Two curated skill sets for ESCO occupation ${escoId}`);
      result.set(escoId, set);
    }
  }
  return result;
}

function buildCatalogue(): Catalogue {
  const occupations = [...escoOccupations()].sort((a, b) => byCodeUnits(a.id, b.id));
  const knownIds = new Set(occupations.map((occupation) => occupation.id));
  const own = ownProfilesByEscoId(knownIds);
  const curated = curatedSetsByEscoId(knownIds);
  const table = indexTitleTable(knownIds);
  const profiles = occupations.map((occupation, index) =>
    buildProfile(index + 1, occupation, own.get(occupation.id), curated.get(occupation.id), table),
  );
  const skillIds = [...escoSkills().keys()].sort(byCodeUnits);
  return {
    profiles,
    byId: new Map(profiles.map((profile) => [profile.id, profile])),
    commonProfiles: profiles
      .filter((profile) => profile.isCommon)
      .sort((a, b) => germanCollator.compare(a.title, b.title)),
    skillIdByEscoId: new Map(skillIds.map((skillId, index) => [skillId, index + 1])),
  };
}

let catalogue: Catalogue | undefined;

/** Built once on first use (reads and indexes the ESCO extract, ~0.3 s). */
export function getCatalogue(): Catalogue {
  catalogue ??= buildCatalogue();
  return catalogue;
}

/** Whether a profile has items in a category: skills for every profile, phrases for common ones. */
export function hasItems(profile: JobProfile, categoryId: CategoryId): boolean {
  if (categoryId === CATEGORY.skills) {
    return profile.occupation.essentialSkills.length + profile.occupation.optionalSkills.length > 0;
  }
  return profile.phrases.has(categoryId);
}
