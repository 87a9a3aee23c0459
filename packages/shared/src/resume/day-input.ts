/**
 * The signature date as people type it: German TT.MM.JJJJ ("25.11.2026"), English MM/DD/YYYY as
 * the spec has it. Stored always as yyyy-MM-dd, so a stored value never depends on the language.
 */
export type DayLocale = 'de' | 'en';
export type DayInputError = 'format' | 'impossible';
export type DayInput = { iso: string } | { error: DayInputError };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toIso(year: number, month: number, day: number): DayInput {
  if (!isRealDay(year, month, day)) return { error: 'impossible' };
  return { iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** What the visitor typed, in the form's language, as yyyy-MM-dd; '' stays empty. */
export function parseDayInput(text: string, locale: DayLocale): DayInput {
  const trimmed = text.trim();
  if (trimmed === '') return { iso: '' };
  const match = (locale === 'de' ? GERMAN_DAY : US_DAY).exec(trimmed);
  if (!match) return { error: 'format' };
  const [a, b, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return locale === 'de' ? toIso(year, b, a) : toIso(year, a, b);
}

/** A stored yyyy-MM-dd as the form shows it; '' for anything that is not a real day. */
export function formatDayInput(iso: string, locale: DayLocale): string {
  const match = ISO_DAY.exec(iso);
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDay(year, month, day)) return '';
  return locale === 'de' ? `${pad(day)}.${pad(month)}.${year}` : `${pad(month)}/${pad(day)}/${year}`;
}

/**
 * A stored date read the way it may have been written: yyyy-MM-dd, or an older copy in the
 * spec's MM/DD/YYYY (or TT.MM.JJJJ), migrated to yyyy-MM-dd. '' for anything that is no real day.
 */
export function toIsoDay(stored: unknown): string {
  if (typeof stored !== 'string') return '';
  const text = stored.trim();
  if (ISO_DAY.test(text)) return formatDayInput(text, 'de') === '' ? '' : text;
  const parsed = parseDayInput(text, text.includes('.') ? 'de' : 'en');
  return 'iso' in parsed ? parsed.iso : '';
}
