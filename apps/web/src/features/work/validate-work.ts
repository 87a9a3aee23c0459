import type { WorkEntry } from '@vita/shared';
import { monthNumberOf } from './work-values';

/** i18n keys under `work.errors` (01 §5, the five date errors). */
export type WorkDateError =
  | 'startAfterToday'
  | 'startEmpty'
  | 'endAfterToday'
  | 'endEmpty'
  | 'endBeforeStart';
export interface WorkErrors {
  start?: WorkDateError;
  end?: WorkDateError;
}

/** Months since year 0, so two dates compare as numbers; null when month or year is missing. */
function monthIndex(month: string, year: string): number | null {
  const m = monthNumberOf(month);
  const y = /^\d{4}$/.test(year) ? Number(year) : null;
  return m === null || y === null ? null : y * 12 + (m - 1);
}

/**
 * The work form's date rules (01 §5): the start date can be neither empty nor after today; the end
 * date can be neither empty (unless it is the current job), nor after today, nor before the start.
 * A date needs month and year.
 */
export function validateWorkDates(entry: WorkEntry, today: Date = new Date()): WorkErrors {
  const errors: WorkErrors = {};
  const now = today.getFullYear() * 12 + today.getMonth();
  const start = monthIndex(entry.startMonth, entry.startYear);
  if (start === null) errors.start = 'startEmpty';
  else if (start > now) errors.start = 'startAfterToday';

  if (!entry.check) {
    const end = monthIndex(entry.endMonth, entry.endYear);
    if (end === null) errors.end = 'endEmpty';
    else if (end > now) errors.end = 'endAfterToday';
    else if (start !== null && end < start) errors.end = 'endBeforeStart';
  }
  return errors;
}

/** 01 §5: with neither job title nor employer the 'More Information Needed' dialog opens. */
export const needsMoreInformation = (entry: WorkEntry): boolean =>
  entry.jobtitle.trim() === '' && entry.employer.trim() === '';
