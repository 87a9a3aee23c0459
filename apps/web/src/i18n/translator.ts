/**
 * The app's translation core: key lookup in nested texts, `{{name}}` interpolation and `_one` /
 * `_other` plurals by `Intl.PluralRules`, with German as every text's fallback. It keeps the part
 * of i18next's interface the app uses, so components import it as before (`i18next` and
 * `react-i18next` are aliases of this module and `react-binding.tsx`, see vite.config.ts and
 * tsconfig.json): i18next and its React binding cost 17 KB gzip on every first load, this ~1 KB.
 */

/** Filled in by i18next.d.ts with the type of every registered text file (the typed keys). */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by i18next.d.ts
export interface CustomTypeOptions {}

type Resources = CustomTypeOptions extends { resources: { translation: infer R } }
  ? R
  : Record<string, never>;

/** 'a.b.c' for every text of a tree of texts. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type PluralBase<Key> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never;

/** Every key a text is found under; a plural text also under its base key (used with `count`). */
export type TranslationKey = Leaves<Resources> | PluralBase<Leaves<Resources>>;

/** `count` picks the plural form; every other value fills its `{{name}}`. */
export type TranslationOptions = { count?: number } & Record<string, unknown>;

export type TFunction = (key: TranslationKey, options?: TranslationOptions) => string;

type TextTree = { [key: string]: unknown };
type LanguageListener = (language: string) => void;

const FALLBACK_LANGUAGE = 'de';
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

const isTree = (value: unknown): value is TextTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies `source` into `target`, nested objects merged; `overwrite` false keeps existing texts. */
function mergeTexts(target: TextTree, source: TextTree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isTree(value)) {
      const branch = isTree(existing) ? existing : {};
      if (!isTree(existing)) {
        if (existing !== undefined && !overwrite) continue;
        target[key] = branch;
      }
      mergeTexts(branch, value, overwrite);
    } else if (overwrite || existing === undefined) {
      target[key] = value;
    }
  }
}

function lookUp(tree: TextTree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A missing value stays visible as its placeholder; one given as undefined or null is empty. */
function interpolate(text: string, values: TranslationOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  language = FALLBACK_LANGUAGE;
  isInitialized = false;
  private readonly texts = new Map<string, TextTree>();
  private readonly listeners = new Set<LanguageListener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private shownT: TFunction = this.getFixedT(FALLBACK_LANGUAGE);

  /** Starts with a language and the texts known at once. */
  init(options: { lng: string; resources?: Record<string, TextTree> }): this {
    for (const [language, texts] of Object.entries(options.resources ?? {}))
      this.addResourceBundle(language, 'translation', texts, true, true);
    this.language = options.lng;
    this.shownT = this.getFixedT(options.lng);
    this.isInitialized = true;
    return this;
  }

  /** The language shown: the chosen one once it has texts, German until then. */
  get resolvedLanguage(): string {
    return this.texts.has(this.language) ? this.language : FALLBACK_LANGUAGE;
  }

  /** Adds texts of a language (the namespace is always 'translation'; kept for i18next's call). */
  addResourceBundle(
    language: string,
    _namespace: string,
    texts: object,
    _deep = true,
    overwrite = false,
  ): this {
    let tree = this.texts.get(language);
    if (!tree) {
      tree = {};
      this.texts.set(language, tree);
    }
    mergeTexts(tree, texts as TextTree, overwrite);
    return this;
  }

  exists(key: string): boolean {
    return this.resolve(this.language, key, undefined) !== undefined;
  }

  /**
   * Also when the language stays: the app calls it again once a language's texts arrived, and
   * every component then renders anew with a new `t` (as with i18next).
   */
  async changeLanguage(language: string): Promise<TFunction> {
    this.language = language;
    this.shownT = this.getFixedT(language);
    for (const listener of this.listeners) listener(language);
    return this.shownT;
  }

  /** The `t` components render with: a new function after every language change. */
  get currentT(): TFunction {
    return this.shownT;
  }

  on(event: 'languageChanged', listener: LanguageListener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: LanguageListener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }

  /** The text of a key in the current language, German when it has none, else the key itself. */
  t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A `t` fixed to a language. */
  getFixedT(language: string): TFunction {
    return (key, options) => this.translate(language, key, options);
  }

  private translate(language: string, key: string, options: TranslationOptions | undefined): string {
    const text =
      this.resolve(language, key, options?.count) ??
      (language === FALLBACK_LANGUAGE ? undefined : this.resolve(FALLBACK_LANGUAGE, key, options?.count));
    return text === undefined ? key : interpolate(text, options);
  }

  private resolve(language: string, key: string, count: number | undefined): string | undefined {
    const tree = this.texts.get(language);
    if (typeof count === 'number') {
      const exact = count === 0 ? lookUp(tree, `${key}_zero`) : undefined;
      const plural = exact ?? lookUp(tree, `${key}_${this.pluralRule(language).select(count)}`);
      if (plural !== undefined) return plural;
    }
    return lookUp(tree, key);
  }

  private pluralRule(language: string): Intl.PluralRules {
    let rule = this.pluralRules.get(language);
    if (!rule) {
      rule = new Intl.PluralRules(language);
      this.pluralRules.set(language, rule);
    }
    return rule;
  }
}

/** The one translator of the app (what `import i18n from 'i18next'` gave before). */
const i18n = new Translator();
export default i18n;
