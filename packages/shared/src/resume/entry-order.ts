import { toMonthYear } from './dates';
import { asRecord } from './lenient';
import type { MonthYear } from './resume-document';

/**
 * Newest first, as German CVs list jobs and schools: current entries first, then by end date,
 * then by start date, both descending. The stored list is the order the CV shows; this rule only
 * decides where a new entry goes and what "sort by date" means — the user may reorder by hand.
 */
export type EntryDates = { current: boolean; end: number | null; start: number | null };
export type ListMetaKey = 'work-expr' | 'education';

/** Months since year 0; a year without a month counts as its January. */
const monthsOf = (date: MonthYear | null): number | null =>
  date === null ? null : date.year * 12 + ((date.month ?? 1) - 1);

export function workEntryDates(value: unknown): EntryDates {
  const raw = asRecord(value) ?? {};
  return {
    current: raw.check === true,
    start: monthsOf(toMonthYear(raw.startMonth, raw.startYear)),
    end: monthsOf(toMonthYear(raw.endMonth, raw.endYear)),
  };
}

/** A school's end is its study end, or else the graduation date. */
export function educationEntryDates(value: unknown): EntryDates {
  const raw = asRecord(value) ?? {};
  const studyEnd = monthsOf(toMonthYear(raw.studyEndMonth, raw.studyEndYear));
  return {
    current: raw.check === true,
    start: monthsOf(toMonthYear(raw.studyStartMonth, raw.studyStartYear)),
    end: studyEnd ?? monthsOf(toMonthYear(raw.gMonth, raw.gYear)),
  };
}

export const entryDatesOf = (key: ListMetaKey): ((value: unknown) => EntryDates) =>
  key === 'work-expr' ? workEntryDates : educationEntryDates;

/** Descending, with undated values last. */
const newerFirst = (a: number | null, b: number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
};

/** Negative when `a` belongs above `b`. An entry without an end sorts by its start. */
export function compareNewestFirst(a: EntryDates, b: EntryDates): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  const byEnd = newerFirst(a.current ? null : (a.end ?? a.start), b.current ? null : (b.end ?? b.start));
  return byEnd !== 0 ? byEnd : newerFirst(a.start, b.start);
}

/**
 * Where a new entry goes: above the first entry it is newer than, else at the end. Entries of
 * equal dates keep the order they were added in; a list the user ordered by hand stays as it is.
 */
export function insertionIndex<T>(list: readonly T[], entry: T, datesOf: (value: T) => EntryDates): number {
  const dates = datesOf(entry);
  const index = list.findIndex((other) => compareNewestFirst(dates, datesOf(other)) < 0);
  return index === -1 ? list.length : index;
}

export function insertByDate<T>(list: readonly T[], entry: T, datesOf: (value: T) => EntryDates): T[] {
  const index = insertionIndex(list, entry, datesOf);
  return [...list.slice(0, index), entry, ...list.slice(index)];
}

/** The indexes of `list` newest first (stable): the order a "sort by date" sends. */
export function dateOrder<T>(list: readonly T[], datesOf: (value: T) => EntryDates): number[] {
  const dates = list.map(datesOf);
  return list
    .map((_v, i) => i)
    .sort((a, b) => compareNewestFirst(dates[a] as EntryDates, dates[b] as EntryDates) || a - b);
}

/** Whether `order` names every index of a list of `length` exactly once. */
export function isPermutation(order: readonly number[], length: number): boolean {
  if (order.length !== length) return false;
  const seen = new Set(order);
  return seen.size === length && order.every((i) => Number.isInteger(i) && i >= 0 && i < length);
}

/** The list in the new order: `order[k]` is the old index of the entry that goes to place k. */
export function applyOrder<T>(list: readonly T[], order: readonly number[]): T[] {
  return order.map((i) => list[i] as T);
}

/** The order that moves the entry at `from` to `to`, the others keeping their sequence. */
export function moveOrder(length: number, from: number, to: number): number[] {
  const order = Array.from({ length }, (_v, i) => i);
  const [moved] = order.splice(from, 1);
  if (moved !== undefined) order.splice(to, 0, moved);
  return order;
}
