import { escapeHtml, monthValue, parseMonth, parseRichText, parseYear, runsText } from '@vita/shared';

/** Paragraph text and list items of stored rich text: JSON Resume's `summary` and `highlights`. */
export function richTextParts(html: string): { paragraphs: string[]; items: string[] } {
  const paragraphs: string[] = [];
  const items: string[] = [];
  for (const block of parseRichText(html)) {
    if (block.type === 'list') {
      for (const item of block.items) items.push(runsText(item.runs).trim());
    } else if (block.type === 'quote') {
      for (const runs of block.paragraphs) paragraphs.push(runsText(runs).trim());
    } else {
      paragraphs.push(runsText(block.runs).trim());
    }
  }
  return { paragraphs: paragraphs.filter(Boolean), items: items.filter(Boolean) };
}

/** Every line of stored rich text, paragraphs and list items alike (for list-like sections). */
export function richTextItems(html: string): string[] {
  const { paragraphs, items } = richTextParts(html);
  return [...paragraphs, ...items];
}

/** Stored-style HTML from plain text: one paragraph per line, then a bullet list. */
export function textToHtml(text: string | undefined, items: readonly string[] = []): string {
  const paragraphs = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  const list = items.map((item) => item.trim()).filter(Boolean);
  const bullets =
    list.length > 0 ? `<ul>${list.map((i) => `<li><p>${escapeHtml(i)}</p></li>`).join('')}</ul>` : '';
  return paragraphs + bullets;
}

/** JSON Resume's ISO 8601 date ('2021-08' or '2021') from a stored month and year; undefined without a year. */
export function isoDate(month: unknown, year: unknown): string | undefined {
  const parsedYear = parseYear(year);
  if (parsedYear === null || parsedYear < 1000 || parsedYear > 2999) return undefined;
  const parsedMonth = parseMonth(month);
  return parsedMonth === null ? String(parsedYear) : `${parsedYear}-${String(parsedMonth).padStart(2, '0')}`;
}

/** Stored month and year ('August', '2021') from an ISO date; empty strings when absent. */
export function monthYearOf(date: unknown): { month: string; year: string } {
  const match = typeof date === 'string' ? /^(\d{4})(?:-(\d{2}))?/.exec(date.trim()) : null;
  if (!match) return { month: '', year: '' };
  const month = match[2] === undefined ? null : monthValue(Number(match[2]));
  return { month: month ?? '', year: match[1] ?? '' };
}

/** Drops undefined and empty values, so the document carries only what the resume says. */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === '' || (Array.isArray(item) && item.length === 0)) continue;
    if (item !== null && typeof item === 'object' && !Array.isArray(item) && Object.keys(item).length === 0)
      continue;
    result[key] = item;
  }
  return result as Partial<T>;
}
