import { columnMark } from './columns';
import { findDateRange } from './german-dates';
import { ImportError } from './import-errors';
import { loadPdfjs } from './pdfjs';
import { headingKind } from './section-headings';
import { type Cell, joinWrappedRows, type Row } from './wrapped-lines';

type Item = { text: string; x: number; y: number; width: number; size: number; font: string };

/** Below this many characters a PDF counts as a scan (an image of text). */
const MIN_TEXT_CHARS = 40;

function itemsOf(content: { items: unknown[] }): Item[] {
  const items: Item[] = [];
  for (const raw of content.items) {
    const item = raw as {
      str?: string;
      transform?: number[];
      width?: number;
      height?: number;
      fontName?: string;
    };
    const text = (item.str ?? '').replace(/\u00ad/g, '');
    if (text.trim() === '' || !item.transform) continue;
    const [, , , d = 0, x = 0, y = 0] = item.transform;
    items.push({
      text,
      x,
      y,
      width: item.width ?? 0,
      size: Math.abs(item.height || d) || 10,
      font: item.fontName ?? '',
    });
  }
  return items;
}

/** Items on one baseline joined left to right; a wide gap starts a new cell (a column in a table). */
function toRows(items: readonly Item[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Item[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - item.y) <= Math.min(first.size, item.size) * 0.5) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    const cells: Cell[] = [];
    for (const item of row) {
      const cell = cells.at(-1);
      const gap = cell ? item.x - cell.end : 0;
      // A date range set close beside a title is a cell of its own all the same.
      const dateBeside = gap > item.size * 0.6 && findDateRange(item.text)?.rest === '';
      if (!cell || gap > item.size * 1.5 || dateBeside) {
        cells.push({
          text: item.text,
          x: item.x,
          end: item.x + item.width,
          size: item.size,
          firstFont: item.font,
          lastFont: item.font,
        });
        continue;
      }
      if (gap > item.size * 0.15 && !cell.text.endsWith(' ') && !item.text.startsWith(' ')) cell.text += ' ';
      cell.text += item.text;
      cell.end = item.x + item.width;
      cell.size = Math.max(cell.size, item.size);
      cell.lastFont = item.font;
    }
    const y = row[0]?.y ?? 0;
    return { y, bottom: y, cells };
  });
}

const rowText = (row: Row) =>
  row.cells
    .map((cell) => cell.text)
    .join('\t')
    .replace(/ {2,}/g, ' ')
    .trim();

/** The lines of one column (or a whole page), wrapped lines joined back into the line they continue. */
function toLines(items: readonly Item[]): string[] {
  const rightEdge = Math.max(0, ...items.map((i) => i.x + i.width));
  return joinWrappedRows(toRows(items), rightEdge).map(rowText);
}

/**
 * Where a page splits into two columns: the middle of the widest vertical band that (almost) no
 * text crosses, with enough text on both sides. A band whose left side holds mostly dates is a
 * tabular CV's date column, not a second column: those lines must stay together.
 */
function columnSplit(items: readonly Item[], pageWidth: number): number | null {
  let best: { from: number; to: number } | null = null;
  let bandStart: number | null = null;
  const allowed = Math.max(1, Math.floor(items.length * 0.03));
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    const crossing = items.filter((i) => i.x < x && i.x + i.width > x).length;
    if (crossing <= allowed) bandStart ??= x;
    else if (bandStart !== null) {
      if (!best || x - bandStart > best.to - best.from) best = { from: bandStart, to: x };
      bandStart = null;
    }
  }
  if (!best || best.to - best.from < 8) return null;
  const split = (best.from + best.to) / 2;
  const left = items.filter((i) => i.x + i.width <= split);
  const right = items.filter((i) => i.x >= split);
  if (left.length < items.length * 0.1 || right.length < items.length * 0.1) return null;
  const mostlyDates = (side: Item[]) => {
    const lines = toLines(side);
    return lines.filter((line) => findDateRange(line)?.rest === '').length >= lines.length * 0.4;
  };
  // Labels and dates of a table stand on the same baselines as the text beside them; a sidebar's
  // lines run on their own.
  const baselines = (side: Item[]) => [...new Set(side.map((i) => Math.round(i.y)))];
  const rightLines = baselines(right);
  const leftLines = baselines(left);
  // A heading beside a few lines (the last section on a page of its own) is no column.
  if (leftLines.length < 3 || rightLines.length < 3) return null;
  // A label column (Europass) sets its labels a point or two smaller than the values beside them,
  // and its section headings stand beside a rule, not beside text: those lines do not count.
  const headingLines = new Set(
    toRows(left)
      .filter((row) => headingKind(rowText(row)) !== null || /^[\p{Lu}\s-]+$/u.test(rowText(row)))
      .map((row) => Math.round(row.y)),
  );
  const labelLines = leftLines.filter((y) => !headingLines.has(y));
  const alignedWithin = (lines: number[], tolerance: number) =>
    lines.filter((y) => rightLines.some((r) => Math.abs(r - y) <= tolerance)).length;
  const leftWidth = split - Math.min(...left.map((i) => i.x));
  // Labels set flush right against their values: the right edges of the left side line up.
  const edge = Math.max(...left.map((i) => i.x + i.width));
  const flushRight = left.filter((i) => edge - (i.x + i.width) <= 4).length >= left.length * 0.7;
  const table =
    leftWidth < pageWidth * 0.3 &&
    (alignedWithin(leftLines, 1.5) >= leftLines.length * 0.6 ||
      (flushRight && labelLines.length > 0 && alignedWithin(labelLines, 3) >= labelLines.length * 0.6));
  return table || mostlyDates(left) || mostlyDates(right) ? null : split;
}

function pageLines(items: readonly Item[], pageWidth: number): string[] {
  const split = columnSplit(items, pageWidth);
  if (split === null) return [columnMark('full'), ...toLines(items)];
  // A line that only reaches a little over the split (a long line of the main column running into
  // the gap) belongs to its column; only a line well across both sides spans the page.
  const side = (i: Item): 'left' | 'right' | 'both' => {
    if (i.x + i.width <= split) return 'left';
    if (i.x >= split) return 'right';
    const over = Math.min(split - i.x, i.x + i.width - split);
    if (over >= i.width * 0.15) return 'both';
    return split - i.x > i.x + i.width - split ? 'left' : 'right';
  };
  const spanning = items.filter((i) => side(i) === 'both');
  const left = items.filter((i) => side(i) === 'left');
  const right = items.filter((i) => side(i) === 'right');
  const largest = (column: Item[]) => Math.max(0, ...column.map((i) => i.size));
  // The column with the largest text (the name) first: its top lines are the CV's header.
  const columns: [string, Item[]][] = [
    ['left', left],
    ['right', right],
  ];
  if (largest(right) > largest(left)) columns.reverse();
  return [
    columnMark('full'),
    ...toLines(spanning),
    ...columns.flatMap(([name, column]) => [columnMark(name), ...toLines(column)]),
  ];
}

/** The text lines of a PDF in reading order, columns one after the other. */
export async function pdfLines(data: Buffer): Promise<string[]> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw ImportError.encryptedPdf();
    throw ImportError.brokenFile('PDF');
  }
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, 20); number += 1) {
      const page = await document.getPage(number);
      const items = itemsOf(await page.getTextContent());
      lines.push(...pageLines(items, page.view[2] ?? 595));
    }
    if (lines.join('').replace(/\s/g, '').length < MIN_TEXT_CHARS) throw ImportError.scannedPdf();
    return lines;
  } finally {
    await task.destroy();
  }
}
