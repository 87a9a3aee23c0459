import { LANGUAGE_LEVELS, type LanguageLevel } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface LevelPickerProps {
  level: LanguageLevel;
  /** The language's name for the group's legend ('Niveau für Englisch'). */
  languageName: string;
  onChange(level: LanguageLevel): void;
}

/**
 * The level as six bars A1 … C2 (01 §3), one radio button each: arrow keys move the level, the
 * bars up to the chosen one are filled, and the text beside says it in words ('Englisch – C1').
 */
export function LevelPicker({ level, languageName, onChange }: LevelPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = LANGUAGE_LEVELS.indexOf(level);
  return (
    <fieldset className="lang-level">
      <legend className="lang-level__legend">
        {t('languages.form.levelLegend', { language: languageName })}
      </legend>
      <div className="lang-level__row">
        <div className="lang-level__bars">
          {LANGUAGE_LEVELS.map((option, index) => (
            <label
              key={option}
              className={`lang-level__option${index <= chosen ? ' lang-level__option--filled' : ''}`}
            >
              <input
                type="radio"
                className="lang-level__input"
                name={name}
                value={option}
                checked={option === level}
                onChange={() => onChange(option)}
              />
              <span className={`lang-level__bar lang-level__bar--${index + 1}`} aria-hidden="true" />
              <span className="lang-level__code" aria-hidden="true">
                {option}
              </span>
              <span className="visually-hidden">
                {option} – {t(`languages.levels.${option}`)}
              </span>
            </label>
          ))}
        </div>
        <p className="lang-level__text">
          <strong>{t('languages.form.levelText', { language: languageName, level })}</strong>
          <span className="lang-level__words">{t(`languages.levels.${level}`)}</span>
        </p>
      </div>
    </fieldset>
  );
}
