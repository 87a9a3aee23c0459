import { EDUCATION_LIMITS } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EducationDates } from './education-dates';
import type { EducationErrors, EducationField, EducationFormValues } from './education-values';
import { describedBy, Field, fieldId } from './form-controls';

interface EducationFieldsProps {
  values: EducationFormValues;
  errors: EducationErrors;
  /** Server messages for fields (400 with `errors`), shown like the form's own. */
  serverErrors: Partial<Record<EducationField, string>>;
  degrees: readonly string[];
  onChange(patch: Partial<EducationFormValues>): void;
}

/** The fields of /edu-del (01 §3 Education entry), in the order a German CV reads them. */
export function EducationFields({ values, errors, serverErrors, degrees, onChange }: EducationFieldsProps) {
  const { t } = useTranslation();
  const degreeListId = useId();
  const message = (field: EducationField): string | undefined => {
    const key = errors[field];
    return key ? t(`education.errors.${key}`) : serverErrors[field];
  };

  const text = (field: 'sname' | 'slname' | 'sdegree' | 'fieldOStudy', hint?: string) => {
    const id = fieldId(field);
    const error = message(field);
    return (
      <Field id={id} label={t(`education.form.${field}`)} hint={hint} hintBelow error={error}>
        <input
          id={id}
          className="field__input"
          value={values[field]}
          maxLength={EDUCATION_LIMITS[field]}
          autoComplete="off"
          list={field === 'sdegree' ? degreeListId : undefined}
          placeholder={t(`education.form.${field}Placeholder`)}
          aria-required={field === 'sname' || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, !!hint, !!error)}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      </Field>
    );
  };

  const gradeId = fieldId('pointer');
  const gradeError = message('pointer');
  const noteId = fieldId('sdescription');
  const noteError = message('sdescription');

  return (
    <div className="form-grid edu-form__grid">
      {text('sname')}
      {text('slname')}
      {text('sdegree', t('education.form.sdegreeHint'))}
      <datalist id={degreeListId}>
        {degrees.map((degree) => (
          <option key={degree} value={degree} />
        ))}
      </datalist>
      {text('fieldOStudy')}
      <Field
        id={gradeId}
        label={t('education.form.pointer')}
        hint={t('education.form.pointerHint')}
        hintBelow
        error={gradeError}
      >
        <input
          id={gradeId}
          className="field__input edu-form__grade"
          value={values.pointer}
          inputMode="decimal"
          maxLength={EDUCATION_LIMITS.pointer}
          autoComplete="off"
          aria-invalid={gradeError ? true : undefined}
          aria-describedby={describedBy(gradeId, true, !!gradeError)}
          onChange={(event) => onChange({ pointer: event.target.value })}
        />
      </Field>
      <EducationDates values={values} message={message} onChange={onChange} />
      <Field
        id={noteId}
        label={t('education.form.sdescription')}
        hint={t('education.form.sdescriptionHint', { max: EDUCATION_LIMITS.sdescription })}
        error={noteError}
        className="edu-form__cell--wide"
      >
        <textarea
          id={noteId}
          className="field__input edu-form__note"
          value={values.sdescription}
          rows={3}
          maxLength={EDUCATION_LIMITS.sdescription}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={describedBy(noteId, true, !!noteError)}
          onChange={(event) => onChange({ sdescription: event.target.value })}
        />
        <p className="edu-field__counter" aria-hidden="true">
          {values.sdescription.length} / {EDUCATION_LIMITS.sdescription}
        </p>
      </Field>
    </div>
  );
}
