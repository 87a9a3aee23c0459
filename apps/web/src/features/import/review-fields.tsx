import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromDateText, toDateText } from './draft-edit';
import './import-texts';

type TextFieldProps = {
  label: string;
  value: string;
  unsure: boolean;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'tel';
};

/** One recognised field: a labelled input, marked (in words, not only colour) when unsure. */
export function ReviewField({ label, value, unsure, onChange, type = 'text' }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`import-field${unsure ? ' import-field--unsure' : ''}`}>
      <label htmlFor={id}>
        {label}
        {unsure && <span className="import-field__flag"> ({t('importCv.unsure')})</span>}
      </label>
      <input id={id} type={type} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

type DateFieldProps = {
  label: string;
  month: string;
  year: string;
  unsure: boolean;
  onChange(date: { month: string; year: string }): void;
};

/** A month and year as MM/JJJJ: stored as the forms store them once it reads as a date. */
export function ReviewDateField({ label, month, year, unsure, onChange }: DateFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const shown = toDateText(month, year);
  return (
    <div className={`import-field import-field--date${unsure ? ' import-field--unsure' : ''}`}>
      <label htmlFor={id}>
        {label}
        {unsure && <span className="import-field__flag"> ({t('importCv.unsure')})</span>}
      </label>
      <input
        id={id}
        defaultValue={shown}
        placeholder={t('importCv.dateHint')}
        inputMode="numeric"
        onBlur={(event) => {
          const date = fromDateText(event.target.value);
          event.target.setCustomValidity(date ? '' : t('importCv.badDate'));
          if (date) onChange(date);
          else event.target.reportValidity();
        }}
      />
    </div>
  );
}
