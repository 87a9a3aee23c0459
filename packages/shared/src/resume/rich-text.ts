import { decodeHtmlEntities } from './html-entities';
import { tokenizeHtml } from './html-tokens';
import type { InlineRun, ListBlock, ListItem, QuoteBlock, RichBlock } from './resume-document';

/** Tags that end a paragraph without meaning anything else (tolerated, never stored by us). */
const BLOCK_BOUNDARIES = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'address',
  'hr',
  'h1',
  'h2',
  'h4',
  'h5',
  'h6',
]);
const INLINE_FORMATS: Readonly<Record<string, keyof Format>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
};

type Format = { bold: number; italic: number; underline: number };

export function runsText(runs: readonly InlineRun[]): string {
  return runs.map((r) => r.text).join('');
}

function trimRuns(runs: InlineRun[]): InlineRun[] {
  const trimmed = runs.map((r) => ({ ...r }));
  const first = trimmed[0];
  if (first) first.text = first.text.replace(/^[ \n]+/, '');
  const last = trimmed[trimmed.length - 1];
  if (last) last.text = last.text.replace(/[ \n]+$/, '');
  return trimmed.filter((r) => r.text !== '');
}

/**
 * Parses stored rich text (the allowlist p, br, strong, em, u, ul, ol, li, blockquote, h3) into
 * blocks, without a DOM. Tolerant of anything: unknown tags are dropped with their text kept,
 * script-like content is dropped, unclosed tags end with their block, empty blocks vanish.
 */
export function parseRichText(html: string | null | undefined): RichBlock[] {
  if (typeof html !== 'string' || html.trim() === '') return [];
  const blocks: RichBlock[] = [];
  const format: Format = { bold: 0, italic: 0, underline: 0 };
  const openLists: boolean[] = [];
  let runs: InlineRun[] = [];
  let list: ListBlock | null = null;
  let item: ListItem | null = null;
  let quote: QuoteBlock | null = null;
  let quoteDepth = 0;
  let headingDepth = 0;

  const append = (text: string) => {
    const last = runs[runs.length - 1];
    const atLineStart = last === undefined || /[ \n]$/.test(last.text);
    const cleaned = atLineStart ? text.replace(/^ /, '') : text;
    if (cleaned === '') return;
    const style = { bold: format.bold > 0, italic: format.italic > 0, underline: format.underline > 0 };
    if (
      last &&
      last.bold === style.bold &&
      last.italic === style.italic &&
      last.underline === style.underline
    ) {
      last.text += cleaned;
    } else {
      runs.push({ text: cleaned, ...style });
    }
  };

  const flush = () => {
    const content = trimRuns(runs);
    runs = [];
    if (content.length === 0) return;
    if (openLists.length > 0 && list) {
      if (item === null) list.items.push({ runs: content, level: openLists.length - 1 });
      else if (item.runs.length === 0) item.runs = content;
      else
        item.runs = [...item.runs, { text: '\n', bold: false, italic: false, underline: false }, ...content];
    } else if (quoteDepth > 0) {
      if (quote === null) {
        quote = { type: 'quote', paragraphs: [] };
        blocks.push(quote);
      }
      quote.paragraphs.push(content);
    } else {
      blocks.push({ type: headingDepth > 0 ? 'heading' : 'paragraph', runs: content });
    }
  };

  const resetFormat = () => {
    format.bold = 0;
    format.italic = 0;
    format.underline = 0;
  };

  const closeItem = () => {
    flush();
    if (item && item.runs.length === 0 && list) list.items = list.items.filter((i) => i !== item);
    item = null;
  };

  for (const token of tokenizeHtml(html)) {
    if (token.type === 'text') {
      append(decodeHtmlEntities(token.text).replace(/[\t\n\f\r ]+/g, ' '));
      continue;
    }
    const { name } = token;
    const opening = token.type === 'open';
    const formatKey = INLINE_FORMATS[name];
    if (formatKey) {
      if (opening && !token.selfClosing) format[formatKey] += 1;
      else if (!opening) format[formatKey] = Math.max(0, format[formatKey] - 1);
    } else if (name === 'br') {
      append('\n');
    } else if (name === 'ul' || name === 'ol') {
      closeItem();
      if (opening) {
        if (openLists.length === 0) {
          list = { type: 'list', ordered: name === 'ol', items: [] };
          blocks.push(list);
          quote = null;
        }
        openLists.push(name === 'ol');
      } else {
        openLists.pop();
        if (openLists.length === 0) list = null;
      }
      resetFormat();
    } else if (name === 'li') {
      if (openLists.length === 0) flush();
      else closeItem();
      if (opening && openLists.length > 0 && list) {
        item = { runs: [], level: openLists.length - 1 };
        list.items.push(item);
      }
      if (!opening) resetFormat();
    } else if (name === 'blockquote') {
      flush();
      quoteDepth = Math.max(0, quoteDepth + (opening ? 1 : -1));
      if (quoteDepth === 0) quote = null;
      if (!opening) resetFormat();
    } else if (name === 'h3') {
      flush();
      headingDepth = Math.max(0, headingDepth + (opening ? 1 : -1));
      if (!opening) resetFormat();
    } else if (BLOCK_BOUNDARIES.has(name)) {
      flush();
      if (!opening) resetFormat();
    }
  }
  closeItem();
  return blocks.filter((b) => b.type !== 'list' || b.items.length > 0);
}

/** The text of each block (list items and quote paragraphs one by one), without markers. */
export function richTextLines(blocks: readonly RichBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === 'quote') return block.paragraphs.map(runsText);
    if (block.type === 'list') return block.items.map((i) => runsText(i.runs));
    return [runsText(block.runs)];
  });
}

/** Visible characters of the text (code points, block breaks as one character). */
export function richTextLength(blocks: readonly RichBlock[]): number {
  return Array.from(richTextLines(blocks).join('\n')).length;
}

export function countListItems(blocks: readonly RichBlock[]): number {
  return blocks.reduce((sum, b) => sum + (b.type === 'list' ? b.items.length : 0), 0);
}

export function hasRichContent(blocks: readonly RichBlock[]): boolean {
  return richTextLines(blocks).some((line) => line.trim() !== '');
}

/**
 * Plain-text rendering: '• ' bullets ('1. ' when ordered), two spaces per nesting level, '> ' for
 * quotes, one line per paragraph. Line breaks inside a paragraph stay as separate lines.
 */
export function richTextToPlainLines(blocks: readonly RichBlock[]): string[] {
  const lines: string[] = [];
  const pushIndented = (text: string, firstPrefix: string, restPrefix: string) => {
    text.split('\n').forEach((part, index) => {
      lines.push((index === 0 ? firstPrefix : restPrefix) + part);
    });
  };
  for (const block of blocks) {
    if (block.type === 'paragraph' || block.type === 'heading') {
      pushIndented(runsText(block.runs), '', '');
    } else if (block.type === 'quote') {
      for (const paragraph of block.paragraphs) pushIndented(runsText(paragraph), '> ', '> ');
    } else {
      const counters: number[] = [];
      for (const listItem of block.items) {
        counters.length = listItem.level + 1;
        counters[listItem.level] = (counters[listItem.level] ?? 0) + 1;
        const indent = '  '.repeat(listItem.level);
        const marker = block.ordered && listItem.level === 0 ? `${counters[listItem.level]}. ` : '• ';
        pushIndented(runsText(listItem.runs), indent + marker, indent + ' '.repeat(marker.length));
      }
    }
  }
  return lines;
}
