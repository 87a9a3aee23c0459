import type { WorkEntry } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { JobTitleCombobox } from './job-title-combobox';
import type { WorkErrors } from './validate-work';
import { WorkDateGroup } from './work-date-group';
import { monthOptions, WORK_MAX_LENGTH, workYears } from './work-values';

export const WORK_FIELD_IDS = {
  jobtitle: 'work-jobtitle',
  employer: 'work-employer',
  place: 'work-place',
  startMonth: 'work-start-month',
  startYear: 'work-start-year',
  endMonth: 'work-end-month',
  endYear: 'work-end-year',
  current: 'work-current',
  startGroup: 'work-start',
  endGroup: 'work-end',
} as const;

interface WorkFormFieldsProps {
  entry: WorkEntry;
  errors: WorkErrors;
  onChange: (patch: Partial<WorkEntry>) => void;
}

/** Position, employer, place (stored in `country`, 01 §3) and the two dates with 'current job'. */
export function WorkFormFields({ entry, errors, onChange }: WorkFormFieldsProps) {
  const { t, i18n } = useTranslation();
  const months = monthOptions(i18n.resolvedLanguage ?? 'de');
  const years = workYears().map((y) => ({ value: y, label: y }));
  const ids = WORK_FIELD_IDS;

  return (
    <>
      <div className="work-form__grid">
        <JobTitleCombobox
          id={ids.jobtitle}
          label={t('work.fields.jobtitle')}
          hint={t('work.hints.jobtitle')}
          value={entry.jobtitle}
          maxLength={WORK_MAX_LENGTH.jobtitle}
          onValueChange={(jobtitle) => onChange({ jobtitle })}
        />
        <TextField
          id={ids.employer}
          label={t('work.fields.employer')}
          hint={t('work.hints.employer')}
          value={entry.employer}
          maxLength={WORK_MAX_LENGTH.employer}
          autoComplete="organization"
          onValueChange={(employer) => onChange({ employer })}
        />
        {/* The spec's 'city/place' field writes to `country` (kept quirk, 01 §3). */}
        <TextField
          id={ids.place}
          label={t('work.fields.place')}
          hint={t('work.hints.place')}
          value={entry.country}
          maxLength={WORK_MAX_LENGTH.country}
          autoComplete="off"
          onValueChange={(country) => onChange({ country })}
        />
      </div>

      <WorkDateGroup
        id={ids.startGroup}
        monthId={ids.startMonth}
        yearId={ids.startYear}
        legend={t('work.fields.start')}
        months={months}
        years={years}
        month={entry.startMonth}
        year={entry.startYear}
        error={errors.start}
        onMonth={(startMonth) => onChange({ startMonth })}
        onYear={(startYear) => onChange({ startYear })}
      />
      <WorkDateGroup
        id={ids.endGroup}
        monthId={ids.endMonth}
        yearId={ids.endYear}
        legend={t('work.fields.end')}
        months={months}
        years={years}
        month={entry.endMonth}
        year={entry.endYear}
        error={errors.end}
        disabled={entry.check}
        onMonth={(endMonth) => onChange({ endMonth })}
        onYear={(endYear) => onChange({ endYear })}
      >
        <label className="checkbox" htmlFor={ids.current}>
          <input
            id={ids.current}
            type="checkbox"
            className="checkbox__input"
            checked={entry.check}
            onChange={(event) =>
              onChange(event.target.checked ? { check: true, endMonth: '', endYear: '' } : { check: false })
            }
          />
          {t('work.fields.current')}
        </label>
      </WorkDateGroup>
    </>
  );
}
