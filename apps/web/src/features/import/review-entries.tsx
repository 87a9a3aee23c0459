import { type ImportDraft, LOW_CONFIDENCE } from '@vita/shared/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckOption } from '../../components/ui/check-option';
import { type DraftParts, isUnsure } from './draft-edit';
import { ReviewDateField, ReviewField } from './review-fields';
import './import-texts';

type Props = {
  draft: ImportDraft;
  /** A stable key per entry (entries have no id of their own). */
  keys: readonly string[];
  onChange(parts: DraftParts): void;
  onRemove(index: number): void;
};

type MonthYear = { month: string; year: string };

/** The list with the entry at `index` patched; the others are kept as they are. */
function replaceAt<E>(entries: readonly E[], index: number, patch: Partial<E>): E[] {
  return entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry));
}

/** Work entries: title, employer, place and dates each, every entry removable. */
export function ReviewWork({ draft, keys, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const { parts } = draft;
  const unsure = (i: number, field: string) => isUnsure(draft, `work.${i}.${field}`, LOW_CONFIDENCE);
  const change = (index: number, patch: Partial<DraftParts['work'][number]>) =>
    onChange({ ...parts, work: replaceAt(parts.work, index, patch) });
  return (
    <ReviewEntryList entries={parts.work} keys={keys} onRemove={onRemove}>
      {(entry, i) => (
        <>
          <EntryFields
            entry={entry}
            fields={[
              { name: 'jobtitle', label: 'jobtitle' },
              { name: 'employer', label: 'employer' },
              { name: 'country', label: 'place', sure: true },
            ]}
            unsure={(field) => unsure(i, field)}
            onChange={(patch) => change(i, patch)}
          />
          <ReviewDateRange
            start={{ month: entry.startMonth, year: entry.startYear }}
            end={entry.check ? null : { month: entry.endMonth, year: entry.endYear }}
            unsure={unsure(i, 'dates')}
            onStart={(d) => change(i, { startMonth: d.month, startYear: d.year })}
            onEnd={(d) => change(i, { endMonth: d.month, endYear: d.year })}
          >
            <CheckOption
              className="import-check"
              checked={entry.check}
              onChange={(check) => change(i, { check })}
            >
              {t('importCv.current')}
            </CheckOption>
          </ReviewDateRange>
        </>
      )}
    </ReviewEntryList>
  );
}

/** Education entries: degree, subject, school, place and dates each, every entry removable. */
export function ReviewEducation({ draft, keys, onChange, onRemove }: Props) {
  const { parts } = draft;
  const unsure = (i: number, field: string) => isUnsure(draft, `education.${i}.${field}`, LOW_CONFIDENCE);
  const change = (index: number, patch: Partial<DraftParts['education'][number]>) =>
    onChange({ ...parts, education: replaceAt(parts.education, index, patch) });
  return (
    <ReviewEntryList entries={parts.education} keys={keys} onRemove={onRemove}>
      {(entry, i) => (
        <>
          <EntryFields
            entry={entry}
            fields={[
              { name: 'sdegree', label: 'sdegree' },
              { name: 'fieldOStudy', label: 'fieldOStudy', sure: true },
              { name: 'sname', label: 'sname' },
              { name: 'slname', label: 'place', sure: true },
            ]}
            unsure={(field) => unsure(i, field)}
            onChange={(patch) => change(i, patch)}
          />
          <ReviewDateRange
            start={{ month: entry.studyStartMonth, year: entry.studyStartYear }}
            end={{ month: entry.studyEndMonth, year: entry.studyEndYear }}
            unsure={unsure(i, 'dates')}
            onStart={(d) => change(i, { studyStartMonth: d.month, studyStartYear: d.year })}
            onEnd={(d) => change(i, { studyEndMonth: d.month, studyEndYear: d.year })}
          />
        </>
      )}
    </ReviewEntryList>
  );
}

/** The entry's text fields that hold a string. */
type TextKey<E> = { [K in keyof E]: E[K] extends string ? K : never }[keyof E] & string;
type FieldLabel = 'jobtitle' | 'employer' | 'place' | 'sdegree' | 'fieldOStudy' | 'sname';

type FieldsProps<E> = {
  entry: E;
  /** `sure`: the reader never doubts it (it is not checked against the source). */
  fields: readonly { name: TextKey<E>; label: FieldLabel; sure?: boolean }[];
  unsure(field: string): boolean;
  onChange(patch: Partial<E>): void;
};

/** An entry's text fields, from a table. */
function EntryFields<E>({ entry, fields, unsure, onChange }: FieldsProps<E>) {
  const { t } = useTranslation();
  return fields.map(({ name, label, sure }) => (
    <ReviewField
      key={name}
      label={t(`importCv.fields.${label}`)}
      value={entry[name] as string}
      unsure={!sure && unsure(name)}
      onChange={(value) => onChange({ [name]: value } as Partial<E>)}
    />
  ));
}

type ListProps<E> = {
  entries: readonly E[];
  keys: readonly string[];
  onRemove(index: number): void;
  children(entry: E, index: number): ReactNode;
};

/** The numbered, removable entries of one section, or a short note when there are none. */
function ReviewEntryList<E>({ entries, keys, onRemove, children }: ListProps<E>) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p>{t('importCv.empty')}</p>;
  return (
    <ol className="import-entries">
      {entries.map((entry, i) => (
        <li key={keys[i]} className="import-entry">
          <fieldset>
            <legend>{t('importCv.entry', { number: i + 1 })}</legend>
            {children(entry, i)}
            <button type="button" className="button button--secondary" onClick={() => onRemove(i)}>
              {t('importCv.removeEntry', { number: i + 1 })}
            </button>
          </fieldset>
        </li>
      ))}
    </ol>
  );
}

type RangeProps = {
  start: MonthYear;
  /** Null while the entry is still going on: then there is no end to enter. */
  end: MonthYear | null;
  unsure: boolean;
  onStart(date: MonthYear): void;
  onEnd(date: MonthYear): void;
  children?: ReactNode;
};

/** Start and end of an entry side by side; both are judged together by the reader. */
function ReviewDateRange({ start, end, unsure, onStart, onEnd, children }: RangeProps) {
  const { t } = useTranslation();
  return (
    <div className="import-dates">
      <ReviewDateField label={t('importCv.fields.start')} {...start} unsure={unsure} onChange={onStart} />
      {end && <ReviewDateField label={t('importCv.fields.end')} {...end} unsure={unsure} onChange={onEnd} />}
      {children}
    </div>
  );
}
