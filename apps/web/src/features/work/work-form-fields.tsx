import type { WorkEntry } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { errorId, SelectField, TextField } from './form-controls';
import { JobTitleCombobox } from './job-title-combobox';
import type { WorkErrors } from './validate-work';
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
  const startError = errors.start ? errorId(ids.startGroup) : undefined;
  const endError = errors.end ? errorId(ids.endGroup) : undefined;

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

      <fieldset
        className={errors.start ? 'work-dates work-dates--invalid' : 'work-dates'}
        id={ids.startGroup}
      >
        <legend className="work-dates__legend">{t('work.fields.start')}</legend>
        <div className="work-dates__row">
          <SelectField
            id={ids.startMonth}
            label={t('work.fields.month')}
            placeholder={t('work.fields.monthPlaceholder')}
            options={months}
            value={entry.startMonth}
            errorTextId={startError}
            onValueChange={(startMonth) => onChange({ startMonth })}
          />
          <SelectField
            id={ids.startYear}
            label={t('work.fields.year')}
            placeholder={t('work.fields.yearPlaceholder')}
            options={years}
            value={entry.startYear}
            errorTextId={startError}
            onValueChange={(startYear) => onChange({ startYear })}
          />
        </div>
        {errors.start && (
          <p className="field__error" id={errorId(ids.startGroup)}>
            {t(`work.errors.${errors.start}`)}
          </p>
        )}
      </fieldset>

      <fieldset className={errors.end ? 'work-dates work-dates--invalid' : 'work-dates'} id={ids.endGroup}>
        <legend className="work-dates__legend">{t('work.fields.end')}</legend>
        <div className="work-dates__row">
          <SelectField
            id={ids.endMonth}
            label={t('work.fields.month')}
            placeholder={t('work.fields.monthPlaceholder')}
            options={months}
            value={entry.endMonth}
            disabled={entry.check}
            errorTextId={endError}
            onValueChange={(endMonth) => onChange({ endMonth })}
          />
          <SelectField
            id={ids.endYear}
            label={t('work.fields.year')}
            placeholder={t('work.fields.yearPlaceholder')}
            options={years}
            value={entry.endYear}
            disabled={entry.check}
            errorTextId={endError}
            onValueChange={(endYear) => onChange({ endYear })}
          />
        </div>
        {errors.end && (
          <p className="field__error" id={errorId(ids.endGroup)}>
            {t(`work.errors.${errors.end}`)}
          </p>
        )}
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
      </fieldset>
    </>
  );
}
