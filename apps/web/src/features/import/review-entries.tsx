import { type ImportDraft, LOW_CONFIDENCE } from '@vita/shared/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
          <ReviewField
            label={t('importCv.fields.jobtitle')}
            value={entry.jobtitle}
            unsure={unsure(i, 'jobtitle')}
            onChange={(jobtitle) => change(i, { jobtitle })}
          />
          <ReviewField
            label={t('importCv.fields.employer')}
            value={entry.employer}
            unsure={unsure(i, 'employer')}
            onChange={(employer) => change(i, { employer })}
          />
          <ReviewField
            label={t('importCv.fields.place')}
            value={entry.country}
            unsure={false}
            onChange={(country) => change(i, { country })}
          />
          <ReviewDateRange
            start={{ month: entry.startMonth, year: entry.startYear }}
            end={entry.check ? null : { month: entry.endMonth, year: entry.endYear }}
            unsure={unsure(i, 'dates')}
            onStart={(d) => change(i, { startMonth: d.month, startYear: d.year })}
            onEnd={(d) => change(i, { endMonth: d.month, endYear: d.year })}
          >
            <label className="import-check">
              <input
                type="checkbox"
                checked={entry.check}
                onChange={(event) => change(i, { check: event.target.checked })}
              />
              {t('importCv.current')}
            </label>
          </ReviewDateRange>
        </>
      )}
    </ReviewEntryList>
  );
}

/** Education entries: degree, subject, school, place and dates each, every entry removable. */
export function ReviewEducation({ draft, keys, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const { parts } = draft;
  const unsure = (i: number, field: string) => isUnsure(draft, `education.${i}.${field}`, LOW_CONFIDENCE);
  const change = (index: number, patch: Partial<DraftParts['education'][number]>) =>
    onChange({ ...parts, education: replaceAt(parts.education, index, patch) });
  return (
    <ReviewEntryList entries={parts.education} keys={keys} onRemove={onRemove}>
      {(entry, i) => (
        <>
          <ReviewField
            label={t('importCv.fields.sdegree')}
            value={entry.sdegree}
            unsure={unsure(i, 'sdegree')}
            onChange={(sdegree) => change(i, { sdegree })}
          />
          <ReviewField
            label={t('importCv.fields.fieldOStudy')}
            value={entry.fieldOStudy}
            unsure={false}
            onChange={(fieldOStudy) => change(i, { fieldOStudy })}
          />
          <ReviewField
            label={t('importCv.fields.sname')}
            value={entry.sname}
            unsure={unsure(i, 'sname')}
            onChange={(sname) => change(i, { sname })}
          />
          <ReviewField
            label={t('importCv.fields.place')}
            value={entry.slname}
            unsure={false}
            onChange={(slname) => change(i, { slname })}
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
