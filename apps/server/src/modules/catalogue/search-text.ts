/**
 * Search text for job titles and language names: lower case, umlauts folded (ä = ae = a, ö = oe = o,
 * ü = ue = u, ß = ss), accents dropped, gender endings ("/in", "/-in", "*in", ":in", "(in)", "/-frau",
 * "/r", "(m/w/d)") removed and punctuation turned into spaces. Query and titles go through the same
 * function, so "Baecker", "Bäcker" and "backer" all meet.
 */

const GENDER_MARK = /\(\s*[mwdfx](?:\s*[/|,]\s*[mwdfx]){1,2}\s*\)/g;
const GENDER_ENDING = /(?<=\p{L})(?:\/\s*-?|\*|:|_|\()(?:innen|in|frau|r|e|n)\)?(?!\p{L})/gu;

export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(GENDER_MARK, ' ')
    .replace(GENDER_ENDING, '')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A title prepared once for matching. */
export interface SearchText {
  text: string;
  words: readonly string[];
  /** Without spaces, so "Software-Entwickler" meets "Softwareentwickler". */
  compact: string;
  /** The text with a leading space: `wordStarts.includes(' ' + word)` finds word starts. */
  wordStarts: string;
}

export function toSearchText(raw: string): SearchText {
  const text = normaliseSearchText(raw);
  return { text, words: text.split(' '), compact: text.replaceAll(' ', ''), wordStarts: ` ${text}` };
}

/** Higher is better: exact title > title starts with the query > every word is a word prefix > substring. */
export const MATCH = { none: 0, substring: 1, wordPrefix: 2, prefix: 3, exact: 4 } as const;
export type MatchLevel = (typeof MATCH)[keyof typeof MATCH];

/** Shorter queries only match at word starts: "MFA" should not find "Raumfahrt". */
export const MIN_SUBSTRING_LENGTH = 4;

export function matchLevel(query: SearchText, title: SearchText): MatchLevel {
  if (title.text === query.text || title.compact === query.compact) return MATCH.exact;
  if (title.text.startsWith(query.text)) return MATCH.prefix;
  if (query.words.every((token) => title.words.some((word) => word.startsWith(token)))) {
    return MATCH.wordPrefix;
  }
  if (query.compact.length < MIN_SUBSTRING_LENGTH) return MATCH.none;
  if (query.words.every((token) => title.text.includes(token)) || title.compact.includes(query.compact)) {
    return MATCH.substring;
  }
  return MATCH.none;
}
