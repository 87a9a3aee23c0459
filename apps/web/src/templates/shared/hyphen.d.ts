/** The part of the `hyphen` package (Liang's algorithm with TeX patterns) that the templates use. */
interface HyphenLanguage {
  hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
}

declare module 'hyphen/de' {
  const language: HyphenLanguage;
  export default language;
}

declare module 'hyphen/en' {
  const language: HyphenLanguage;
  export default language;
}

declare module 'hyphen' {
  /** The package's hyphenator over a set of patterns (what `hyphen/de` builds from its patterns). */
  export default function createHyphenator(
    patterns: { patterns: string[]; exceptions: string[] },
    options?: { hyphenChar?: string; minWordLength?: number },
  ): (text: string, options?: { hyphenChar?: string; minWordLength?: number }) => string;
}

declare module 'hyphen/patterns/de-1996' {
  const patterns: { patterns: string[]; exceptions: string[] };
  export default patterns;
}

declare module 'hyphen/patterns/en-us' {
  const patterns: { patterns: string[]; exceptions: string[] };
  export default patterns;
}

/** A pattern set of the `hyphen` package as text (build/hyphen-data-plugin.ts; see pattern-text.ts). */
declare module 'virtual:hyphen-data/*' {
  export function loadPatternText(): Promise<string>;
}
