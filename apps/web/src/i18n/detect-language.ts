/** The languages the app speaks; German is the default. */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where a visit's language can come from, in the order they are asked. */
export interface LanguageHints {
  /** The switcher's remembered choice (localStorage). */
  stored: string | null;
  /** `<html lang>` as the server sent it. */
  htmlLang: string | null;
  pathname: string;
  hostname: string;
  /** navigator.languages. */
  browser: readonly string[];
}

/** 'en-GB' → 'en'; null for a language the app does not speak. */
export function supportedLanguage(code: string | null | undefined): Language | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base) ?? null;
}

/**
 * Detection order (02 §2.12): html tag, path, sub-domain, navigator, default de — preceded by the
 * remembered choice of the visible switcher. The first hint that names a language we speak wins.
 * (Our own few lines instead of i18next's detector plugin: the first load carries every byte.)
 */
export function detectLanguage(hints: LanguageHints): Language {
  const candidates = [
    hints.stored,
    hints.htmlLang,
    hints.pathname.split('/')[1] ?? null,
    hints.hostname.split('.').length > 2 ? (hints.hostname.split('.')[0] ?? null) : null,
    ...hints.browser,
  ];
  for (const candidate of candidates) {
    const language = supportedLanguage(candidate);
    if (language) return language;
  }
  return 'de';
}

/** The hints of the page this runs in; storage that throws (disabled) counts as empty. */
export function browserLanguageHints(storageKey: string): LanguageHints {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    stored = null;
  }
  return {
    stored,
    htmlLang: document.documentElement.getAttribute('lang'),
    pathname: window.location.pathname,
    hostname: window.location.hostname,
    browser: navigator.languages ?? [navigator.language],
  };
}
