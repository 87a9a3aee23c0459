import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import de from './de.json';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The key the switcher's choice is remembered under (the detector's default). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** German is bundled (the default); English is fetched when chosen, keeping it out of the first load. */
export const resources = { de: { translation: de } } as const;

const loadTranslations: Record<Language, () => Promise<typeof de>> = {
  de: async () => de,
  en: () => import('./en.json').then((module) => module.default),
};

const loadedLanguages = new Set<Language>(['de']);

/** Makes a language's texts available (fetching English once); resolves when they are. */
export async function loadLanguage(lng: Language): Promise<void> {
  if (loadedLanguages.has(lng)) return;
  i18n.addResourceBundle(lng, 'translation', await loadTranslations[lng](), true, true);
  loadedLanguages.add(lng);
}

/**
 * Texts of a part of the app that `/` never shows (legal pages, payment, the final page, the
 * account forms), registered when that part's code loads: they stay out of the first download.
 * Both languages come along (they are small); a feature module calls this at its top level.
 */
export function registerTexts(texts: { de: object; en: object }): void {
  initI18n();
  i18n.addResourceBundle('de', 'translation', texts.de, true, false);
  i18n.addResourceBundle('en', 'translation', texts.en, true, false);
}

const toLanguage = (lng: string | undefined): Language => (lng?.startsWith('en') ? 'en' : 'de');

/**
 * Detection order (02 §2.12): html tag, path, sub-domain, navigator, default de — preceded by the
 * remembered choice of the visible switcher (localStorage).
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'de',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      detection: {
        order: ['localStorage', 'htmlTag', 'path', 'subdomain', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: [],
      },
    });
  const syncHtmlLang = (lng: string) => {
    document.documentElement.lang = lng.startsWith('en') ? 'en' : 'de';
  };
  syncHtmlLang(i18n.resolvedLanguage ?? 'de');
  i18n.on('languageChanged', syncHtmlLang);
  const detected = toLanguage(i18n.language);
  if (detected !== 'de') {
    // Until the English texts arrive the German ones show (they are the fallback).
    void loadLanguage(detected).then(() => i18n.changeLanguage(detected));
  }
  return i18n;
}

/** The switcher: change the language and remember the choice. */
export function chooseLanguage(lng: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage disabled: the choice holds for this visit only
  }
  void loadLanguage(lng).then(() => i18n.changeLanguage(lng));
}

export { i18n };
