const SOFT_HYPHEN = '\u00ad';

let range: Range | null = null;

/** The tops of the laid-out boxes of `text` from `start` to `end`, in order (none: not laid out). */
function boxTops(text: Text, start: number, end: number): number[] {
  // One range for every measurement: a Range stays live (updated by every later change to the
  // DOM) until it is garbage-collected, and thousands of them made each DOM write, and the
  // removal of a printed resume, many times slower.
  range ??= document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  // A range that starts at a line break also gets an empty box at the end of the line before
  // (Chromium): only boxes with a width hold characters.
  return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
}

/** The page may be scaled (preview): a new line starts clearly lower, never a pixel lower. */
const lower = (top: number, than: number) => top > than + 1;

/**
 * The text of a laid-out node with every soft hyphen resolved: a real hyphen where the line
 * breaks there, nothing elsewhere; null when the node is not laid out (yet).
 *
 * Measuring is what a print spends its time on (a resume has a thousand soft hyphens), so a node
 * on one line is measured once, and each soft hyphen of a longer one with one range over the
 * letters around it: hyphenation puts it between two letters, where it is the only place the
 * line can break, so the range's last box starts lower exactly when the line breaks there.
 */
function resolvedText(text: Text): string | null {
  const value = text.data;
  const whole = boxTops(text, 0, value.length);
  if (whole.length === 0) return null;
  const first = whole[0] ?? 0;
  if (whole.every((top) => !lower(top, first))) return value.replaceAll(SOFT_HYPHEN, '');
  let result = '';
  let from = 0;
  for (let at = value.indexOf(SOFT_HYPHEN); at >= 0; at = value.indexOf(SOFT_HYPHEN, at + 1)) {
    let breaks = false;
    if (at > 0 && at + 1 < value.length) {
      const tops = boxTops(text, at - 1, at + 2);
      if (tops.length === 0) return null;
      breaks = lower(tops.at(-1) ?? 0, tops[0] ?? 0);
    }
    result += value.slice(from, at) + (breaks ? '-' : '');
    from = at + 1;
  }
  return result + value.slice(from);
}

/** Per text node: the hyphenated text React wrote, and what this module made of it. */
const sources = new WeakMap<Text, string>();
const results = new WeakMap<Text, string>();

function textsUnder(node: Node, into: Set<Text>): void {
  if (node.nodeType === Node.TEXT_NODE) {
    into.add(node as Text);
    return;
  }
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) into.add(text as Text);
}

/**
 * Chromium writes every soft hyphen into the PDF as a space glyph (with the soft hyphen only as
 * "ActualText"), so text extraction splits each hyphenated word into syllables. After layout the
 * soft hyphens are therefore replaced by what they did: a hyphen at a line end, nothing inside a
 * line. Widths do not change (an unused soft hyphen is invisible, a used one shows a hyphen), so
 * the lines and pages stay as measured. Each node keeps the text React wrote, so that a later
 * layout (fonts loaded, another font size) is resolved afresh from it.
 */
export function resolveHyphens(nodes: Iterable<Node>): void {
  const all = new Set<Text>();
  for (const node of nodes) textsUnder(node, all);
  const texts: Text[] = [];
  for (const text of all) {
    if (results.get(text) !== text.data) {
      // React wrote this text (or it is new): it is the source from now on.
      if (!text.data.includes(SOFT_HYPHEN)) continue;
      sources.set(text, text.data);
    }
    const source = sources.get(text);
    if (source === undefined) continue;
    if (text.data !== source) text.data = source;
    texts.push(text);
  }
  // Read every layout first, then write: one layout pass for the whole batch.
  const resolved = texts.map((text) => resolvedText(text));
  texts.forEach((text, index) => {
    const value = resolved[index] ?? text.data;
    if (value !== text.data) text.data = value;
    results.set(text, value);
  });
}

/** The paged document's own elements around the blocks (see paged-document.tsx). */
const PAGE_STRUCTURE = '.vt-document, [data-vt-page], [data-vt-flow]';

/**
 * The nodes whose text a mutation may have re-flowed: a changed text, added nodes, and for a
 * changed list of children the block it happened in (its lines break anew). A page's column
 * losing or gaining blocks (pagination) does not re-flow the blocks that stay: re-measuring them
 * was most of the work of a print.
 */
export function reflowedBy(record: MutationRecord): Node[] {
  const { target } = record;
  if (record.type !== 'childList' || !(target instanceof Element)) return [target];
  if (target.matches(PAGE_STRUCTURE)) return [...record.addedNodes];
  return [target.closest('[data-vt-block]') ?? target, ...record.addedNodes];
}
