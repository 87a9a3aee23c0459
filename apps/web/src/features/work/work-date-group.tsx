import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorId } from '../../components/text-field';
import { SelectField } from './form-controls';
import type { WorkDateError } from './validate-work';

interface Option {
  value: string;
  label: string;
}

interface WorkDateGroupProps {
  /** The fieldset's id; its error text is `errorId(id)`. */
  id: string;
  monthId: string;
  yearId: string;
  legend: string;
  months: readonly Option[];
  years: readonly Option[];
  month: string;
  year: string;
  /** Why the date is refused (a key under work.errors). */
  error?: WorkDateError;
  /** The end date of a current job: both selects are cleared and locked. */
  disabled?: boolean;
  onMonth: (month: string) => void;
  onYear: (year: string) => void;
  /** Under the error, inside the group (the 'current job' box of the end date). */
  children?: ReactNode;
}

/** One date of a job (Beginn or Ende): month and year, with the group's error under them. */
export function WorkDateGroup(props: WorkDateGroupProps) {
  const { t } = useTranslation();
  const { id, error, disabled } = props;
  const errorTextId = error ? errorId(id) : undefined;
  return (
    <fieldset className={error ? 'work-dates work-dates--invalid' : 'work-dates'} id={id}>
      <legend className="work-dates__legend">{props.legend}</legend>
      <div className="work-dates__row">
        <SelectField
          id={props.monthId}
          label={t('work.fields.month')}
          placeholder={t('work.fields.monthPlaceholder')}
          options={props.months}
          value={props.month}
          disabled={disabled}
          errorTextId={errorTextId}
          onValueChange={props.onMonth}
        />
        <SelectField
          id={props.yearId}
          label={t('work.fields.year')}
          placeholder={t('work.fields.yearPlaceholder')}
          options={props.years}
          value={props.year}
          disabled={disabled}
          errorTextId={errorTextId}
          onValueChange={props.onYear}
        />
      </div>
      {error && (
        <p className="field__error" id={errorTextId}>
          {t(`work.errors.${error}`)}
        </p>
      )}
      {props.children}
    </fieldset>
  );
}
