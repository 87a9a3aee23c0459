import { escapeHtml, parseRichText, runsText } from '@vita/shared';
import { compact } from './json-resume-text';

/**
 * The list-like Vita sections (certificates, awards, hobbies, skills, Ehrenamt, projects …) are
 * rich text: one line per entry. JSON Resume wants fields. These functions read the fields out of
 * a line in the form Vita's own import writes them back ("Name, Aussteller, 2019"), so a file
 * without `meta.vita` comes back as the same lines.
 */

/** Each list item or paragraph of stored rich text, its own paragraphs joined by '\n'. */
export function entryLines(html: string): string[] {
  const lines: string[] = [];
  for (const block of parseRichText(html)) {
    if (block.type === 'list') for (const item of block.items) lines.push(runsText(item.runs).trim());
    else if (block.type === 'quote') for (const runs of block.paragraphs) lines.push(runsText(runs).trim());
    else lines.push(runsText(block.runs).trim());
  }
  return lines.filter(Boolean);
}

/** Stored-style bullets; an entry's '\n' becomes a second paragraph inside its item. */
export function bulletsHtml(lines: readonly string[]): string {
  const items = lines.map((line) => line.trim()).filter(Boolean);
  if (items.length === 0) return '';
  const item = (line: string) =>
    line
      .split('\n')
      .map((part) => `<p>${escapeHtml(part.trim())}</p>`)
      .join('');
  return `<ul>${items.map((line) => `<li>${item(line)}</li>`).join('')}</ul>`;
}

/** Splits at commas (and " und ", " sowie " when asked) outside parentheses. */
export function splitTopLevel(text: string, words = false): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && char === ',' && text[i + 1] === ' ') {
      parts.push(current);
      current = '';
      i += 1;
      continue;
    }
    const rest = text.slice(i);
    const word = depth === 0 && words ? /^ (und|sowie|and) /.exec(rest) : null;
    if (word) {
      parts.push(current);
      current = '';
      i += word[0].length - 1;
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

const YEAR_OR_MONTH = /^(?:(\d{2})\/)?(\d{4})$/;

/** '2019' → '2019', '03/2019' → '2019-03'; null when the text is no such date. */
export function isoOfText(text: string): string | null {
  const match = YEAR_OR_MONTH.exec(text.trim());
  if (!match) return null;
  return match[1] ? `${match[2]}-${match[1]}` : (match[2] ?? null);
}

/** '2019-03-01' → '03/2019', '2019' → '2019': the German form Vita writes. */
export function textOfIso(date: unknown): string {
  const match = typeof date === 'string' ? /^(\d{4})(?:-(\d{2}))?/.exec(date.trim()) : null;
  if (!match) return '';
  return match[2] ? `${match[2]}/${match[1]}` : (match[1] ?? '');
}

type Dated = { name: string; by?: string; url?: string; date?: string; summary?: string };

/** "Name, Aussteller, https://…, 03/2019" (each part after the name optional) and a summary line. */
export function readDated(line: string): Dated {
  const [first = '', ...rest] = line.split('\n');
  const parts = splitTopLevel(first);
  const result: Dated = { name: first.trim() };
  const last = parts.at(-1) ?? '';
  const date = parts.length > 1 ? isoOfText(last) : null;
  if (date) {
    result.date = date;
    parts.pop();
  }
  if (date && parts.length > 1 && /^https?:\/\//.test(parts.at(-1) ?? '')) result.url = parts.pop();
  // A publisher or issuer only before a date ("…, UXQB, 2019"): a comma alone says too little.
  if (date && parts.length > 1) result.by = parts.pop();
  result.name = parts.join(', ');
  const summary = rest.join('\n').trim();
  if (summary) result.summary = summary;
  return result;
}

export function writeDated(item: Dated): string {
  const first = [item.name, item.by, item.url, textOfIso(item.date)].filter(Boolean).join(', ');
  return [first, item.summary].filter(Boolean).join('\n');
}

/** "Nutzerforschung (Interviews, Usability-Tests)" → name and keywords. */
export function readKeyworded(line: string): { name: string; keywords?: string[] } {
  const match = /^(.+?) \(([^()]*(?:\([^()]*\)[^()]*)*)\)$/.exec(line.trim());
  if (!match?.[2]?.includes(', ')) return { name: line.trim() };
  return { name: match[1] ?? '', keywords: splitTopLevel(match[2]) };
}

export function writeKeyworded(name: string, keywords: readonly string[]): string {
  return keywords.length > 0 ? `${name} (${keywords.join(', ')})` : name;
}

/** A German list of hobbies: "A, B und C". */
export function joinGerman(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}

/** Custom sections that JSON Resume has a section for, recognised by their title. */
export const CUSTOM_HOMES = [
  {
    key: 'volunteer',
    title: 'Ehrenamt',
    pattern: /^(ehrenamt|ehrenamtliches engagement|engagement|volunteer)/i,
  },
  { key: 'projects', title: 'Projekte', pattern: /^(projekte?|projects?)\b/i },
  {
    key: 'publications',
    title: 'Veröffentlichungen',
    pattern: /^(veröffentlichungen|publikationen|publications?)\b/i,
  },
  { key: 'references', title: 'Referenzen', pattern: /^(referenzen|references?)\b/i },
] as const;
export type CustomHome = (typeof CUSTOM_HOMES)[number]['key'];

export const homeOfTitle = (title: string): CustomHome | null =>
  CUSTOM_HOMES.find((home) => home.pattern.test(title.trim()))?.key ?? null;

const RANGE = /^(\?|(?:\d{2}\/)?\d{4}) – (heute|(?:\d{2}\/)?\d{4})$/;

/**
 * "Gruppenführer, Feuerwehr Ehrenfeld, https://…, 01/2015 – 12/2022": the fields of a head line
 * as Vita's import writes it. Only a line with a date range or an address is read as fields; any
 * other line is the entry's text, whatever commas it holds.
 */
function readHead(first: string) {
  const parts = splitTopLevel(first);
  const range = RANGE.exec(parts.at(-1) ?? '');
  if (range) parts.pop();
  const url = /^https?:\/\//.test(parts.at(-1) ?? '') ? parts.pop() : undefined;
  if (!range && !url) return null;
  const iso = (text: string | undefined) => (text ? (isoOfText(text) ?? undefined) : undefined);
  return { parts, url, startDate: iso(range?.[1]), endDate: iso(range?.[2]) };
}

/** A Vita line as an entry of the JSON Resume section it belongs to. */
export function entryOfLine(home: CustomHome, line: string): Record<string, unknown> {
  const [first = '', ...rest] = line.split('\n');
  const more = rest.map((part) => part.trim()).filter(Boolean);
  const head = home === 'volunteer' || home === 'projects' ? readHead(first) : null;
  if (home === 'volunteer') {
    if (!head) return compact({ summary: first.trim(), highlights: more });
    const [position, ...organization] = head.parts.length > 1 ? head.parts : ['', ...head.parts];
    const [summary, ...highlights] = more;
    const dates = { url: head.url, startDate: head.startDate, endDate: head.endDate };
    return compact({ organization: organization.join(', '), position, ...dates, summary, highlights });
  }
  if (home === 'projects') {
    if (!head) return compact({ name: first.trim(), highlights: more });
    const [name = '', entity, type] = head.parts;
    const dates = { url: head.url, startDate: head.startDate, endDate: head.endDate };
    return compact({ name, entity, type, ...dates, highlights: more });
  }
  if (home === 'references') return compact({ reference: [first, ...more].join('\n').trim() });
  const dated = readDated(line);
  return compact({
    name: dated.name,
    publisher: dated.by,
    url: dated.url,
    releaseDate: dated.date,
    summary: dated.summary,
  });
}

const dateRange = (entry: Record<string, unknown>) => {
  const start = textOfIso(entry.startDate);
  const end = textOfIso(entry.endDate);
  return start || end ? `${start || '?'} – ${end || 'heute'}` : '';
};
const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A JSON Resume entry of one of those sections as one Vita line (a bullet with its paragraphs). */
export function lineOfEntry(home: CustomHome, entry: Record<string, unknown>): string {
  if (home === 'publications')
    return writeDated({
      name: textOf(entry.name),
      by: textOf(entry.publisher) || undefined,
      url: textOf(entry.url) || undefined,
      date: textOf(entry.releaseDate) || undefined,
      summary: textOf(entry.summary) || undefined,
    });
  if (home === 'references') return [textOf(entry.name), textOf(entry.reference)].filter(Boolean).join('\n');
  const head =
    home === 'volunteer'
      ? [textOf(entry.position), textOf(entry.organization), textOf(entry.url), dateRange(entry)]
      : [textOf(entry.name), textOf(entry.entity), textOf(entry.type), textOf(entry.url), dateRange(entry)];
  const body =
    home === 'volunteer'
      ? [textOf(entry.summary)]
      : [textOf(entry.description), textsOf(entry.roles).join(', '), textsOf(entry.keywords).join(', ')];
  return [head.filter(Boolean).join(', '), ...body, ...textsOf(entry.highlights)].filter(Boolean).join('\n');
}

/**
 * The sections that did not fit Vita's two custom sections stand in "Weitere Informationen" under
 * a bold heading ("Veröffentlichungen") with their bullets; read them back to their home.
 */
export function headedSections(html: string): { home: CustomHome; lines: string[] }[] {
  const found: { home: CustomHome; lines: string[] }[] = [];
  let current: { home: CustomHome; lines: string[] } | null = null;
  for (const block of parseRichText(html)) {
    if (block.type === 'paragraph') {
      const bold = block.runs.length > 0 && block.runs.every((run) => run.bold || run.text.trim() === '');
      const home = bold ? homeOfTitle(runsText(block.runs)) : null;
      current = home ? { home, lines: [] } : null;
      if (current) found.push(current);
    } else if (block.type === 'list' && current) {
      for (const item of block.items) current.lines.push(runsText(item.runs).trim());
      current = null;
    } else {
      current = null;
    }
  }
  return found;
}
