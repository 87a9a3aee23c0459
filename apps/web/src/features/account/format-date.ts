/** A stored ISO date as the interface shows it: 22.11.2026 (de) or 22 Nov 2026 (en). */
export function formatDate(iso: string | null | undefined, language: string | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  const locale = language?.startsWith('en') ? 'en-GB' : 'de-DE';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
