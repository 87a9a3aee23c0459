import type { ReactNode } from 'react';
import type { EducationField } from './education-values';

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
