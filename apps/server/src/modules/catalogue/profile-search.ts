import { CATEGORY_IDS, type CategoryId } from '@vita/shared';
import { type Catalogue, germanCollator, hasItems, type JobProfile } from './job-profiles';
import type { ProfileTitle } from './profile-titles';
import {
  fuzzyMatch,
  MATCH,
  type MatchLevel,
  MIN_FUZZY_WORD_LENGTH,
  MIN_SUBSTRING_LENGTH,
  matchLevel,
  namesBothForms,
  type SearchText,
  toSearchText,
} from './search-text';

interface IndexedTitle extends ProfileTitle {
  profileIndex: number;
}

/**
 * All titles joined into one text, '\n' between them: one `indexOf` scan over it finds the titles
 * containing a query word far faster than a call per title.
 */
interface JoinedTitles {
  text: string;
  /** Where each title starts in `text`, ascending. */
  starts: Int32Array;
}

function joinTitles(parts: readonly string[]): JoinedTitles {
  const starts = new Int32Array(parts.length);
  let offset = 0;
  parts.forEach((part, index) => {
    starts[index] = offset;
    offset += part.length + 1;
  });
  return { text: parts.join('\n'), starts };
}

/** The titles containing `needle`, in index order, each once. */
function titlesContaining({ text, starts }: JoinedTitles, needle: string): number[] {
  const result: number[] = [];
  let from = text.indexOf(needle);
  while (from !== -1) {
    // The title whose start is the last one at or before `from`.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= from) low = middle;
      else high = middle - 1;
    }
    result.push(low);
    const next = starts[low + 1];
    if (next === undefined) break;
    from = text.indexOf(needle, next);
  }
  return result;
}

/** Built once per catalogue so a search scans the ~20,000 prepared titles once or twice. */
interface SearchIndex {
  titles: readonly IndexedTitle[];
  compact: JoinedTitles;
  wordStarts: JoinedTitles;
  /** Position of each profile in German alphabetical order, for cheap tie-breaks. */
  alphabeticalRank: Int32Array;
  /** Each profile's own title as search text, to tell when exactly that was typed. */
  profileTitleTexts: readonly string[];
  withItems: ReadonlyMap<CategoryId, Uint8Array>;
}

const indexes = new WeakMap<Catalogue, SearchIndex>();

function buildIndex(catalogue: Catalogue): SearchIndex {
  const { profiles } = catalogue;
  const titles: IndexedTitle[] = [];
  profiles.forEach((profile, profileIndex) => {
    for (const title of profile.titles) titles.push({ ...title, profileIndex });
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
  return {
    titles,
    compact: joinTitles(titles.map((title) => title.search.compact)),
    wordStarts: joinTitles(titles.map((title) => title.search.wordStarts)),
    alphabeticalRank,
    profileTitleTexts: profiles.map((profile) => toSearchText(profile.title).text),
    withItems,
  };
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

/**
 * Higher is better: a primary title's exact match, prefix, word prefix; then alternative titles
 * the same way; then substrings; then one typo.
 */
const PRIMARY_SCORE: Record<MatchLevel, number> = { 0: 0, 1: 4, 2: 8, 3: 9, 4: 10 };
const OTHER_SCORE: Record<MatchLevel, number> = { 0: 0, 1: 3, 2: 5, 3: 6, 4: 7 };
const EXACT_SCORES = new Set([PRIMARY_SCORE[MATCH.exact], OTHER_SCORE[MATCH.exact]]);
const FUZZY_PRIMARY_SCORE = 2;
const FUZZY_OTHER_SCORE = 1;
/** Typo matches are looked for while fewer titles than this were found. */
const FUZZY_FILL = 10;

const score = (level: MatchLevel, primary: boolean): number => (primary ? PRIMARY_SCORE : OTHER_SCORE)[level];

/** A profile found by a search, with the title to show for it. */
export interface FoundProfile {
  profile: JobProfile;
  title: string;
}

/** Per profile: its best score and title; `tied` when another form of that title matched as well. */
interface Hits {
  scores: Uint8Array;
  best: Int32Array;
  tied: Uint8Array;
}

function record(
  hits: Hits,
  titles: readonly IndexedTitle[],
  titleIndex: number,
  entryScore: number,
  query: string,
) {
  const entry = titles[titleIndex] as IndexedTitle;
  const at = entry.profileIndex;
  const current = hits.scores[at] ?? 0;
  const best = titles[hits.best[at] ?? 0] as IndexedTitle;
  // The same score from the very text typed ("Elektroinstallateur" over "Elektro-Installateur").
  const typedExactly = entryScore === current && entry.search.text === query && best.search.text !== query;
  if (entryScore > current || typedExactly) {
    hits.scores[at] = entryScore;
    hits.best[at] = titleIndex;
    hits.tied[at] = 0;
    return;
  }
  if (entryScore < current || entryScore === 0 || EXACT_SCORES.has(entryScore)) return;
  // Both gender forms fit what was typed so far ("Kauf"): show the title with both.
  if (best.shown !== entry.shown && best.shownForBoth === entry.shownForBoth) hits.tied[at] = 1;
}

/** The longest query word: every non-fuzzy match level needs it in the title. */
const longestWord = (query: SearchText): string =>
  query.words.reduce((result, word) => (word.length > result.length ? word : result), '');

function exactPass(query: SearchText, index: SearchIndex, eligible: Uint8Array, hits: Hits): void {
  const longest = longestWord(query);
  const wordStartsOnly = query.compact.length < MIN_SUBSTRING_LENGTH;
  const candidates = wordStartsOnly
    ? titlesContaining(index.wordStarts, ` ${longest}`)
    : titlesContaining(index.compact, longest);
  for (const titleIndex of candidates) {
    const entry = index.titles[titleIndex] as IndexedTitle;
    if (eligible[entry.profileIndex] === 0) continue;
    record(hits, index.titles, titleIndex, score(matchLevel(query, entry.search), entry.primary), query.text);
  }
}

/** Typos: one half of the longest word is intact whatever the single edit was. */
function fuzzyPass(query: SearchText, index: SearchIndex, eligible: Uint8Array, hits: Hits): void {
  const longest = longestWord(query);
  if (longest.length < MIN_FUZZY_WORD_LENGTH) return;
  const half = Math.floor(longest.length / 2);
  for (const part of [longest.slice(0, half), longest.slice(half)]) {
    for (const titleIndex of titlesContaining(index.compact, part)) {
      const entry = index.titles[titleIndex] as IndexedTitle;
      const fuzzyScore = entry.primary ? FUZZY_PRIMARY_SCORE : FUZZY_OTHER_SCORE;
      if (eligible[entry.profileIndex] === 0 || (hits.scores[entry.profileIndex] ?? 0) > fuzzyScore) continue;
      if (fuzzyMatch(query, entry.search)) record(hits, index.titles, titleIndex, fuzzyScore, query.text);
    }
  }
}

/**
 * Profiles with items in the category whose titles match the query, best first, each with the
 * title form that matched (both forms when the query fits both or names both).
 */
export function findProfiles(
  catalogue: Catalogue,
  categoryId: CategoryId,
  rawQuery: string,
  limit: number,
): FoundProfile[] {
  const query = toSearchText(rawQuery);
  if (query.text === '') return [];
  const index = searchIndex(catalogue);
  const eligible = index.withItems.get(categoryId);
  if (!eligible) return [];
  const size = catalogue.profiles.length;
  const hits: Hits = { scores: new Uint8Array(size), best: new Int32Array(size), tied: new Uint8Array(size) };
  exactPass(query, index, eligible, hits);
  const found = (): number[] => {
    const result: number[] = [];
    hits.scores.forEach((profileScore, profileIndex) => {
      if (profileScore > 0) result.push(profileIndex);
    });
    return result;
  };
  let profileIndexes = found();
  // Typos only fill a short list: whoever sees ten good titles needs no guesses.
  if (profileIndexes.length < Math.min(limit, FUZZY_FILL)) {
    fuzzyPass(query, index, eligible, hits);
    profileIndexes = found();
  }
  const { profiles } = catalogue;
  const profileAt = (at: number): JobProfile => profiles[at] as JobProfile;
  const { scores } = hits;
  const order = (at: number) => (index.titles[hits.best[at] ?? 0] as IndexedTitle).order;
  // A profile whose own title was typed ("Altenpfleger/in") comes before one that only knows it
  // as a former name.
  const named = (at: number) => index.profileTitleTexts[at] === query.text;
  // Ties: the more common title of our table first (its rows are in that order), then common
  // profiles, then those with curated skills, then the shorter title, then German alphabetical order.
  profileIndexes.sort(
    (a, b) =>
      (scores[b] ?? 0) - (scores[a] ?? 0) ||
      Number(named(b)) - Number(named(a)) ||
      order(a) - order(b) ||
      Number(profileAt(b).isCommon) - Number(profileAt(a).isCommon) ||
      Number(profileAt(b).isCurated) - Number(profileAt(a).isCurated) ||
      profileAt(a).title.length - profileAt(b).title.length ||
      (index.alphabeticalRank[a] ?? 0) - (index.alphabeticalRank[b] ?? 0),
  );
  const both = namesBothForms(rawQuery);
  const shownAlready = new Set<string>();
  return profileIndexes.slice(0, limit).map((at) => {
    const best = index.titles[hits.best[at] ?? 0] as IndexedTitle;
    const profile = profileAt(at);
    const form = both || hits.tied[at] ? best.shownForBoth : best.shown;
    // A form two profiles share ("Altenpfleger": the ESCO profile and, as a former name, the
    // Pflegefachmann) is shown once; the second profile shows its own title.
    const title = shownAlready.has(form) ? profile.title : form;
    shownAlready.add(title);
    return { profile, title };
  });
}

/** Profiles with items in the category whose titles match the query, best first. */
export function rankProfiles(
  catalogue: Catalogue,
  categoryId: CategoryId,
  rawQuery: string,
  limit: number,
): JobProfile[] {
  return findProfiles(catalogue, categoryId, rawQuery, limit).map((found) => found.profile);
}
