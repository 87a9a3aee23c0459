import { type EducationEntry, formatDateRange, formatGrade, toMonthYear } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { richTextToPlain } from '../../components/rich-text-editor';
import { educationDescriptionHref, educationFormHref } from '../../flow/education';

interface EducationEntryCardProps {
  entry: EducationEntry;
  index: number;
  onDelete(index: number): void;
  deleting: boolean;
}

/** What a degree is called in lists and dialogs: degree and field, else the school. */
export function entryName(entry: EducationEntry, fallback: string): string {
  const title = [entry.sdegree, entry.fieldOStudy]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
  return title || entry.sname?.trim() || fallback;
}

/** One degree on /edu-summary, with edit, delete and describe. */
export function EducationEntryCard({ entry, index, onDelete, deleting }: EducationEntryCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const name = entryName(entry, t('education.summary.untitled'));
  const school = [entry.sname, entry.slname]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
  const dates = formatDateRange(
    toMonthYear(entry.studyStartMonth, entry.studyStartYear),
    entry.check
      ? null
      : (toMonthYear(entry.studyEndMonth, entry.studyEndYear) ?? toMonthYear(entry.gMonth, entry.gYear)),
    entry.check === true,
    t('education.summary.current'),
  );
  const grade = formatGrade(entry.pointer, t('education.summary.grade'), locale);
  const description = richTextToPlain(entry.educationDescription).split('\n');
  const hasDescription = description[0] !== '';
  const headingId = `edu-entry-${index}`;

  return (
    <div className="edu-card">
      <article aria-labelledby={headingId}>
        <div className="edu-card__main">
          <h3 id={headingId} className="edu-card__title">
            {name}
          </h3>
          {school && name !== entry.sname?.trim() && <p className="edu-card__school">{school}</p>}
          {(dates || grade) && <p className="edu-card__meta">{[dates, grade].filter(Boolean).join(' · ')}</p>}
          {entry.sdescription?.trim() && <p className="edu-card__note">{entry.sdescription.trim()}</p>}
          {hasDescription && (
            <ul className="edu-card__description">
              {description.slice(0, 3).map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, never reordered
                <li key={i}>{i === 2 && description.length > 3 ? `${line} …` : line}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="edu-card__actions">
          <Link
            to={educationDescriptionHref(index)}
            className="button button--secondary button--small"
            aria-describedby={headingId}
          >
            {hasDescription ? t('education.summary.editDescription') : t('education.summary.addDescription')}
          </Link>
          <Link
            to={educationFormHref(index)}
            className="button button--secondary button--small edu-card__icon-button"
          >
            <Icon path="M4 17.3V20h2.7l8-8-2.7-2.7-8 8Zm12.7-7.6a.7.7 0 0 0 0-1l-1.4-1.4a.7.7 0 0 0-1 0l-1.2 1.2 2.4 2.4 1.2-1.2Z" />
            <span>{t('education.summary.edit')}</span>
            <span className="visually-hidden">: {name}</span>
          </Link>
          <button
            type="button"
            className="button button--secondary button--small edu-card__icon-button edu-card__delete"
            aria-disabled={deleting || undefined}
            onClick={() => {
              if (!deleting) onDelete(index);
            }}
          >
            <Icon path="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm2.5 0v8H14v-8h-1.5Z" />
            <span>{t('education.summary.delete')}</span>
            <span className="visually-hidden">: {name}</span>
          </button>
        </div>
      </article>
    </div>
  );
}
