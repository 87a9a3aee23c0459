import type { ApplicationStatus, TrackedApplication } from '@vita/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, type SortKey, type SortOrder, sortByDate } from './board-moves';
import { StatusMenu } from './status-menu';
import { applicationHref, DueMark } from './tracker-board';

interface TrackerTableProps {
  applications: readonly TrackedApplication[];
  onMove: (application: TrackedApplication, status: ApplicationStatus) => void;
}

/** The table view: sortable by the applied and follow-up dates (a button in each header). */
export function TrackerTable({ applications, onMove }: TrackerTableProps) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ key: SortKey; order: SortOrder }>({ key: 'applied_at', order: 'desc' });
  const rows = sortByDate(applications, sort.key, sort.order);
  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className="tracker-table__sort"
          aria-label={t('tracker.columns.sortBy', { column: label })}
          onClick={() => setSort({ key, order: active && sort.order === 'desc' ? 'asc' : 'desc' })}
        >
          {label} <span aria-hidden="true">{active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  };
  return (
    <div className="tracker-table-wrap">
      <table className="tracker-table">
        <thead>
          <tr>
            <th scope="col">{t('tracker.columns.company')}</th>
            <th scope="col">{t('tracker.columns.position')}</th>
            <th scope="col">{t('tracker.columns.status')}</th>
            {header('applied_at', t('tracker.columns.applied'))}
            {header('follow_up_at', t('tracker.columns.followUp'))}
          </tr>
        </thead>
        <tbody>
          {rows.map((application) => (
            <tr key={application.id}>
              <td>
                <Link to={applicationHref(application.id)}>{application.company}</Link>
              </td>
              <td>{application.position}</td>
              <td>
                <StatusMenu application={application} onMove={onMove} />
              </td>
              <td>{formatDay(application.applied_at, i18n.language)}</td>
              <td>
                {formatDay(application.follow_up_at, i18n.language)} <DueMark application={application} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
