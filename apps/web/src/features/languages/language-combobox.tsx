import { SECTION_LIMITS } from '@vita/shared/constants';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageCombobox } from './use-language-combobox';
import type { LanguageOption } from './use-languages';

interface LanguageComboboxProps {
  value: string;
  onChange(value: string): void;
  /** The field's accessible name (several rows share one visible column heading). */
  label: string;
  placeholder: string;
  /** all-languages; undefined while loading or when it failed (free text still works). */
  languages: readonly LanguageOption[] | undefined;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A language field with a list of suggestions (ARIA 1.2 combobox with a listbox): typing filters
 * the list, ↓/↑ move through it, Enter takes the highlighted name, Escape closes it. Any other text
 * is allowed too — the list only helps.
 */
export function LanguageCombobox({
  value,
  onChange,
  label,
  placeholder,
  languages,
  describedBy,
  inputRef,
}: LanguageComboboxProps) {
  const { t } = useTranslation();
  const { listId, options, expanded, active, optionId, choose, onKeyDown, type, close, show } =
    useLanguageCombobox(value, onChange, languages);

  return (
    <div className="lang-combobox">
      <input
        ref={inputRef}
        type="text"
        className="field__input lang-combobox__input"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        maxLength={SECTION_LIMITS.language}
        placeholder={placeholder}
        value={value}
        onChange={(event) => type(event.target.value)}
        onClick={show}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <span className="lang-combobox__chevron" aria-hidden="true" />
      <div
        id={listId}
        role="listbox"
        aria-label={t('languages.form.listLabel')}
        className="lang-combobox__list"
        lang="de"
        hidden={!expanded}
      >
        {expanded &&
          options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's own keys (↓, ↑, Enter) choose options
            <div
              key={option.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`lang-combobox__option${index === active ? ' lang-combobox__option--active' : ''}`}
              // Keeps the focus in the field, so the click can take the option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.name}
            </div>
          ))}
      </div>
    </div>
  );
}
