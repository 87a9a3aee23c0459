const SOFT_HYPHEN = '\u00ad';

let range: Range | null = null;

/**
 * The top of one character's box. A range that starts at a line break also gets an empty box at
 * the end of the line before (Chromium): the character's own box is the last one.
 */
function charTop(text: Text, at: number): number | null {
  // One range for every measurement: a Range stays live (updated by every later change to the
  // DOM) until it is garbage-collected, and thousands of them made each DOM write, and the
  // removal of a printed resume, many times slower.
  range ??= document.createRange();
  range.setStart(text, at);
  range.setEnd(text, at + 1);
  const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
  return rects.at(-1)?.top ?? null;
}

/**
 * The text of a laid-out node with every soft hyphen resolved: a real hyphen where the line
 * breaks there, nothing elsewhere; null when the node is not laid out (yet).
 */
function resolvedText(text: Text): string | null {
  const value = text.data;
  let result = '';
  let from = 0;
  for (let at = value.indexOf(SOFT_HYPHEN); at >= 0; at = value.indexOf(SOFT_HYPHEN, at + 1)) {
    const before = at > 0 ? charTop(text, at - 1) : null;
    const after = at + 1 < value.length ? charTop(text, at + 1) : null;
    if (before === null || after === null) {
      if (at > 0 && at + 1 < value.length) return null;
      result += value.slice(from, at);
      from = at + 1;
      continue;
    }
    // The page may be scaled (preview): a new line starts clearly lower, never a pixel lower.
    result += value.slice(from, at) + (after > before + 1 ? '-' : '');
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
