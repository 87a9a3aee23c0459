import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LanguageOption, useLanguageSearch } from './use-languages';

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

const MAX_OPTIONS = 60;
const fold = (text: string) =>
  text.toLocaleLowerCase('de').normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').trim();

/** Names starting with the text first, then names containing it (while the server's search runs). */
export function filterLanguages(languages: readonly LanguageOption[], text: string): LanguageOption[] {
  const query = fold(text);
  if (query === '') return [...languages];
  const starts = languages.filter((l) => fold(l.name).startsWith(query));
  const contains = languages.filter((l) => !fold(l.name).startsWith(query) && fold(l.name).includes(query));
  return [...starts, ...contains];
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
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const searched = useLanguageSearch(open ? value : '');

  const options = useMemo(() => {
    const fromServer = value.trim() !== '' ? searched.data : undefined;
    const list = fromServer ?? filterLanguages(languages ?? [], value);
    return list.slice(0, MAX_OPTIONS);
  }, [value, searched.data, languages]);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!expanded || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: LanguageOption) => {
    onChange(option.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open || event.altKey) {
        setOpen(true);
        if (!event.altKey) setActive(0);
        return;
      }
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) setOpen(false);
      else if (expanded) setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      const option = expanded ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

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
        maxLength={60}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
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
