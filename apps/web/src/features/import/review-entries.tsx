import { type ImportDraft, LOW_CONFIDENCE } from '@vita/shared/contracts';
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

/** Work entries: title, employer, place and dates each, every entry removable. */
export function ReviewWork({ draft, keys, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const { parts } = draft;
  const unsure = (i: number, field: string) => isUnsure(draft, `work.${i}.${field}`, LOW_CONFIDENCE);
  const change = (index: number, patch: Partial<DraftParts['work'][number]>) =>
    onChange({
      ...parts,
      work: parts.work.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)),
    });
  if (parts.work.length === 0) return <p>{t('importCv.empty')}</p>;
  return (
    <ol className="import-entries">
      {parts.work.map((entry, i) => (
        <li key={keys[i]} className="import-entry">
          <fieldset>
            <legend>{t('importCv.entry', { number: i + 1 })}</legend>
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
            <div className="import-dates">
              <ReviewDateField
                label={t('importCv.fields.start')}
                month={entry.startMonth}
                year={entry.startYear}
                unsure={unsure(i, 'dates')}
                onChange={(d) => change(i, { startMonth: d.month, startYear: d.year })}
              />
              {!entry.check && (
                <ReviewDateField
                  label={t('importCv.fields.end')}
                  month={entry.endMonth}
                  year={entry.endYear}
                  unsure={unsure(i, 'dates')}
                  onChange={(d) => change(i, { endMonth: d.month, endYear: d.year })}
                />
              )}
              <label className="import-check">
                <input
                  type="checkbox"
                  checked={entry.check}
                  onChange={(event) => change(i, { check: event.target.checked })}
                />
                {t('importCv.current')}
              </label>
            </div>
            <button type="button" className="button button--secondary" onClick={() => onRemove(i)}>
              {t('importCv.removeEntry', { number: i + 1 })}
            </button>
          </fieldset>
        </li>
      ))}
    </ol>
  );
}

/** Education entries: degree, school, place and dates each, every entry removable. */
export function ReviewEducation({ draft, keys, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const { parts } = draft;
  const unsure = (i: number, field: string) => isUnsure(draft, `education.${i}.${field}`, LOW_CONFIDENCE);
  const change = (index: number, patch: Partial<DraftParts['education'][number]>) =>
    onChange({
      ...parts,
      education: parts.education.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)),
    });
  if (parts.education.length === 0) return <p>{t('importCv.empty')}</p>;
  return (
    <ol className="import-entries">
      {parts.education.map((entry, i) => (
        <li key={keys[i]} className="import-entry">
          <fieldset>
            <legend>{t('importCv.entry', { number: i + 1 })}</legend>
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
            <div className="import-dates">
              <ReviewDateField
                label={t('importCv.fields.start')}
                month={entry.studyStartMonth}
                year={entry.studyStartYear}
                unsure={unsure(i, 'dates')}
                onChange={(d) => change(i, { studyStartMonth: d.month, studyStartYear: d.year })}
              />
              <ReviewDateField
                label={t('importCv.fields.end')}
                month={entry.studyEndMonth}
                year={entry.studyEndYear}
                unsure={unsure(i, 'dates')}
                onChange={(d) => change(i, { studyEndMonth: d.month, studyEndYear: d.year })}
              />
            </div>
            <button type="button" className="button button--secondary" onClick={() => onRemove(i)}>
              {t('importCv.removeEntry', { number: i + 1 })}
            </button>
          </fieldset>
        </li>
      ))}
    </ol>
  );
}
