import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../components/date-range';
import { EDUCATION_YEAR_OPTIONS, type EducationField, type EducationFormValues } from './education-values';
import { DATE_ID_PREFIX, fieldId } from './form-controls';

interface EducationDatesProps {
  values: EducationFormValues;
  /** The message to show for a field, if it is refused. */
  message(field: EducationField): string | undefined;
  onChange(patch: Partial<EducationFormValues>): void;
}

/** Start and end of a degree, and 'still studying', which clears and locks the end. */
export function EducationDates({ values, message, onChange }: EducationDatesProps) {
  const { t } = useTranslation();
  return (
    <div className="edu-form__cell--wide">
      <DateRangeFields
        ids={{ start: DATE_ID_PREFIX.start, end: DATE_ID_PREFIX.end, current: fieldId('check') }}
        legends={{ start: t('education.form.start'), end: t('education.form.end') }}
        currentLabel={t('education.form.check')}
        currentHint={t('education.form.checkHint')}
        years={EDUCATION_YEAR_OPTIONS}
        keepUnlistedYear
        value={{
          startMonth: values.studyStartMonth,
          startYear: values.studyStartYear,
          endMonth: values.studyEndMonth,
          endYear: values.studyEndYear,
          current: values.check,
        }}
        errors={{ start: message('studyStartYear'), end: message('studyEndYear') }}
        onChange={(patch) =>
          onChange({
            ...(patch.startMonth !== undefined && { studyStartMonth: patch.startMonth }),
            ...(patch.startYear !== undefined && { studyStartYear: patch.startYear }),
            ...(patch.endMonth !== undefined && { studyEndMonth: patch.endMonth }),
            ...(patch.endYear !== undefined && { studyEndYear: patch.endYear }),
            ...(patch.current !== undefined && { check: patch.current }),
          })
        }
      />
    </div>
  );
}
