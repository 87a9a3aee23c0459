import createHyphenator from 'hyphen';

/** TeX hyphenation patterns as the `hyphen` package ships them (`hyphen/patterns/<language>`). */
export interface PatternSet {
  patterns: string[];
  exceptions: string[];
}

/** Hyphenates one token (a word, perhaps with punctuation), soft hyphens inserted. */
export type WordHyphenator = (token: string, minWordLength: number) => string;

/** The letters a pattern matches: '.ab1c2' → 'abc'. */
const lettersOf = (pattern: string) => pattern.replace(/[\d.]/g, '');

/**
 * The `hyphen` package's hyphenator gives each word the same result as before, but fast: the
 * package tries every one of its ~25 000 German patterns on every word (≈ 1 s for the words of a
 * two-page resume on a busy machine, before the preview could lay out its pages). Here each word
 * is hyphenated by a hyphenator made of only the patterns whose letters occur in it; the package
 * takes the highest level any matching pattern gives a position, which does not depend on the
 * order or number of the patterns that cannot match — so the result is the same.
 */
export function wordHyphenator(set: PatternSet): WordHyphenator {
  const byLetters = new Map<string, string[]>();
  let longest = 0;
  for (const pattern of set.patterns) {
    const letters = lettersOf(pattern);
    if (letters === '') continue;
    const same = byLetters.get(letters);
    if (same) same.push(pattern);
    else byLetters.set(letters, [pattern]);
    longest = Math.max(longest, letters.length);
  }
  const exceptions = set.exceptions.map((exception) => [exception.replace(/-/g, ''), exception] as const);

  return (token, minWordLength) => {
    const lowered = token.toLocaleLowerCase();
    const patterns: string[] = [];
    for (let start = 0; start < lowered.length; start += 1) {
      const end = Math.min(lowered.length, start + longest);
      for (let stop = start + 1; stop <= end; stop += 1) {
        const matching = byLetters.get(lowered.slice(start, stop));
        if (matching) patterns.push(...matching);
      }
    }
    const ownExceptions = exceptions
      .filter(([word]) => lowered.includes(word.toLocaleLowerCase()))
      .map(([, exception]) => exception);
    const hyphenate = createHyphenator({ patterns: [...new Set(patterns)], exceptions: ownExceptions });
    return hyphenate(token, { minWordLength });
  };
}
