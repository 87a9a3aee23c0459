import { CATEGORY } from '@vita/shared';
import { escoEnglishOccupations } from '../../../db/seed/esco-data';
import type { Catalogue, JobProfile } from '../job-profiles';
import { findProfiles } from '../profile-search';
import { normaliseSearchText, type SearchText, startsWithinOneEdit, toSearchText } from '../search-text';
import { titleReadings, titleWords } from './title-readings';

/**
 * The one occupation matcher: a job title as people type it → the job profile it names, or none.
 * Every step asks it (the suggestion panels, the skills step, the Position field's search, the
 * letter and the job match), so one title gets one answer everywhere. A title that names no
 * profile gets none, never the nearest or the first common profile: suggestions of another job
 * would be untrue in the CV.
 */

export interface OccupationContext {
  /**
   * Whether the CV shows a completed vocational training (Ausbildung). A title that fits a trained
   * and a helper profile ("Lagerist") names the trained one unless this is false.
   */
  hasAusbildung?: boolean;
}

export interface OccupationMatch {
  profile: JobProfile;
  /** Other profiles the same title names as well ("Lagerist": Lagerhelfer/in), best first. */
  alternatives: readonly JobProfile[];
  /** The reading of the title that matched ("filialleiterin" for "Stellv. Filialleiterin bei REWE"). */
  reading: string;
}

/** Titles this close count as the same title: one typo in a title of nine letters or more. */
const MIN_TYPO_LENGTH = 9;
const CANDIDATES = 30;
const MAX_ALTERNATIVES = 9;

/** Small words a title may or may not spell out ("Elektroniker für Betriebstechnik"). */
const JOINING_WORDS = new Set(['fur', 'im', 'in', 'der', 'die', 'das', 'den', 'dem', 'zum', 'zur']);

/** The title's words in any order and without joining words: "mechatroniker kfz" = "Kfz-Mechatroniker". */
const wordSet = (search: SearchText): string =>
  search.words
    .filter((word) => !JOINING_WORDS.has(word))
    .sort()
    .join(' ');

/** Whether a title names the same job as the reading: equal in any word order, or one typo apart. */
function sameTitle(reading: SearchText, title: SearchText): boolean {
  if (title.compact === reading.compact) return true;
  if (reading.words.length > 1 && wordSet(title) === wordSet(reading)) return true;
  if (reading.compact.length < MIN_TYPO_LENGTH) return false;
  if (Math.abs(title.compact.length - reading.compact.length) > 1) return false;
  return (
    startsWithinOneEdit(reading.compact, title.compact) && startsWithinOneEdit(title.compact, reading.compact)
  );
}

const HELPER = /helfer|hilfskraft|hilfsarbeiter|aushilf|hilfe\b/;
/** Typed words that say helper work rather than a trained trade ("Lagermitarbeiter"). */
const TYPED_HELPER = /helfer|hilf|mitarbeiter/;
const isHelper = (profile: JobProfile): boolean => HELPER.test(normaliseSearchText(profile.title));

/**
 * Generic words that name no job by themselves: "Manager", "Mitarbeiterin" say so rather than
 * guess one of ESCO's many.
 */
const GENERIC_TITLES = new Set([
  ...['manager', 'mitarbeiter', 'mitarbeiterin', 'angestellte', 'angestellter', 'leiter', 'leiterin'],
  ...['assistent', 'assistentin', 'assistenz', 'berater', 'beraterin', 'fachkraft', 'helfer', 'helferin'],
  ...['arbeiter', 'arbeiterin', 'leitung', 'springer', 'springerin'],
]);

/**
 * What the CV says decides between a trained and a helper profile of one title: an Ausbildung
 * puts the trained one first, none (or a title that says helper work) the helper. Unknown: the
 * search's order.
 */
function byTraining(profiles: JobProfile[], reading: string, context: OccupationContext): JobProfile[] {
  const helperFirst = context.hasAusbildung === false || TYPED_HELPER.test(reading);
  if (!helperFirst && context.hasAusbildung !== true) return profiles;
  return [...profiles].sort((a, b) =>
    helperFirst ? Number(isHelper(b)) - Number(isHelper(a)) : Number(isHelper(a)) - Number(isHelper(b)),
  );
}

/** The profiles with a title equal to the reading, in the search's ranking. */
function sameTitleProfiles(catalogue: Catalogue, reading: string): JobProfile[] {
  const search = toSearchText(reading);
  if (search.compact.length < 2 || GENERIC_TITLES.has(search.text)) return [];
  return findProfiles(catalogue, CATEGORY.skills, reading, CANDIDATES)
    .map((found) => found.profile)
    .filter((profile) => profile.titles.some((title) => sameTitle(search, title.search)));
}

const englishIndexes = new WeakMap<Catalogue, ReadonlyMap<string, readonly JobProfile[]>>();

/** ESCO's English labels → profiles, for titles typed in English ("Warehouse Worker"). */
function englishIndex(catalogue: Catalogue): ReadonlyMap<string, readonly JobProfile[]> {
  const cached = englishIndexes.get(catalogue);
  if (cached) return cached;
  const byEscoId = new Map(catalogue.profiles.map((profile) => [profile.occupation.id, profile]));
  const index = new Map<string, JobProfile[]>();
  const add = (label: string, profile: JobProfile, preferred = false) => {
    const key = toSearchText(label).compact;
    const list = (index.get(key) ?? []).filter((listed) => listed !== profile);
    index.set(key, preferred ? [profile, ...list] : [...list, profile]);
  };
  for (const occupation of escoEnglishOccupations()) {
    const profile = byEscoId.get(occupation.id);
    if (!profile) continue;
    for (const label of occupation.altTitles) add(label, profile);
  }
  // An English preferred label ranks above the same text as another occupation's alternative.
  for (const occupation of escoEnglishOccupations()) {
    const profile = byEscoId.get(occupation.id);
    if (profile) add(occupation.title, profile, true);
  }
  englishIndexes.set(catalogue, index);
  return index;
}

function englishProfiles(catalogue: Catalogue, reading: string): JobProfile[] {
  if (GENERIC_TITLES.has(reading)) return [];
  return [...(englishIndex(catalogue).get(toSearchText(reading).compact) ?? [])];
}

function toMatch(profiles: JobProfile[], reading: string, context: OccupationContext): OccupationMatch {
  const [profile, ...alternatives] = byTraining(profiles, reading, context);
  return { profile: profile as JobProfile, alternatives: alternatives.slice(0, MAX_ALTERNATIVES), reading };
}

/**
 * The profile a typed title names: its German readings (as typed, without qualifiers, the learned
 * job of a Praktikant or Auszubildende, "Leitung X" as X-Leiter or X), then ESCO's English
 * labels, then the single words of a longer title. Undefined when nothing names a job.
 */
export function matchOccupation(
  catalogue: Catalogue,
  typed: string,
  context: OccupationContext = {},
): OccupationMatch | undefined {
  const readings = titleReadings(typed);
  for (const reading of readings) {
    const profiles = sameTitleProfiles(catalogue, reading);
    if (profiles.length > 0) return toMatch(profiles, reading, context);
  }
  for (const reading of readings) {
    const profiles = englishProfiles(catalogue, reading);
    if (profiles.length > 0) return toMatch(profiles, reading, context);
  }
  for (const word of titleWords(typed)) {
    const profiles = sameTitleProfiles(catalogue, word);
    if (profiles.length > 0) return toMatch(profiles, word, context);
  }
  return undefined;
}
