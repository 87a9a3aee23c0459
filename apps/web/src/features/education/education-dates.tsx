import { useTranslation } from 'react-i18next';
import type { EducationField, EducationFormValues } from './education-values';
import { DATE_ID_PREFIX, fieldId, hintIdOf, MonthYearFields } from './form-controls';

interface EducationDatesProps {
  values: EducationFormValues;
  /** The message to show for a field, if it is refused. */
  message(field: EducationField): string | undefined;
  onChange(patch: Partial<EducationFormValues>): void;
}

/** Start and end of a degree, and 'still studying', which clears and locks the end. */
export function EducationDates({ values, message, onChange }: EducationDatesProps) {
  const { t } = useTranslation();
  const checkId = fieldId('check');
  return (
    <div className="edu-form__cell--wide edu-form__dates">
      <MonthYearFields
        idPrefix={DATE_ID_PREFIX.start}
        legend={t('education.form.start')}
        month={values.studyStartMonth}
        year={values.studyStartYear}
        onMonth={(studyStartMonth) => onChange({ studyStartMonth })}
        onYear={(studyStartYear) => onChange({ studyStartYear })}
        error={message('studyStartYear')}
      />
      <MonthYearFields
        idPrefix={DATE_ID_PREFIX.end}
        legend={t('education.form.end')}
        month={values.studyEndMonth}
        year={values.studyEndYear}
        onMonth={(studyEndMonth) => onChange({ studyEndMonth })}
        onYear={(studyEndYear) => onChange({ studyEndYear })}
        disabled={values.check}
        error={message('studyEndYear')}
      />
      <div className="edu-check">
        <input
          id={checkId}
          type="checkbox"
          checked={values.check}
          aria-describedby={hintIdOf(checkId)}
          // 01 §4: checked clears and disables the end month and year.
          onChange={(event) =>
            onChange(
              event.target.checked ? { check: true, studyEndMonth: '', studyEndYear: '' } : { check: false },
            )
          }
        />
        <label htmlFor={checkId} className="edu-check__label">
          {t('education.form.check')}
        </label>
        <p className="edu-field__hint edu-check__hint" id={hintIdOf(checkId)}>
          {t('education.form.checkHint')}
        </p>
      </div>
    </div>
  );
}
