import { browserLanguageHints, detectLanguage, LANGUAGES, type Language } from './detect-language';
import shellDe from './parts/shell.de.json';
import i18n from './translator';

export { LANGUAGES, type Language };
/** The key the switcher's choice is remembered under (the detector's default). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Only the texts of the frame and the landing page (parts/shell) come with the first script, in
 * German; `/` needs no more. The wizard's texts (de.json, en.json) load with the first page that
 * is not `/` (`loadAppTexts`, called by the route table alongside the page's code), English
 * when it is chosen.
 */
// The translator merges later texts into the tree it holds, never into an imported JSON module.
const initialResources = { de: shellDe };

type Texts = Record<string, unknown>;
type TextFile = 'shell' | 'app';

const importers: Record<Language, Record<TextFile, () => Promise<Texts>>> = {
  de: {
    shell: async () => shellDe,
    app: () => import('./de.json').then((module) => module.default),
  },
  en: {
    shell: () => import('./parts/shell.en.json').then((module) => module.default),
    app: () => import('./en.json').then((module) => module.default),
  },
};

const loads = new Map<string, Promise<void>>([['de/shell', Promise.resolve()]]);
let appTextsWanted = false;

function loadTexts(lng: Language, file: TextFile): Promise<void> {
  const key = `${lng}/${file}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = importers[lng][file]().then((texts) => {
      i18n.addResourceBundle(lng, 'translation', texts, true, true);
    });
    // A failed load (offline) is tried again with the next page that needs it.
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/** Makes a language's texts available (fetching them once); resolves when they are. */
export async function loadLanguage(lng: Language): Promise<void> {
  await Promise.all([loadTexts(lng, 'shell'), appTextsWanted ? loadTexts(lng, 'app') : undefined]);
}

/**
 * The wizard's texts, in German (every text's fallback) and in the language shown; a page other
 * than `/` renders once this resolves.
 */
export async function loadAppTexts(): Promise<void> {
  appTextsWanted = true;
  const shown = toLanguage(initI18n().language);
  await Promise.all([loadTexts('de', 'app'), loadLanguage(shown)]);
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

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const detected = detectLanguage(browserLanguageHints(LANGUAGE_STORAGE_KEY));
  i18n.init({ lng: detected, resources: initialResources });
  const syncHtmlLang = (lng: string) => {
    document.documentElement.lang = toLanguage(lng);
  };
  syncHtmlLang(i18n.resolvedLanguage ?? 'de');
  i18n.on('languageChanged', syncHtmlLang);
  if (detected !== 'de') {
    // Until the English texts arrive the German ones show (they are the fallback); the change
    // makes the components render again with them.
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
