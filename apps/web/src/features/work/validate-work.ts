import type { WorkEntry } from '@vita/shared';
import { type EntryDateError, type WorkDateErrors, workDateErrors } from '@vita/shared/resume';

/** i18n keys under `work.errors` (01 §5, the date errors). */
export type WorkDateError = EntryDateError;
export type WorkErrors = WorkDateErrors;

/**
 * The work form's date rules: the shared ones the server enforces too, dates required. The end
 * of a current job is dropped on saving (cleanWorkEntry), so here it is not an error.
 */
export const validateWorkDates = (entry: WorkEntry, today: Date = new Date()): WorkErrors =>
  workDateErrors(entry.check ? { ...entry, endMonth: '', endYear: '' } : entry, { today });

/** 01 §5: with neither job title nor employer the 'More Information Needed' dialog opens. */
export const needsMoreInformation = (entry: WorkEntry): boolean =>
  entry.jobtitle.trim() === '' && entry.employer.trim() === '';
