import { MONTHS } from '@vita/shared';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EDUCATION_YEAR_OPTIONS, type EducationField } from './education-values';

/** Ids of the date selects: `${prefix}-month`, `${prefix}-year`. */
export const DATE_ID_PREFIX = { start: 'edu-start', end: 'edu-end' } as const;
const DATE_FIELD_IDS: Partial<Record<EducationField, string>> = {
  studyStartMonth: `${DATE_ID_PREFIX.start}-month`,
  studyStartYear: `${DATE_ID_PREFIX.start}-year`,
  studyEndMonth: `${DATE_ID_PREFIX.end}-month`,
  studyEndYear: `${DATE_ID_PREFIX.end}-year`,
};

/** The id of a field's control (for labels, focus after a failed save, and tests). */
export const fieldId = (field: EducationField): string => DATE_FIELD_IDS[field] ?? `edu-${field}`;

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** aria-describedby for a control: its hint and its error, when shown. */
export const describedBy = (id: string, hint: boolean, error: boolean): string | undefined =>
  [hint ? hintIdOf(id) : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ') || undefined;

interface FieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The hint under the control instead of above it (keeps neighbouring inputs aligned). */
  hintBelow?: boolean;
  error?: string | undefined;
  className?: string;
  /** The control, given the ids it must carry. */
  children: ReactNode;
}

/** A label, an optional hint above and an error below one control (the control sets aria-*). */
export function Field({ id, label, hint, hintBelow, error, className, children }: FieldProps) {
  const hintText = hint && (
    <p className={`edu-field__hint${hintBelow ? ' edu-field__hint--below' : ''}`} id={hintIdOf(id)}>
      {hint}
    </p>
  );
  return (
    <div
      className={['edu-field', error ? 'edu-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <label className="edu-field__label" htmlFor={id}>
        {label}
      </label>
      {!hintBelow && hintText}
      {children}
      {hintBelow && hintText}
      {error && (
        <p className="edu-field__error" id={errorIdOf(id)}>
          {error}
        </p>
      )}
    </div>
  );
}

interface MonthYearProps {
  idPrefix: string;
  legend: string;
  month: string;
  year: string;
  onMonth(value: string): void;
  onYear(value: string): void;
  disabled?: boolean;
  error?: string | undefined;
}

/** Month (English value, label in the interface language, 01 §5) and year (2032 … 1957). */
export function MonthYearFields({
  idPrefix,
  legend,
  month,
  year,
  onMonth,
  onYear,
  disabled,
  error,
}: MonthYearProps): ReactElement {
  const { t, i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? 'de').startsWith('en');
  const errorId = errorIdOf(`${idPrefix}-year`);
  return (
    <fieldset className={`edu-dates${error ? ' edu-field--invalid' : ''}`} disabled={disabled}>
      <legend className="edu-field__label">{legend}</legend>
      <div className="edu-dates__row">
        <label className="visually-hidden" htmlFor={`${idPrefix}-month`}>
          {t('education.form.month')}
        </label>
        <select
          id={`${idPrefix}-month`}
          className="field__select"
          value={month}
          onChange={(event) => onMonth(event.target.value)}
        >
          <option value="">{t('education.form.month')}</option>
          {MONTHS.map((m) => (
            <option key={m.value} value={m.value}>
              {english ? m.labelEn : m.label}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${idPrefix}-year`}>
          {t('education.form.year')}
        </label>
        <select
          id={`${idPrefix}-year`}
          className="field__select"
          value={year}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onYear(event.target.value)}
        >
          <option value="">{t('education.form.year')}</option>
          {/* A stored year outside the list (an older entry) stays selectable. */}
          {year !== '' && !EDUCATION_YEAR_OPTIONS.includes(year) && <option value={year}>{year}</option>}
          {EDUCATION_YEAR_OPTIONS.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="edu-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
