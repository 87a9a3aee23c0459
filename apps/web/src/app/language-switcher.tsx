import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES } from '../i18n';

/** DE | EN. The choice is remembered (localStorage i18nextLng) and sets <html lang>. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'de';
  return (
    <fieldset className="segmented language-switcher">
      <legend className="visually-hidden">{t('language.label')}</legend>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="segmented__option language-switcher__option"
          aria-pressed={current === lng}
          onClick={() => chooseLanguage(lng)}
        >
          {/* The name starts with the visible text, so "DE" can be said to voice control (WCAG 2.5.3). */}
          {lng.toUpperCase()}
          <span className="visually-hidden"> – {t(`language.${lng}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
