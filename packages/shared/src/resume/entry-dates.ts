import { EDUCATION_YEARS, WORK_FIRST_YEAR } from '../constants';
import { parseMonth } from './dates';

/**
 * The date rules of the work and education forms (01 §5), used by the forms and by the server
 * (which stores an entry only when they hold). Months as on the wire ('March'), or as older
 * entries have them ('03', 'März'); years with 4 digits.
 */
export type EntryDateError =
  | 'startEmpty'
  | 'startAfterToday'
  | 'endEmpty'
  | 'endAfterToday'
  | 'endBeforeStart'
  | 'endWithCurrent'
  | 'yearOutOfRange';

export type WorkDates = {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
  check: boolean;
};
export type WorkDateErrors = { start?: EntryDateError; end?: EntryDateError };

export type EducationDates = {
  studyStartMonth: string;
  studyStartYear: string;
  studyEndMonth: string;
  studyEndYear: string;
  check: boolean;
};
export type EducationDateErrors = { studyStartYear?: EntryDateError; studyEndYear?: EntryDateError };

/**
 * `requireDates`: the work form needs a start, and an end unless it is the current job. The API
 * stores drafts (meta-values.ts), so the server leaves that to the form and checks the rest.
 */
export type DateRuleOptions = { today?: Date; requireDates?: boolean };

/** German messages as the forms show them (de.json `work.errors`, `education.errors`), for the server. */
export const ENTRY_DATE_MESSAGES: Record<EntryDateError, string> = {
  startEmpty: 'Das Startdatum darf nicht leer sein.',
  startAfterToday: 'Das Startdatum darf nicht nach dem heutigen Datum liegen.',
  endEmpty: 'Das Enddatum darf nicht leer sein.',
  endAfterToday: 'Das Enddatum darf nicht nach dem aktuellen Datum liegen.',
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  endWithCurrent: 'Bei einer aktuellen Tätigkeit oder Ausbildung gibt es kein Enddatum.',
  yearOutOfRange: 'Dieses Jahr steht nicht zur Auswahl.',
};

const yearOf = (value: string): number | null => (/^\d{4}$/.test(value) ? Number(value) : null);
const isBlank = (value: string) => value.trim() === '';

/** Months since year 0 so dates compare as numbers; null when month or year is missing. */
function workMonth(month: string, year: string): number | null {
  const m = parseMonth(month);
  const y = yearOf(year);
  return m === null || y === null ? null : y * 12 + (m - 1);
}

/**
 * Work (01 §5): the start is neither empty nor after today; the end is neither empty (unless it
 * is the current job), nor after today, nor before the start; a current job has no end. A date
 * needs month and year; years run from 1958.
 */
export function workDateErrors(entry: WorkDates, options: DateRuleOptions = {}): WorkDateErrors {
  const { today = new Date(), requireDates = true } = options;
  const errors: WorkDateErrors = {};
  const now = today.getFullYear() * 12 + today.getMonth();
  const tooEarly = (year: string) => (yearOf(year) ?? WORK_FIRST_YEAR) < WORK_FIRST_YEAR;
  const start = workMonth(entry.startMonth, entry.startYear);
  if (tooEarly(entry.startYear)) errors.start = 'yearOutOfRange';
  else if (start === null) {
    if (requireDates || !isBlank(entry.startMonth) || !isBlank(entry.startYear)) errors.start = 'startEmpty';
  } else if (start > now) errors.start = 'startAfterToday';

  if (entry.check) {
    if (!isBlank(entry.endMonth) || !isBlank(entry.endYear)) errors.end = 'endWithCurrent';
    return errors;
  }
  const end = workMonth(entry.endMonth, entry.endYear);
  if (tooEarly(entry.endYear)) errors.end = 'yearOutOfRange';
  else if (end === null) {
    if (requireDates || !isBlank(entry.endMonth) || !isBlank(entry.endYear)) errors.end = 'endEmpty';
  } else if (end > now) errors.end = 'endAfterToday';
  else if (start !== null && end < start) errors.end = 'endBeforeStart';
  return errors;
}

/** Year × 12 + month; a missing month counts as `monthFallback`; null without a year. */
function educationMonth(month: string, year: string, monthFallback: number): number | null {
  const y = yearOf(year);
  return y === null ? null : y * 12 + (parseMonth(month) ?? monthFallback);
}

const outsideEducationYears = (year: string) => {
  const y = yearOf(year);
  return !isBlank(year) && (y === null || y < EDUCATION_YEARS.from || y > EDUCATION_YEARS.to);
};

/**
 * Education (01 §5): years from 1957 to 2032 (a degree may end, or start, in the future); the end
 * not before the start, where a start without month counts from January and an end without month
 * until December, so a pair in the same year passes; an ongoing one has no end.
 */
export function educationDateErrors(entry: EducationDates): EducationDateErrors {
  const errors: EducationDateErrors = {};
  if (outsideEducationYears(entry.studyStartYear)) errors.studyStartYear = 'yearOutOfRange';
  if (entry.check) {
    if (!isBlank(entry.studyEndMonth) || !isBlank(entry.studyEndYear)) errors.studyEndYear = 'endWithCurrent';
    return errors;
  }
  if (outsideEducationYears(entry.studyEndYear)) errors.studyEndYear = 'yearOutOfRange';
  else {
    const start = educationMonth(entry.studyStartMonth, entry.studyStartYear, 1);
    const end = educationMonth(entry.studyEndMonth, entry.studyEndYear, 12);
    if (start !== null && end !== null && end < start) errors.studyEndYear = 'endBeforeStart';
  }
  return errors;
}
