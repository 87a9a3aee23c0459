import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchJobTitles, useDebounced } from '../../components/suggestions';
import { hintId } from '../../components/text-field';

const SEARCH_DELAY_MS = 250;
const MIN_SEARCH_LENGTH = 2;

interface JobTitleComboboxProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  onValueChange: (value: string) => void;
}

/**
 * The Position field with the catalogue's title search, as an ARIA 1.2 combobox (list
 * autocomplete): arrows move through the titles, Enter takes one, Escape closes the list. Free text
 * always stays allowed. A chosen title is a catalogue profile's, so the suggestions on the later
 * pages find exactly that occupation.
 */
export function JobTitleCombobox({
  id,
  label,
  hint,
  value,
  maxLength,
  onValueChange,
}: JobTitleComboboxProps) {
  const { t } = useTranslation();
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value.trim(), SEARCH_DELAY_MS);
  const searching = open && query.length >= MIN_SEARCH_LENGTH;
  const titles = useQuery({
    queryKey: ['suggestions', 'job-titles', query],
    queryFn: ({ signal }) => searchJobTitles(query, signal),
    enabled: searching,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The list hides when the only title is what the field already says.
  const options = (searching ? (titles.data ?? []) : []).filter(
    (title, _index, all) => !(all.length === 1 && title === value.trim()),
  );
  const expanded = options.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (title: string) => {
    onValueChange(title);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && expanded && options[active] !== undefined) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // The list may have shrunk since the arrow key was pressed.
  const activeIndex = active < options.length ? active : -1;

  return (
    <div className="field job-title">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={hintId(id)}>
        {hint}
      </p>
      <div className="job-title__box">
        <input
          id={id}
          className="field__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={hintId(id)}
          autoComplete="off"
          maxLength={maxLength}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('work.titleSearch.listLabel')}
          className="job-title__list"
          hidden={!expanded}
        >
          {options.map((title, index) => (
            <div
              key={title}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={
                index === activeIndex ? 'job-title__option job-title__option--active' : 'job-title__option'
              }
              lang="de"
              // Chosen on press, keeping the focus in the input (a click would blur it first and
              // close the list); the keys are handled by the input (aria-activedescendant).
              onMouseDown={(event) => {
                event.preventDefault();
                choose(title);
              }}
            >
              {title}
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {expanded ? t('work.titleSearch.count', { count: options.length }) : ''}
      </p>
    </div>
  );
}
