import type { ImportDraft, ImportDraftParts } from '@vita/shared/contracts';
import { monthValue, parseMonth } from '@vita/shared/resume';

export type DraftParts = ImportDraftParts;

/** 'August' + '2021' → '08/2021'; a year alone → '2021'; nothing → ''. */
export function toDateText(month: string, year: string): string {
  if (year === '') return '';
  const number = parseMonth(month);
  return number === null ? year : `${String(number).padStart(2, '0')}/${year}`;
}

/** '08/2021', '8.2021' or '2021' back to the stored month name and year; null when unreadable. */
export function fromDateText(text: string): { month: string; year: string } | null {
  const trimmed = text.trim();
  if (trimmed === '') return { month: '', year: '' };
  const withMonth = /^(\d{1,2})[./](\d{4})$/.exec(trimmed);
  if (withMonth) {
    const month = monthValue(Number(withMonth[1]));
    return month ? { month, year: withMonth[2] ?? '' } : null;
  }
  return /^\d{4}$/.test(trimmed) ? { month: '', year: trimmed } : null;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const encode = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The items of a bullet list (or the paragraphs of a text) as plain lines, for a text area. */
export function htmlToLines(html: string): string[] {
  return html
    .split(/<\/(?:li|p)>/)
    .map((chunk) => decode(chunk.replace(/<[^>]+>/g, '')).trim())
    .filter((line) => line !== '');
}

export const linesToList = (lines: readonly string[]) => {
  const items = lines.map((line) => line.trim()).filter((line) => line !== '');
  return items.length === 0
    ? ''
    : `<ul>${items.map((item) => `<li><p>${encode(item)}</p></li>`).join('')}</ul>`;
};
export const textToParagraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${encode(line)}</p>`)
    .join('');

/** True when the importer was unsure of a field (the review marks it). */
export const isUnsure = (draft: ImportDraft, path: string, low: number) =>
  draft.confidence[path] !== undefined && (draft.confidence[path] ?? 1) < low;
