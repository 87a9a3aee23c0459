/**
 * A line that tells the CV rules which column of the page the next lines come from ('left',
 * 'right' or 'full'). A section that runs over a page break goes on in the same column on the
 * next page, after whatever the other column held.
 */
const MARK = '\u2063';
export const columnMark = (column: string) => `${MARK}${column}`;
export const columnOf = (line: string): string | null =>
  line.startsWith(MARK) ? line.slice(MARK.length) : null;
export const withoutMarks = (lines: readonly string[]) => lines.filter((line) => columnOf(line) === null);
