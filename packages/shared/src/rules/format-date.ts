/**
 * A calendar date as the interface, the mails and the documents show it: in German time
 * (Europe/Berlin) wherever the reader is, so a date a German contract names (renewal, cancellation)
 * is the same on every screen and in every mail. German '22.11.2026' / '22. November 2026';
 * English (British) '22 Nov 2026' / '22 November 2026'.
 */
export type DateStyle = 'medium' | 'long';

export const GERMAN_TIME_ZONE = 'Europe/Berlin';

const localeOf = (language: string | undefined) => (language?.startsWith('en') ? 'en-GB' : 'de-DE');

/** null when there is no date or it cannot be read, so each caller chooses what to show instead. */
export function formatDisplayDate(
  value: Date | string | null | undefined,
  language: string | undefined,
  style: DateStyle = 'medium',
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: style, timeZone: GERMAN_TIME_ZONE }).format(
    date,
  );
}
