import type { WorkEntry } from '@vita/shared';
import { WORK_FIRST_YEAR } from '@vita/shared/constants';
import { workEntrySchema } from '@vita/shared/contracts';
import { MONTHS } from '@vita/shared/resume';

/** Every field empty: the schema's own defaults. */
export const EMPTY_WORK_ENTRY: WorkEntry = workEntrySchema.parse({});

const TEXT_FIELDS = [
  'jobtitle',
  'employer',
  'pincode',
  'city',
  'country',
  'startMonth',
  'startYear',
  'endMonth',
  'endYear',
  'workDescription',
] as const;

/** A stored entry (local copy, server answer, draft) as a complete entry: missing fields read as ''. */
export function toWorkEntry(value: unknown): WorkEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...EMPTY_WORK_ENTRY };
  const source = value as Record<string, unknown>;
  const entry: WorkEntry = { ...EMPTY_WORK_ENTRY, check: source.check === true };
  for (const field of TEXT_FIELDS) {
    const raw = source[field];
    entry[field] = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  }
  return entry;
}

export const toWorkList = (value: unknown): WorkEntry[] =>
  Array.isArray(value) ? value.map(toWorkEntry) : [];

/** What is saved: texts trimmed; a current job has no end date (01 §4). */
export function cleanWorkEntry(entry: WorkEntry): WorkEntry {
  const clean: WorkEntry = { ...entry };
  for (const field of ['jobtitle', 'employer', 'pincode', 'city', 'country'] as const)
    clean[field] = entry[field].trim();
  if (clean.check) {
    clean.endMonth = '';
    clean.endYear = '';
  }
  return clean;
}

/** 01 §5: work years run from 1958 to the current year, newest first. */
export function workYears(today: Date = new Date()): string[] {
  const years: string[] = [];
  for (let year = today.getFullYear(); year >= WORK_FIRST_YEAR; year -= 1) years.push(String(year));
  return years;
}

/** A month number (1–12) from the stored English value; null when unknown or empty. */
export const monthNumberOf = (value: string): number | null =>
  MONTHS.find((m) => m.value === value)?.number ?? null;
