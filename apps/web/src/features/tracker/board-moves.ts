import { APPLICATION_STATUSES, type ApplicationStatus, type TrackedApplication } from '@vita/shared';

export type BoardColumn = { status: ApplicationStatus; cards: TrackedApplication[] };

/** The board: one column per status in the fixed order, each newest first as the list comes. */
export function boardColumns(applications: readonly TrackedApplication[]): BoardColumn[] {
  return APPLICATION_STATUSES.map((status) => ({
    status,
    cards: applications.filter((application) => application.status === status),
  }));
}

/** The list after one card moved to another status: what the board shows before the server answers. */
export function withStatus(
  applications: readonly TrackedApplication[],
  id: number,
  status: ApplicationStatus,
): TrackedApplication[] {
  return applications.map((application) =>
    application.id === id ? { ...application, status } : application,
  );
}

export type SortKey = 'applied_at' | 'follow_up_at' | 'created_at';
export type SortOrder = 'asc' | 'desc';

/** The table's order by a date column; applications without that date go last either way. */
export function sortByDate(
  applications: readonly TrackedApplication[],
  key: SortKey,
  order: SortOrder,
): TrackedApplication[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...applications].sort((a, b) => {
    const [left, right] = [a[key], b[key]];
    if (left === right) return b.id - a.id;
    if (left === '') return 1;
    if (right === '') return -1;
    return left < right ? -sign : sign;
  });
}

/** '2026-03-16' → '16.03.2026' (German) or '16/03/2026' (English, day first as in Britain). */
export const formatDay = (day: string, language: string) => {
  const [year, month, date] = day.split('-');
  if (!year || !month || !date) return '';
  return language.startsWith('en') ? `${date}/${month}/${year}` : `${date}.${month}.${year}`;
};
