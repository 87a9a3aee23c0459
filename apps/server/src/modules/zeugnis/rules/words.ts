/**
 * Patterns over lower-case German text. JavaScript's `\b` knows only ASCII letters, so it finds a
 * word edge inside "äußerst"; these helpers use Unicode letters instead.
 */
export const word = (alternatives: string) => `(?<![\\p{L}\\d])(?:${alternatives})(?![\\p{L}\\d])`;
/** A word start only: "vollst" finds "vollster", "vollsten" and "vollstes". */
export const stem = (alternatives: string) => `(?<![\\p{L}\\d])(?:${alternatives})`;
export const pattern = (source: string) => new RegExp(source, 'u');

export const ALWAYS = word('stets|jederzeit|immer|zu jeder zeit|durchweg|ausnahmslos|in jeder situation');
export const ALWAYS_RE = pattern(ALWAYS);

/** Lower-cased, soft hyphens and typographic quotes gone, one space between words. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\u00ad/g, '')
    .replace(/[„“”‚‘’"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
