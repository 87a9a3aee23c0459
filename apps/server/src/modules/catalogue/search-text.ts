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

/**
 * Abbreviated words of job titles ("Kfm.", "Fachinf."), written out on both sides of a search.
 * Only words no full word starts with, so a half-typed word is never rewritten.
 */
const ABBREVIATED_WORDS: ReadonlyMap<string, string> = new Map([
  ['kfm', 'kaufmann'],
  ['kffr', 'kauffrau'],
  ['kfr', 'kauffrau'],
  ['fachinf', 'fachinformatiker'],
]);

export function toSearchText(raw: string): SearchText {
  const words = normaliseSearchText(raw)
    .split(' ')
    .map((word) => ABBREVIATED_WORDS.get(word) ?? word);
  const text = words.join(' ');
  return { text, words, compact: words.join(''), wordStarts: ` ${text}` };
}

/** Whether a typed title names both forms ("Erzieher/in", "Kaufmann/-frau", "(m/w/d)"). */
export const namesBothForms = (raw: string): boolean => {
  GENDER_MARK.lastIndex = 0;
  GENDER_ENDING.lastIndex = 0;
  return GENDER_MARK.test(raw.toLowerCase()) || GENDER_ENDING.test(raw.toLowerCase());
};

/** Higher is better: exact title > title starts with the query > every word is a word prefix > substring. */
export const MATCH = { none: 0, substring: 1, wordPrefix: 2, prefix: 3, exact: 4 } as const;
export type MatchLevel = (typeof MATCH)[keyof typeof MATCH];

/** Shorter queries only match at word starts: "MFA" should not find "Raumfahrt". */
export const MIN_SUBSTRING_LENGTH = 4;

function everyWordStartsOne(tokens: readonly string[], words: readonly string[]): boolean {
  for (const token of tokens) {
    let found = false;
    for (const word of words) {
      if (word.startsWith(token)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

export function matchLevel(query: SearchText, title: SearchText): MatchLevel {
  if (title.text === query.text || title.compact === query.compact) return MATCH.exact;
  if (title.text.startsWith(query.text)) return MATCH.prefix;
  if (everyWordStartsOne(query.words, title.words)) return MATCH.wordPrefix;
  if (query.compact.length < MIN_SUBSTRING_LENGTH) return MATCH.none;
  if (query.words.every((token) => title.text.includes(token)) || title.compact.includes(query.compact)) {
    return MATCH.substring;
  }
  return MATCH.none;
}

/** Query words shorter than this must be typed without a typo. */
export const MIN_FUZZY_WORD_LENGTH = 5;

/**
 * Whether `typed` is at most one edit (a wrong, missing, extra or swapped letter) away from the
 * start of `word`: "industriekaufmnn" fits "industriekaufmann".
 */
export function startsWithinOneEdit(typed: string, word: string): boolean {
  let at = 0;
  while (at < typed.length && typed[at] === word[at]) at += 1;
  if (at === typed.length) return true;
  return (
    restFits(typed, at + 1, word, at + 1) ||
    restFits(typed, at + 1, word, at) ||
    restFits(typed, at, word, at + 1) ||
    (typed[at] === word[at + 1] && typed[at + 1] === word[at] && restFits(typed, at + 2, word, at + 2))
  );
}

/** Whether `typed` from `typedFrom` on is in `word` at `wordFrom`. */
function restFits(typed: string, typedFrom: number, word: string, wordFrom: number): boolean {
  return wordFrom <= word.length && word.startsWith(typed.slice(typedFrom), wordFrom);
}

/** Whether a query word starts some title word, the long ones allowing one edit. */
function startsSomeWord(token: string, words: readonly string[]): boolean {
  const fuzzy = token.length >= MIN_FUZZY_WORD_LENGTH;
  for (const word of words) {
    if (fuzzy ? startsWithinOneEdit(token, word) : word.startsWith(token)) return true;
  }
  return false;
}

/**
 * One typo per long query word: every word of the query starts a word of the title, the long ones
 * allowing one edit; or the whole query, without spaces, starts the title that way.
 */
export function fuzzyMatch(query: SearchText, title: SearchText): boolean {
  if (startsWithinOneEdit(query.compact, title.compact)) return true;
  for (const token of query.words) if (!startsSomeWord(token, title.words)) return false;
  return true;
}
