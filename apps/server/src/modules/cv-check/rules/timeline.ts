import { parseRichText, richTextLines, type StoredResumeParts } from '@vita/shared';
import { monthOf, nowMonth, type RawFinding } from '../check-input';
import type { CheckedEntry } from './entries';

/** A gap of more than this many whole months between entries needs a word (German recruiters ask). */
export const MAX_SILENT_GAP_MONTHS = 3;
/** Jobs may overlap by one month (a handover, or a start on the 1st after an end on the 31st). */
export const MAX_HANDOVER_MONTHS = 1;

/** Not a full-time job: these run beside another job or a degree. */
const PART_TIME =
  /werkstudent|minijob|nebenjob|nebentätigkeit|aushilf|teilzeit|praktik|freiberuf|freelanc|selbstständig|selbständig|ehrenamt|hilfskraft|hiwi|tutor|nachhilfe|lehrauftrag|honorar|part-time|internship|working student|\b\d{1,2}\s*(std|stunden|h)\b/i;

/** Words that explain time off when a text of the CV names them with a year in the gap. */
const EXPLAINS_GAP =
  /elternzeit|mutterschutz|familienzeit|weiterbildung|fortbildung|umschulung|sabbatical|pflege|auslandsaufenthalt|weltreise|reise|work\s*(&|and)\s*travel|freiwilligendienst|fsj|bfd|wehrdienst|zivildienst|arbeitssuche|arbeitsuche|neuorientierung|genesung|parental leave|career break|travel/i;

type Span = { entry: CheckedEntry; from: number; to: number };

/** Generous bounds (a year alone covers January to December), so that a vague date makes no gap. */
function coveringSpan(entry: CheckedEntry, now: number): Span | null {
  const from = monthOf(entry.start, 1) ?? (entry.current ? null : monthOf(entry.end, 1));
  const to = entry.current ? now : (monthOf(entry.end, 12) ?? null);
  if (from === null || to === null) return null;
  return { entry, from: Math.min(from, to), to: Math.max(from, to) };
}

/** Texts beyond the entries that may explain time off: custom sections, further information, certificates. */
function explainingTexts(parts: StoredResumeParts): string[] {
  const extras = parts.extraSections
    .filter((s) => s.meta_sub_key !== 'Language' && s.meta_sub_key !== 'WebLinks')
    .map((s) => {
      const value = s.meta_value as { data?: unknown } | string | null;
      return typeof value === 'string' ? value : typeof value?.data === 'string' ? value.data : '';
    });
  const customs = parts.customSections.map((s) => `<p>${s.title}</p>${s.description}`);
  return [...extras, ...customs].flatMap((html) => richTextLines(parseRichText(html)));
}

function explained(texts: readonly string[], fromYear: number, toYear: number): boolean {
  return texts.some((line) => {
    if (!EXPLAINS_GAP.test(line)) return false;
    const years = [...line.matchAll(/\b(19|20)\d{2}\b/g)].map((m) => Number(m[0]));
    return years.some((y) => y >= fromYear && y <= toYear);
  });
}

const yearOfMonth = (month: number) => Math.floor(month / 12);
const formatMonth = (month: number) => `${String((month % 12) + 1).padStart(2, '0')}/${yearOfMonth(month)}`;

/**
 * Gaps between entries: every job and degree (school, Ausbildung, Weiterbildung, Elternzeit entered
 * as an entry) covers its months; a stretch of more than three months that none covers, between
 * the first entry and the last, is a gap unless another text names a reason and a year in it.
 * The finding points to the entry after the gap.
 */
export function gapFindings(
  entries: readonly CheckedEntry[],
  parts: StoredResumeParts,
  now: Date,
): RawFinding[] {
  const spans = entries
    .map((e) => coveringSpan(e, nowMonth(now)))
    .filter((s): s is Span => s !== null)
    .sort((a, b) => a.from - b.from);
  const texts = explainingTexts(parts);
  const findings: RawFinding[] = [];
  let coveredUntil: number | null = null;
  for (const span of spans) {
    if (coveredUntil !== null) {
      const silent = span.from - coveredUntil - 1;
      const from = coveredUntil + 1;
      const to = span.from - 1;
      if (silent > MAX_SILENT_GAP_MONTHS && !explained(texts, yearOfMonth(from), yearOfMonth(to))) {
        findings.push({
          rule: 'gap',
          section: span.entry.section,
          entry: span.entry.index,
          params: { entry: span.entry.label, from: formatMonth(from), to: formatMonth(to), months: silent },
        });
      }
    }
    coveredUntil = coveredUntil === null ? span.to : Math.max(coveredUntil, span.to);
  }
  return findings;
}

/** Strict bounds (a year alone counts only its last or first month), so that only a sure overlap counts. */
function certainSpan(entry: CheckedEntry, now: number): Span | null {
  const from = monthOf(entry.start, 12);
  const to = entry.current ? now : monthOf(entry.end, 1);
  if (from === null || to === null || to < from) return null;
  return { entry, from, to };
}

const isFullTime = (entry: CheckedEntry) =>
  !PART_TIME.test(`${entry.title} ${entry.subtitle} ${entry.lines.join(' ')}`);

/** Two full-time jobs at the same time for more than a month; the finding points to the later one. */
export function overlapFindings(work: readonly CheckedEntry[], now: Date): RawFinding[] {
  const spans = work
    .filter(isFullTime)
    .map((e) => certainSpan(e, nowMonth(now)))
    .filter((s): s is Span => s !== null)
    .sort((a, b) => a.from - b.from || a.entry.index - b.entry.index);
  const findings: RawFinding[] = [];
  const reported = new Set<number>();
  spans.forEach((later, i) => {
    for (const earlier of spans.slice(0, i)) {
      const months = Math.min(earlier.to, later.to) - Math.max(earlier.from, later.from) + 1;
      if (months > MAX_HANDOVER_MONTHS && !reported.has(later.entry.index)) {
        reported.add(later.entry.index);
        findings.push({
          rule: 'overlap',
          section: 'work',
          entry: later.entry.index,
          params: { entry: later.entry.label, other: earlier.entry.label, months },
        });
      }
    }
  });
  return findings;
}
