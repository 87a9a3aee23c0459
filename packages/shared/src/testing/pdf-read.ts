/**
 * A PDF read back with poppler-utils (pdfinfo, pdftotext, pdfimages, pdffonts, pdftoppm;
 * installed on the machine and by .ci/run), and what a resume's PDF must contain: one reader for
 * the server's export tests and the end-to-end downloads.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResumeDocument } from '../resume/resume-document';
import { richTextLines } from '../resume/rich-text';
import { defaultSideSections } from '../resume/section-order';

export interface PdfImage {
  page: number;
  /** 'image', or 'smask' / 'mask' / 'stencil' for transparency masks. */
  type: string;
  width: number;
  height: number;
}

export interface ReadPdf {
  pages: number;
  pageSize: string;
  title: string;
  tagged: boolean;
  /** `pdfinfo -struct-text`: the structure tree below /StructTreeRoot with each element's text, empty for an untagged PDF. */
  structure: string;
  /** `pdftotext -raw`: the text in the order it is drawn (plain pdftotext mixes columns). */
  text: string;
  images: PdfImage[];
  /** Font names as pdffonts lists them (subset prefix removed), with their embedding. */
  fonts: { name: string; embedded: boolean }[];
}

const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });

function infoField(info: string, field: string): string {
  return info.match(new RegExp(`^${field}:\\s*(.*)$`, 'm'))?.[1]?.trim() ?? '';
}

/** Rows of a poppler table listing (pdfimages -list, pdffonts): below the `----` line, split on blanks. */
function tableRows(listing: string): string[][] {
  const lines = listing.split('\n');
  const rule = lines.findIndex((line) => /^-{5,}/.test(line.trim()));
  return lines
    .slice(rule + 1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/));
}

function readPdfFile(file: string): ReadPdf {
  const info = run('pdfinfo', [file]);
  const images = tableRows(run('pdfimages', ['-list', file])).map((columns) => ({
    page: Number(columns[0]),
    type: columns[2] ?? '',
    width: Number(columns[3]),
    height: Number(columns[4]),
  }));
  const fonts = tableRows(run('pdffonts', [file])).map((columns) => ({
    name: (columns[0] ?? '').replace(/^[A-Z]{6}\+/, ''),
    // name, type (may contain blanks), encoding, then emb sub uni and the object id (2 columns)
    embedded: columns.at(-5) === 'yes',
  }));
  return {
    pages: Number(infoField(info, 'Pages')),
    pageSize: infoField(info, 'Page size'),
    title: infoField(info, 'Title'),
    tagged: infoField(info, 'Tagged') === 'yes',
    structure: run('pdfinfo', ['-struct-text', file]),
    text: run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']),
    images,
    fonts,
  };
}

/** Reads a PDF file, or PDF bytes (written to a temporary file for poppler and removed again). */
export function readPdf(pdf: string | Uint8Array): ReadPdf {
  if (typeof pdf === 'string') return readPdfFile(pdf);
  const dir = mkdtempSync(path.join(tmpdir(), 'vita-pdf-'));
  try {
    const file = path.join(dir, 'resume.pdf');
    writeFileSync(file, pdf);
    return readPdfFile(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of one page (1-based), in drawing order. */
export function pageText(file: string, pageNumber: number): string {
  const n = String(pageNumber);
  return run('pdftotext', ['-raw', '-enc', 'UTF-8', '-f', n, '-l', n, file, '-']);
}

/** Renders page 1 of the PDF at 72 dpi (A4: 595 × 842 px) to `pngFile`. */
export function firstPageToPng(pdfFile: string, pngFile: string): void {
  const prefix = path.join(path.dirname(pngFile), `.${path.basename(pngFile, '.png')}-render`);
  run('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdfFile, prefix]);
  renameSync(`${prefix}.png`, pngFile);
}

/**
 * Text compared without any whitespace and hyphens: line breaks fall anywhere in a PDF, and the
 * templates hyphenate long words at line ends ("digi-" / "talen").
 */
export const squeeze = (text: string) => text.replace(/[\s\u00ad-]+/g, '');

/** Titles may be set in capitals by CSS (ß becomes SS): such texts are compared case-blind. */
export const caseBlind = (text: string) => text.toLocaleLowerCase('de').replace(/ß/g, 'ss');

/**
 * The first of `expected` that is missing from `text`, or found only before the one before it
 * (texts compared squeezed); null when all appear in this order.
 */
export function firstOutOfOrder(text: string, expected: readonly string[]): string | null {
  const haystack = squeeze(text);
  let from = 0;
  for (const item of expected) {
    const needle = squeeze(item);
    const at = haystack.indexOf(needle, from);
    if (at < 0) return item;
    from = at + needle.length;
  }
  return null;
}

/**
 * What the resume's PDF must show, from the ResumeDocument every rendering is built from: per
 * column, the texts in reading order (the name, section titles, entry titles and their
 * subtitles, every line of a description, languages, links), and the texts whose place each
 * template chooses (contact details, dates, places, grades, the signature). The columns are the
 * stored layout's, or, when none was stored, the default split of the two-column templates
 * (`defaultSideSections`). A one-column template shows both columns' sections in one; each
 * column's order still holds.
 */
export function expectedTexts(doc: ResumeDocument): { main: string[]; side: string[]; anywhere: string[] } {
  const main: string[] = [doc.personal.fullName];
  const side: string[] = [];
  const p = doc.personal;
  const anywhere: string[] = [
    p.street,
    p.postalCode,
    p.city,
    p.phone,
    p.email,
    p.birthDatePlace,
    p.maritalStatus,
    p.licence,
    p.socialLink,
  ];
  for (const section of doc.sections) {
    const inSide = doc.layoutStored
      ? section.column === 'side'
      : (defaultSideSections as readonly number[]).includes(section.id);
    const column = inSide ? side : main;
    column.push(section.title);
    switch (section.kind) {
      case 'entries':
        for (const entry of section.entries) {
          column.push(entry.title, entry.subtitle, ...richTextLines(entry.descriptionBlocks));
          anywhere.push(entry.dateRange, entry.place, entry.grade);
        }
        break;
      case 'rich':
        column.push(...richTextLines(section.blocks));
        break;
      case 'languages':
        column.push(...section.languages.map((language) => language.text));
        break;
      case 'links':
        column.push(...section.links.map((link) => link.text));
        break;
    }
  }
  if (doc.signature) anywhere.push(doc.signature.placeDate, doc.signature.text);
  const filled = (texts: string[]) => texts.filter((text) => text.trim() !== '');
  return { main: filled(main), side: filled(side), anywhere: filled(anywhere) };
}

/** Words of the two-page sample with ä, ö, ü and ß that every template prints. */
export const UMLAUT_WORDS = ['Schäfer', 'Schönhauser', 'Grünwerk', 'Weißblau', 'Universität', 'Verfügbar'];

/** The ligatures a font may substitute for ff, fi, fl, ffi, ffl, ſt and st (U+FB00 … U+FB06). */
export const LIGATURES = /[\ufb00-\ufb06]/u;
