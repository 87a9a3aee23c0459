import { CATEGORY_IDS, type CategoryId } from '@vita/shared';
import { type Catalogue, germanCollator, hasItems, type JobProfile } from './job-profiles';
import {
  MATCH,
  type MatchLevel,
  MIN_SUBSTRING_LENGTH,
  matchLevel,
  normaliseSearchText,
  type SearchText,
  toSearchText,
} from './search-text';

interface IndexedTitle {
  title: SearchText;
  profileIndex: number;
  primary: boolean;
}

/** Built once per catalogue so a search is one pass over ~27,000 prepared titles. */
interface SearchIndex {
  titles: readonly IndexedTitle[];
  /** Position of each profile in German alphabetical order, for cheap tie-breaks. */
  alphabeticalRank: Int32Array;
  withItems: ReadonlyMap<CategoryId, Uint8Array>;
}

const indexes = new WeakMap<Catalogue, SearchIndex>();

function buildIndex(catalogue: Catalogue): SearchIndex {
  const { profiles } = catalogue;
  const titles: IndexedTitle[] = [];
  profiles.forEach((profile, profileIndex) => {
    for (const title of profile.primaryTitles) titles.push({ title, profileIndex, primary: true });
    for (const title of profile.otherTitles) titles.push({ title, profileIndex, primary: false });
  });
  const alphabeticalRank = new Int32Array(profiles.length);
  profiles
    .map((profile, index) => ({ title: profile.title, index }))
    .sort((a, b) => germanCollator.compare(a.title, b.title))
    .forEach((entry, rank) => {
      alphabeticalRank[entry.index] = rank;
    });
  const withItems = new Map<CategoryId, Uint8Array>();
  for (const categoryId of CATEGORY_IDS) {
    withItems.set(
      categoryId,
      Uint8Array.from(profiles, (profile) => (hasItems(profile, categoryId) ? 1 : 0)),
    );
  }
  return { titles, alphabeticalRank, withItems };
}

function searchIndex(catalogue: Catalogue): SearchIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    index = buildIndex(catalogue);
    indexes.set(catalogue, index);
  }
  return index;
}

/** Prepares the search index now instead of on the first search. */
export function prepareSearch(catalogue: Catalogue): void {
  searchIndex(catalogue);
}

/** A primary title (ESCO title, its gender parts, our aliases) beats any other title at the same level. */
const score = (level: MatchLevel, primary: boolean): number =>
  level === MATCH.none ? 0 : level * 2 + (primary ? 1 : 0);

/** Profiles with items in the category whose titles match the query, best first. */
export function rankProfiles(
  catalogue: Catalogue,
  categoryId: CategoryId,
  rawQuery: string,
  limit: number,
): JobProfile[] {
  const query = toSearchText(rawQuery);
  if (query.text === '') return [];
  const { titles, alphabeticalRank, withItems } = searchIndex(catalogue);
  const eligible = withItems.get(categoryId);
  if (!eligible) return [];
  // Every match level needs the longest query word in the title (at a word start for short
  // queries): one cheap `includes` rules out almost every title.
  const longest = query.words.reduce((result, word) => (word.length > result.length ? word : result), '');
  const wordStartsOnly = query.compact.length < MIN_SUBSTRING_LENGTH;
  const anchor = wordStartsOnly ? ` ${longest}` : longest;
  const scores = new Uint8Array(catalogue.profiles.length);
  for (const entry of titles) {
    if (eligible[entry.profileIndex] === 0) continue;
    if (!(wordStartsOnly ? entry.title.wordStarts : entry.title.compact).includes(anchor)) continue;
    const entryScore = score(matchLevel(query, entry.title), entry.primary);
    if (entryScore > (scores[entry.profileIndex] ?? 0)) scores[entry.profileIndex] = entryScore;
  }
  const found: number[] = [];
  scores.forEach((profileScore, profileIndex) => {
    if (profileScore > 0) found.push(profileIndex);
  });
  const { profiles } = catalogue;
  const profileAt = (index: number): JobProfile => profiles[index] as JobProfile;
  // Ties: common profiles first, then those with curated skills, then the shorter title, then
  // German alphabetical order.
  found.sort(
    (a, b) =>
      (scores[b] ?? 0) - (scores[a] ?? 0) ||
      Number(profileAt(b).isCommon) - Number(profileAt(a).isCommon) ||
      Number(profileAt(b).isCurated) - Number(profileAt(a).isCurated) ||
      profileAt(a).title.length - profileAt(b).title.length ||
      (alphabeticalRank[a] ?? 0) - (alphabeticalRank[b] ?? 0),
  );
  return found.slice(0, limit).map(profileAt);
}

/** Words that say nothing about the job itself ("Senior Softwareentwickler im Außendienst"). */
const NOISE_WORDS = new Set([
  ...['als', 'bei', 'das', 'der', 'die', 'fur', 'im', 'in', 'mit', 'und', 'von', 'zum', 'zur'],
  ...['senior', 'junior', 'leitend', 'leitende', 'leitender', 'stellvertretend', 'stellvertretende'],
  ...['stellvertretender', 'mitarbeiter', 'mitarbeiterin', 'teilzeit', 'vollzeit', 'minijob', 'aushilfe'],
  ...['praktikant', 'praktikantin', 'werkstudent', 'werkstudentin', 'azubi', 'auszubildende'],
  'auszubildender',
]);

/**
 * Job titles typed in work history are often longer than a profile title. When the whole title
 * finds too few profiles, its meaningful words are searched one by one, longest first.
 */
export function rankProfilesForJobTitle(
  catalogue: Catalogue,
  categoryId: CategoryId,
  jobTitle: string,
  limit: number,
): JobProfile[] {
  const result = rankProfiles(catalogue, categoryId, jobTitle, limit);
  if (result.length >= limit) return result;
  const normalised = normaliseSearchText(jobTitle);
  const words = [...new Set(normalised.split(' '))]
    .filter((word) => word.length >= 3 && !NOISE_WORDS.has(word) && word !== normalised)
    .sort((a, b) => b.length - a.length);
  const seen = new Set(result.map((profile) => profile.id));
  for (const word of words) {
    for (const profile of rankProfiles(catalogue, categoryId, word, limit)) {
      if (seen.has(profile.id)) continue;
      seen.add(profile.id);
      result.push(profile);
      if (result.length >= limit) return result;
    }
  }
  return result;
}
