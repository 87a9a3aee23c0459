import type { WorkEntry } from '@vita/shared';
import { formatDateRange, parseRichText, richTextToPlainLines, toMonthYear } from '@vita/shared/resume';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { workDescriptionHref, workFormHref } from '../../flow/work';

interface WorkEntryCardProps {
  entry: WorkEntry;
  index: number;
  onDelete: () => void;
}

/** The job's name for headings and button labels: "Position, Arbeitgeber". */
export function jobName(entry: WorkEntry, fallback: string): string {
  return [entry.jobtitle.trim(), entry.employer.trim()].filter(Boolean).join(', ') || fallback;
}

const PencilIcon = () => (
  <Icon
    path="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
    size={20}
    focusable={false}
  />
);

const BinIcon = () => (
  <Icon
    path="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4Z"
    size={20}
    focusable={false}
  />
);

/** One job on the work summary: what, where, when, the description's start and the actions. */
export function WorkEntryCard({ entry, index, onDelete }: WorkEntryCardProps) {
  const { t } = useTranslation();
  const name = jobName(entry, t('work.summary.untitled'));
  const dates = formatDateRange(
    toMonthYear(entry.startMonth, entry.startYear),
    toMonthYear(entry.endMonth, entry.endYear),
    entry.check,
    t('work.summary.current'),
  );
  const place = [entry.city.trim(), entry.country.trim()].filter(Boolean).join(', ');
  const description = richTextToPlainLines(parseRichText(entry.workDescription)).filter((l) => l.trim());

  return (
    <article className="work-card" aria-labelledby={`work-card-${index}`}>
      <div className="work-card__main">
        <h2 className="work-card__title" id={`work-card-${index}`}>
          {name}
        </h2>
        {(place || dates) && <p className="work-card__meta">{[place, dates].filter(Boolean).join(' · ')}</p>}
        {description.length > 0 && (
          <ul className="work-card__description">
            {description.slice(0, 3).map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, in order
              <li key={i}>{line.replace(/^[•\d.]+\s*/, '')}</li>
            ))}
            {description.length > 3 && <li className="work-card__more">…</li>}
          </ul>
        )}
        <Link className="work-card__describe" to={workDescriptionHref(index)}>
          {description.length > 0 ? t('work.summary.editDescription') : t('work.summary.addDescription')}
          <span className="visually-hidden">{`: ${name}`}</span>
        </Link>
      </div>
      <div className="work-card__actions">
        <Link
          className="icon-button"
          to={workFormHref(index)}
          aria-label={t('work.summary.edit', { job: name })}
          title={t('work.summary.editShort')}
        >
          <PencilIcon />
        </Link>
        <button
          type="button"
          className="icon-button icon-button--danger"
          onClick={onDelete}
          aria-label={t('work.summary.delete', { job: name })}
          title={t('work.summary.deleteShort')}
        >
          <BinIcon />
        </button>
      </div>
    </article>
  );
}
