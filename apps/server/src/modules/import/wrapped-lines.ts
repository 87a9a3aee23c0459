import { findDateRange } from './german-dates';

/** A run of text on one baseline without a wide gap: one cell of a table row, or the whole line. */
export type Cell = {
  text: string;
  x: number;
  end: number;
  size: number;
  firstFont: string;
  lastFont: string;
};
/** One baseline of a column; `bottom` is the baseline of its last wrapped line once lines are joined. */
export type Row = { y: number; bottom: number; cells: Cell[] };

const SHORT_WORDS = /^(?:und|oder|bzw|sowie|bis)\b/;

/**
 * Two lines of one wrapped text as one: a word hyphenated at the line end ('Waren-' / 'wirtschaft')
 * loses the hyphen when the next line goes on in lower case; a real hyphen ('Müller-' /
 * 'Lüdenscheidt', 'E-' / 'Mail') stays, without a space; 'Mode-' / 'und Lebensmittelhandel' keeps
 * the space before the conjunction.
 */
export function joinBrokenLine(previous: string, next: string): string {
  if (!previous.endsWith('-')) return `${previous} ${next}`;
  if (SHORT_WORDS.test(next)) return `${previous} ${next}`;
  if (/\p{Ll}-$/u.test(previous) && /^\p{Ll}/u.test(next)) return previous.slice(0, -1) + next;
  return previous + next;
}

/** Lines of one paragraph as one text, words broken at line ends joined again. */
export const joinParagraphLines = (lines: readonly string[]) =>
  lines.reduce((text, line) => (text === '' ? line : joinBrokenLine(text, line)), '');

const BULLET_START = /^[•·▪■◦*–—-]\s/;
const isDate = (cell: Cell | undefined) => cell !== undefined && findDateRange(cell.text)?.rest === '';

/** How wide the first word of a cell is, estimated from its share of the characters. */
const firstWordWidth = (cell: Cell) => {
  const word = cell.text.split(/\s/)[0] ?? '';
  return ((cell.end - cell.x) * word.length) / Math.max(1, cell.text.length);
};

/**
 * Whether `next` is the rest of `cell`, wrapped because its first word did not fit before `limit`.
 * The text must look unfinished too (a hyphen or comma at the end, a last word in lower case,
 * a next line in lower case, or a large name or title), so that a list whose longest item
 * reaches the column's edge is not run together.
 */
function wraps(cell: Cell, next: Cell, limit: number, gap: number): boolean {
  if (Math.abs(cell.x - next.x) > 1.5 || Math.abs(cell.size - next.size) > 0.3) return false;
  if (cell.lastFont !== next.firstFont || BULLET_START.test(next.text)) return false;
  if (gap < cell.size * 0.9 || gap > cell.size * 1.6) return false;
  // A word hyphenated at the line end, or a next line in lower case set as close as a wrapped line
  // (list items stand further apart), goes on even where a box's right padding broke it early.
  if (/\p{Ll}-$/u.test(cell.text) && /^\p{Ll}/u.test(next.text) && !SHORT_WORDS.test(next.text)) return true;
  if (/^\p{Ll}/u.test(next.text) && gap <= cell.size * 1.3) return true;
  if (cell.end + cell.size * 0.25 + firstWordWidth(next) <= limit) return false;
  const lastWord = cell.text.split(/\s/).at(-1) ?? '';
  return (
    /[-,]$/.test(cell.text) || /^\p{Ll}/u.test(lastWord) || /^\p{Ll}/u.test(next.text) || cell.size >= 14
  );
}

/**
 * Lines that a layout wrapped joined back into the line they continue: a long name, a title beside
 * its date, a bullet, a paragraph. A line continues the cell above it that starts at the same x
 * (the last cell, or a cell followed only by a date) when its first word would not have fit there.
 */
export function joinWrappedRows(rows: readonly Row[], rightEdge: number): Row[] {
  const joined: Row[] = [];
  for (const row of rows) {
    const previous = joined.at(-1);
    const next = row.cells.length === 1 ? row.cells[0] : undefined;
    if (previous && next) {
      const { cells } = previous;
      const at = cells.findIndex(
        (cell, i) =>
          Math.abs(cell.x - next.x) <= 1.5 &&
          (i === cells.length - 1 || (i === cells.length - 2 && isDate(cells[i + 1]))),
      );
      const cell = cells[at];
      // Beside a date the title's box ends a little before the date.
      const beside = cells[at + 1];
      const limit = beside ? beside.x - beside.size * 0.5 : rightEdge;
      if (cell && wraps(cell, next, limit, previous.bottom - row.y)) {
        cells[at] = {
          ...cell,
          text: joinBrokenLine(cell.text, next.text),
          end: next.end,
          lastFont: next.lastFont,
        };
        previous.bottom = row.y;
        continue;
      }
    }
    joined.push({ ...row, cells: [...row.cells] });
  }
  return joined;
}
