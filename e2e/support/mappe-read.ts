/**
 * A downloaded Bewerbungsmappe read back with poppler: each page's text, the bookmarks
 * (`pdftohtml -xml` lists the outline with the page each entry opens) and where text lines sit on
 * a page (`pdftotext -bbox-layout`), in millimetres from the page's top-left corner.
 */
import { execFileSync } from 'node:child_process';

const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });

const MM_PER_PT = 25.4 / 72;

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

export function pageCount(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);
}

/** One page's text in reading order (`-layout` keeps a line's words together). */
export function pageText(file: string, page: number): string {
  return run('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-']);
}

export interface Bookmark {
  title: string;
  page: number;
}

/** The PDF's top-level bookmarks with the page each opens (a part's own outline nests below it). */
export function bookmarks(file: string): Bookmark[] {
  const xml = run('pdftohtml', ['-xml', '-stdout', '-i', '-q', '-f', '1', '-l', '1', file]);
  const found: Bookmark[] = [];
  let depth = 0;
  for (const token of xml.matchAll(/<outline>|<\/outline>|<item page="(\d+)"[^>]*>([^<]*)<\/item>/g)) {
    if (token[0] === '<outline>') depth += 1;
    else if (token[0] === '</outline>') depth -= 1;
    else if (depth === 1) found.push({ page: Number(token[1]), title: unescapeXml(token[2] ?? '').trim() });
  }
  return found;
}

export interface TextLine {
  text: string;
  /** Millimetres from the page's left and top edges. */
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Every text line of one page with its box in millimetres. */
export function textLines(file: string, page: number): TextLine[] {
  const xhtml = run('pdftotext', ['-f', String(page), '-l', String(page), '-bbox-layout', file, '-']);
  const lines = xhtml.matchAll(
    /<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g,
  );
  return [...lines].map((match) => ({
    left: Number(match[1]) * MM_PER_PT,
    top: Number(match[2]) * MM_PER_PT,
    right: Number(match[3]) * MM_PER_PT,
    bottom: Number(match[4]) * MM_PER_PT,
    text: [...(match[5] ?? '').matchAll(/<word[^>]*>([^<]*)<\/word>/g)]
      .map((word) => unescapeXml(word[1] ?? ''))
      .join(' '),
  }));
}
