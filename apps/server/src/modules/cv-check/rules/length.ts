import { type ResumeDocument, richTextLines } from '@vita/shared';
import { monthOf, nowMonth, type RawFinding } from '../check-input';
import type { CheckedEntry } from './entries';
import { charactersPerLine, printedLines } from './text-width';

/** German practice: two pages until about ten years of experience, never more than three. */
export const LENGTH_LIMITS = { pagesEarly: 2, pagesEver: 3, yearsForThird: 10 } as const;
export const MAX_BULLET_LINES = 2;
export const MAX_SUMMARY_LINES = 5;
/** Printed lines of an A4 page at 10 pt, headings and spacing included (for the estimate only). */
const LINES_PER_PAGE = 56;

/** Months of work experience, overlapping jobs counted once. */
export function experienceYears(work: readonly CheckedEntry[], now: Date): number {
  const months = new Set<number>();
  for (const job of work) {
    const from = monthOf(job.start, 1);
    const to = job.current ? nowMonth(now) : monthOf(job.end, 12);
    if (from === null || to === null) continue;
    for (let m = from; m <= Math.min(to, nowMonth(now)); m++) months.add(m);
  }
  return months.size / 12;
}

/** Pages estimated from the printed lines of the main column, when the preview sent no count. */
export function estimatePages(doc: ResumeDocument): number {
  const perLine = charactersPerLine(doc, false);
  const main = doc.sections.filter((s) => s.column === 'main' || doc.layout.side.length === 0);
  const lines = main.reduce((sum, section) => {
    const heading = 2;
    if (section.kind === 'entries') {
      return (
        sum +
        heading +
        section.entries.reduce(
          (n, e) =>
            n + 2 + richTextLines(e.descriptionBlocks).reduce((k, l) => k + printedLines(l, perLine), 0),
          0,
        )
      );
    }
    if (section.kind === 'rich') {
      return sum + heading + richTextLines(section.blocks).reduce((k, l) => k + printedLines(l, perLine), 0);
    }
    if (section.kind === 'languages') return sum + heading + section.languages.length;
    return sum + heading + section.links.length;
  }, 8);
  return Math.max(1, Math.ceil(lines / LINES_PER_PAGE));
}

export function lengthFindings(pages: number, years: number): RawFinding[] {
  const tooLong =
    pages > LENGTH_LIMITS.pagesEver ||
    (pages > LENGTH_LIMITS.pagesEarly && years < LENGTH_LIMITS.yearsForThird);
  if (!tooLong) return [];
  const limit = years < LENGTH_LIMITS.yearsForThird ? LENGTH_LIMITS.pagesEarly : LENGTH_LIMITS.pagesEver;
  return [{ rule: 'length', section: 'document', params: { pages, limit, years: Math.floor(years) } }];
}

/** Bullets (and paragraphs) of a job or degree longer than two printed lines: one finding per entry. */
export function bulletFindings(entries: readonly CheckedEntry[], doc: ResumeDocument): RawFinding[] {
  const perLine = charactersPerLine(doc);
  return entries.flatMap((entry): RawFinding[] => {
    const long = entry.lines.filter((line) => printedLines(line, perLine) > MAX_BULLET_LINES);
    if (long.length === 0) return [];
    const first = long[0] ?? '';
    const start = Array.from(first).slice(0, 40).join('');
    return [
      {
        rule: 'bullet_length',
        section: entry.section,
        entry: entry.index,
        params: { entry: entry.label, count: long.length, start: `${start}…`, perLine },
      },
    ];
  });
}

export function summaryFindings(summaryLines: readonly string[], doc: ResumeDocument): RawFinding[] {
  const perLine = charactersPerLine(doc, false);
  const lines = summaryLines.reduce((sum, line) => sum + printedLines(line, perLine), 0);
  return lines > MAX_SUMMARY_LINES ? [{ rule: 'summary_length', section: 'summary', params: { lines } }] : [];
}
