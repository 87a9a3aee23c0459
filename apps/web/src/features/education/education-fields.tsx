import { EDUCATION_LIMITS } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form';
import { TextField } from '../../components/text-field';
import { EducationDates } from './education-dates';
import type { EducationField, EducationFormValues } from './education-values';
import { fieldId } from './form-controls';

interface EducationFieldsProps {
  values: EducationFormValues;
  /** The message to show for a field (the form's, else the server's), already translated. */
  message(field: EducationField): string | undefined;
  degrees: readonly string[];
  onChange(patch: Partial<EducationFormValues>): void;
}

/** The fields of /edu-del (01 §3 Education entry), in the order a German CV reads them. */
export function EducationFields({ values, message, degrees, onChange }: EducationFieldsProps) {
  const { t } = useTranslation();
  const degreeListId = useId();

  const text = (field: 'sname' | 'slname' | 'sdegree' | 'fieldOStudy', hint?: string) => (
    <Field
      id={fieldId(field)}
      label={t(`education.form.${field}`)}
      hint={hint}
      hintBelow
      error={message(field)}
      block="edu-field"
    >
      {(control) => (
        <input
          {...control}
          className="field__input"
          value={values[field]}
          maxLength={EDUCATION_LIMITS[field]}
          autoComplete="off"
          list={field === 'sdegree' ? degreeListId : undefined}
          placeholder={t(`education.form.${field}Placeholder`)}
          // Required for screen readers; the label shows no asterisk.
          aria-required={field === 'sname' || undefined}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

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
      <TextField
        id={fieldId('pointer')}
        label={t('education.form.pointer')}
        hint={t('education.form.pointerHint')}
        hintBelow
        error={message('pointer')}
        block="edu-field"
        className="edu-form__grade"
        value={values.pointer}
        inputMode="decimal"
        maxLength={EDUCATION_LIMITS.pointer}
        autoComplete="off"
        onValueChange={(pointer) => onChange({ pointer })}
      />
      <EducationDates values={values} message={message} onChange={onChange} />
      <Field
        id={fieldId('sdescription')}
        label={t('education.form.sdescription')}
        hint={t('education.form.sdescriptionHint', { max: EDUCATION_LIMITS.sdescription })}
        error={message('sdescription')}
        block="edu-field"
        className="edu-form__cell--wide"
      >
        {(control) => (
          <>
            <textarea
              {...control}
              className="field__input edu-form__note"
              value={values.sdescription}
              rows={3}
              maxLength={EDUCATION_LIMITS.sdescription}
              onChange={(event) => onChange({ sdescription: event.target.value })}
            />
            <p className="edu-field__counter" aria-hidden="true">
              {values.sdescription.length} / {EDUCATION_LIMITS.sdescription}
            </p>
          </>
        )}
      </Field>
    </div>
  );
}
