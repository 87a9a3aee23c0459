import type { ApplicationStatus, TrackedApplication } from '@vita/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { boardColumns, formatDay } from './board-moves';
import { StatusMenu, statusMenuId } from './status-menu';

interface TrackerBoardProps {
  applications: readonly TrackedApplication[];
  onMove: (application: TrackedApplication, status: ApplicationStatus) => void;
}

export const applicationHref = (id: number) => `/bewerbungen/${id}`;

/** Due follow-ups and dates of one card or row. */
export function DueMark({ application }: { application: TrackedApplication }) {
  const { t } = useTranslation();
  if (!application.follow_up_due) return null;
  return <span className="tracker-due">{t('tracker.due')}</span>;
}

/** The board: a column per status; every card has its status menu, so nothing needs dragging. */
export function TrackerBoard({ applications, onMove }: TrackerBoardProps) {
  const { t, i18n } = useTranslation();
  // A moved card lands in another column (a new element): its menu takes the focus along.
  const [moved, setMoved] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card remounts when the list changes, so the focus is set again then.
  useEffect(() => {
    if (moved !== null) document.getElementById(statusMenuId(moved))?.focus();
  }, [moved, applications]);
  const move = (application: TrackedApplication, status: ApplicationStatus) => {
    setMoved(application.id);
    onMove(application, status);
  };
  return (
    <div className="tracker-board">
      {boardColumns(applications).map((column) => (
        <section key={column.status} className="tracker-column" aria-labelledby={`column-${column.status}`}>
          <h2 id={`column-${column.status}`} className="tracker-column__title">
            {t(`tracker.status.${column.status}`)}{' '}
            <span className="tracker-column__count">{column.cards.length}</span>
          </h2>
          <ul className="tracker-column__cards">
            {column.cards.map((application) => (
              <li key={application.id} className="tracker-card" data-testid={`card-${application.id}`}>
                <Link to={applicationHref(application.id)} className="tracker-card__title">
                  {application.company}
                </Link>
                <p className="tracker-card__position">{application.position}</p>
                {application.follow_up_at && (
                  <p className="tracker-card__date">
                    {t('tracker.followUpOn', { date: formatDay(application.follow_up_at, i18n.language) })}
                  </p>
                )}
                <DueMark application={application} />
                <StatusMenu application={application} onMove={move} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
