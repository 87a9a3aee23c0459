/**
 * The React side of the translator (translator.ts), with react-i18next's names: components keep
 * `const { t, i18n } = useTranslation()` and tests keep `<I18nextProvider i18n={…}>`.
 */
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import defaultTranslator, { type TFunction, type Translator } from './translator';

const TranslatorContext = createContext<Translator>(defaultTranslator);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

export interface UseTranslationResponse {
  /** Fixed to the language shown: a new function after every language change. */
  t: TFunction;
  i18n: Translator;
  ready: true;
}

/** The texts of the language shown; the component renders again after a language change. */
export function useTranslation(): UseTranslationResponse {
  const i18n = useContext(TranslatorContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const t = useSyncExternalStore(
    subscribe,
    () => i18n.currentT,
    () => i18n.currentT,
  );
  return { t, i18n, ready: true };
}
