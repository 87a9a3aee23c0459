import type { WorkEntry } from '@vita/shared';
import { WORK_LIMITS } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../components/date-range';
import { TextField } from '../../components/text-field';
import { JobTitleCombobox } from './job-title-combobox';
import { workYears } from './work-values';

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
  /** The date messages to show (already translated). */
  errors: { start?: string | undefined; end?: string | undefined };
  onChange: (patch: Partial<WorkEntry>) => void;
}

/** Position, employer, place (stored in `country`, 01 §3) and the two dates with 'current job'. */
export function WorkFormFields({ entry, errors, onChange }: WorkFormFieldsProps) {
  const { t } = useTranslation();
  const ids = WORK_FIELD_IDS;

  return (
    <>
      <div className="form-grid work-form__grid">
        <JobTitleCombobox
          id={ids.jobtitle}
          label={t('work.fields.jobtitle')}
          hint={t('work.hints.jobtitle')}
          value={entry.jobtitle}
          maxLength={WORK_LIMITS.jobtitle}
          onValueChange={(jobtitle) => onChange({ jobtitle })}
        />
        <TextField
          id={ids.employer}
          label={t('work.fields.employer')}
          hint={t('work.hints.employer')}
          value={entry.employer}
          maxLength={WORK_LIMITS.employer}
          autoComplete="organization"
          onValueChange={(employer) => onChange({ employer })}
        />
        {/* The spec's 'city/place' field writes to `country` (kept quirk, 01 §3). */}
        <TextField
          id={ids.place}
          label={t('work.fields.place')}
          hint={t('work.hints.place')}
          value={entry.country}
          maxLength={WORK_LIMITS.country}
          autoComplete="off"
          onValueChange={(country) => onChange({ country })}
        />
      </div>

      <DateRangeFields
        ids={{ start: ids.startGroup, end: ids.endGroup, current: ids.current }}
        legends={{ start: t('work.fields.start'), end: t('work.fields.end') }}
        currentLabel={t('work.fields.current')}
        years={workYears()}
        value={{ ...entry, current: entry.check }}
        errors={errors}
        onChange={({ current, ...dates }) =>
          onChange(current === undefined ? dates : { ...dates, check: current })
        }
      />
    </>
  );
}
