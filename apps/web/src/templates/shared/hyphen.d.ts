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
