import { loadPatternText as loadGermanPatterns } from 'virtual:hyphen-data/de-1996';
import { loadPatternText as loadEnglishPatterns } from 'virtual:hyphen-data/en-us';
import type { ResumeLocale } from '@vita/shared/resume';
import type { WordHyphenator } from './hyphen-patterns';
import { decodePatterns } from './pattern-text';

/** Inserts soft hyphens (U+00AD) where a word of the locale may break. */
export type Hyphenate = (text: string) => string;

const SOFT_HYPHEN = '\u00ad';
/** Shorter words never need to break in any column of a template. */
const MIN_WORD_LENGTH = 7;
/** Letters that stay on each line when a word breaks: 'Dekora-tion', never 'Dekorati-on'. */
const MIN_LETTERS_EACH_SIDE = 3;
/** E-mail addresses, web addresses and file names: a hyphen would change what they say. */
const ADDRESS_LIKE = /[@/\\]|^www\.|\p{L}\.\p{L}|\d/u;

const loaded = new Map<ResumeLocale, Hyphenate>();
const loading = new Map<ResumeLocale, Promise<Hyphenate>>();

/** A hyphenator of the locale's patterns: the code that applies them, and the patterns as data. */
const hyphenatorFrom = (text: Promise<string>): Promise<WordHyphenator> =>
  Promise.all([import('./hyphen-patterns'), text]).then(([{ wordHyphenator }, patterns]) =>
    wordHyphenator(decodePatterns(patterns)),
  );

// The patterns are large (German ~54 KB gzip): a text file per locale (vite's hyphen-data
// plugin), fetched with the first resume shown, never by the landing page.
const importers: Record<ResumeLocale, () => Promise<WordHyphenator>> = {
  de: () => hyphenatorFrom(loadGermanPatterns()),
  en: () => hyphenatorFrom(loadEnglishPatterns()),
};

const LETTER = /\p{L}/u;

/** The patterns allow two letters at a word's edge; drop the breaks closer than three letters. */
function withoutShortEdges(hyphenated: string): string {
  const pieces = hyphenated.split(SOFT_HYPHEN);
  const plain = pieces.join('');
  let result = pieces[0] ?? '';
  let at = result.length;
  for (const piece of pieces.slice(1)) {
    let before = 0;
    while (before < at && LETTER.test(plain.charAt(at - before - 1))) before += 1;
    let after = 0;
    while (at + after < plain.length && LETTER.test(plain.charAt(at + after))) after += 1;
    result += (before >= MIN_LETTERS_EACH_SIDE && after >= MIN_LETTERS_EACH_SIDE ? SOFT_HYPHEN : '') + piece;
    at += piece.length;
  }
  return result;
}

function hyphenatorOf(hyphenateWord: WordHyphenator): Hyphenate {
  const words = new Map<string, string>();
  const word = (token: string) => {
    if (token.length < MIN_WORD_LENGTH || ADDRESS_LIKE.test(token) || token.includes(SOFT_HYPHEN))
      return token;
    let result = words.get(token);
    if (result === undefined) {
      result = withoutShortEdges(hyphenateWord(token, MIN_WORD_LENGTH));
      // A resume has a few hundred distinct words; the bound only guards against pasted novels.
      if (words.size > 5000) words.clear();
      words.set(token, result);
    }
    return result;
  };
  // Every keystroke hands the whole document over again: a text already seen is a lookup.
  const texts = new Map<string, string>();
  return (text) => {
    let result = texts.get(text);
    if (result === undefined) {
      result = text.replace(/\S+/g, word);
      if (texts.size > 5000) texts.clear();
      texts.set(text, result);
    }
    return result;
  };
}

/** The hyphenator of a locale once its patterns have loaded, else null (see `loadHyphenation`). */
export function loadedHyphenation(locale: ResumeLocale): Hyphenate | null {
  return loaded.get(locale) ?? null;
}

/** Loads a locale's patterns once; resolves with its hyphenator. */
export function loadHyphenation(locale: ResumeLocale): Promise<Hyphenate> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = importers[locale]().then((hyphenateWord) => {
      const hyphenate = hyphenatorOf(hyphenateWord);
      loaded.set(locale, hyphenate);
      return hyphenate;
    });
    // A failed load (offline preview) is tried again with the next resume shown.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
