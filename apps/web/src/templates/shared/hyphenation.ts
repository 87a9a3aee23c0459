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

function hyphenatorOf(hyphenateWord: WordHyphenator): Hyphenate {
  const words = new Map<string, string>();
  const word = (token: string) => {
    if (token.length < MIN_WORD_LENGTH || ADDRESS_LIKE.test(token) || token.includes(SOFT_HYPHEN))
      return token;
    let result = words.get(token);
    if (result === undefined) {
      result = hyphenateWord(token, MIN_WORD_LENGTH);
      // A resume has a few hundred distinct words; the bound only guards against pasted novels.
      if (words.size > 5000) words.clear();
      words.set(token, result);
    }
    return result;
  };
  return (text) => text.replace(/\S+/g, word);
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
