import { useTranslation } from 'react-i18next';
import { hintId } from '../../components/text-field';
import { useJobTitleCombobox } from './use-job-title-combobox';

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
  const { listboxId, options, expanded, activeIndex, optionId, choose, onKeyDown, type, close } =
    useJobTitleCombobox(value, onValueChange);

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
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
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
