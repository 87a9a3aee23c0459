import type { MonthYear } from './resume-document';

/** Months as the forms offer them: English values on the wire (01 §5), German and English labels. */
export const MONTHS = [
  { value: 'January', number: 1, label: 'Januar', labelEn: 'January' },
  { value: 'February', number: 2, label: 'Februar', labelEn: 'February' },
  { value: 'March', number: 3, label: 'März', labelEn: 'March' },
  { value: 'April', number: 4, label: 'April', labelEn: 'April' },
  { value: 'May', number: 5, label: 'Mai', labelEn: 'May' },
  { value: 'June', number: 6, label: 'Juni', labelEn: 'June' },
  { value: 'July', number: 7, label: 'Juli', labelEn: 'July' },
  { value: 'August', number: 8, label: 'August', labelEn: 'August' },
  { value: 'September', number: 9, label: 'September', labelEn: 'September' },
  { value: 'October', number: 10, label: 'Oktober', labelEn: 'October' },
  { value: 'November', number: 11, label: 'November', labelEn: 'November' },
  { value: 'December', number: 12, label: 'Dezember', labelEn: 'December' },
] as const;
export type Month = (typeof MONTHS)[number];
export type MonthValue = Month['value'];

const MONTH_NAMES = new Map<string, number>();
for (const month of MONTHS) {
  for (const name of [month.value, month.label]) {
    MONTH_NAMES.set(name.toLowerCase(), month.number);
    MONTH_NAMES.set(name.slice(0, 3).toLowerCase(), month.number);
  }
}
MONTH_NAMES.set('maerz', 3);
MONTH_NAMES.set('sept', 9);

/** 1 … 12 from 'January', 'Januar', 'Jan.', '01', '1' or 1; null for anything else. */
export function parseMonth(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 12 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\.$/, '').toLowerCase();
  if (/^\d{1,2}$/.test(text)) return parseMonth(Number(text));
  return MONTH_NAMES.get(text) ?? null;
}

/** The stored (English) value for a month number, e.g. 3 → 'March'. */
export function monthValue(month: number): MonthValue | null {
  return MONTHS.find((m) => m.number === month)?.value ?? null;
}

/** A four-digit year from '2021' or 2021; null for anything else. */
export function parseYear(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{4}$/.test(text) ? Number(text) : null;
}

/** Month and year from stored values; null without a year (a month alone dates nothing). */
export function toMonthYear(month: unknown, year: unknown): MonthYear | null {
  const parsedYear = parseYear(year);
  return parsedYear === null ? null : { month: parseMonth(month), year: parsedYear };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'MM/YYYY', or 'YYYY' without a month, or '' without a date. */
export function formatMonthYear(date: MonthYear | null): string {
  if (date === null) return '';
  return date.month === null ? String(date.year) : `${twoDigits(date.month)}/${date.year}`;
}

/**
 * 'MM/YYYY – MM/YYYY', 'MM/YYYY – Aktuell' for a current entry, one date alone when the other is
 * missing, and the current label alone for a current entry without a start.
 */
export function formatDateRange(
  start: MonthYear | null,
  end: MonthYear | null,
  current: boolean,
  currentLabel = 'Aktuell',
): string {
  const from = formatMonthYear(start);
  const to = current ? currentLabel : formatMonthYear(end);
  if (from !== '' && to !== '') return from === to ? from : `${from} – ${to}`;
  return from || to;
}

/** A calendar day as the resume shows it: 22.11.2026 (German) or 22/11/2026 (English). */
export function formatDay(date: Date, locale: 'de' | 'en' = 'de'): string {
  const separator = locale === 'de' ? '.' : '/';
  return [twoDigits(date.getDate()), twoDigits(date.getMonth() + 1), String(date.getFullYear())].join(
    separator,
  );
}

/** A calendar day from 'yyyy-MM-dd' (as the signature form stores it); null when not a real day. */
export function parseIsoDay(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}
