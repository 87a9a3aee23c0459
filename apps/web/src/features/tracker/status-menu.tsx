import { APPLICATION_STATUSES, type ApplicationStatus, type TrackedApplication } from '@vita/shared';
import { useTranslation } from 'react-i18next';

interface StatusMenuProps {
  application: TrackedApplication;
  onMove: (application: TrackedApplication, status: ApplicationStatus) => void;
  disabled?: boolean;
}

export const statusMenuId = (id: number) => `status-${id}`;

/** Moves a card without dragging: a native select, reached with Tab, changed with the arrow keys. */
export function StatusMenu({ application, onMove, disabled = false }: StatusMenuProps) {
  const { t } = useTranslation();
  return (
    <select
      id={statusMenuId(application.id)}
      className="tracker-status"
      aria-label={t('tracker.statusOf', { company: application.company, position: application.position })}
      value={application.status}
      disabled={disabled}
      onChange={(event) => onMove(application, event.target.value as ApplicationStatus)}
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`tracker.status.${status}`)}
        </option>
      ))}
    </select>
  );
}
