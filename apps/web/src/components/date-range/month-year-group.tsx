import { MONTHS } from '@vita/shared';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { errorId } from '../text-field';

/** Months with English values (on the wire) and labels in the interface language (01 §5). */
export const monthOptions = (language: string) =>
  MONTHS.map((m) => ({ value: m.value, label: language.startsWith('en') ? m.labelEn : m.label }));

interface MonthYearGroupProps {
  /** The fieldset's id; the selects are `${id}-month` and `${id}-year`, the error `errorId(id)`. */
  id: string;
  legend: string;
  years: readonly string[];
  /** A stored year outside `years` (an older entry) stays selectable instead of showing empty. */
  keepUnlistedYear?: boolean | undefined;
  month: string;
  year: string;
  /** Why the date is refused, already in the interface language. */
  error?: string | undefined;
  /** The end date of something still going on: both selects are cleared and locked. */
  disabled?: boolean | undefined;
  onMonth: (month: string) => void;
  onYear: (year: string) => void;
  /** Under the error, inside the group (the 'still going on' box of the end date). */
  children?: ReactNode;
}

/** One date of a range (start or end): month and year with visible labels, the group's error under them. */
export function MonthYearGroup(props: MonthYearGroupProps) {
  const { t, i18n } = useTranslation();
  const { id, error, disabled, year } = props;
  const errorTextId = error ? errorId(id) : undefined;
  const months = monthOptions(i18n.resolvedLanguage ?? 'de');
  const unlisted = props.keepUnlistedYear && year !== '' && !props.years.includes(year) ? [year] : [];
  const years = [...unlisted, ...props.years].map((y) => ({ value: y, label: y }));
  return (
    <fieldset className={error ? 'month-year month-year--invalid' : 'month-year'} id={id}>
      <legend className="month-year__legend">{props.legend}</legend>
      <div className="month-year__row">
        <SelectField
          id={`${id}-month`}
          label={t('dateRange.month')}
          placeholder={t('dateRange.monthPlaceholder')}
          options={months}
          value={props.month}
          disabled={disabled}
          errorTextId={errorTextId}
          onValueChange={props.onMonth}
        />
        <SelectField
          id={`${id}-year`}
          label={t('dateRange.year')}
          placeholder={t('dateRange.yearPlaceholder')}
          options={years}
          value={year}
          disabled={disabled}
          errorTextId={errorTextId}
          onValueChange={props.onYear}
        />
      </div>
      {error && (
        <p className="field__error" id={errorTextId}>
          {error}
        </p>
      )}
      {props.children}
    </fieldset>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'>;

interface SelectFieldProps extends SelectProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
  /** The id of the group's error text, when the group is invalid. */
  errorTextId?: string | undefined;
}

/** A labelled select with an empty first choice. */
function SelectField(props: SelectFieldProps) {
  const { id, label, value, placeholder, options, onValueChange, errorTextId, ...rest } = props;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...rest}
        id={id}
        className="field__select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errorTextId ? true : undefined}
        aria-describedby={errorTextId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
