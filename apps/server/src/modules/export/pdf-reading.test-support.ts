import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSideSections, type ResumeDocument, richTextLines } from '@vita/shared';

/** A PDF read back with poppler-utils (installed here and by .ci/run). */
export type ReadPdf = {
  /** `pdftotext -raw`: the text in the order it is drawn (plain pdftotext mixes columns). */
  text: string;
  pages: number;
  tagged: boolean;
  /** `pdfinfo -struct`: the structure tree below /StructTreeRoot, empty for an untagged PDF. */
  structure: string;
  pageSize: string;
  title: string;
  fonts: { name: string; embedded: boolean }[];
};

function infoField(info: string, field: string): string {
  return info.match(new RegExp(`^${field}:\\s*(.*)$`, 'm'))?.[1]?.trim() ?? '';
}

export function readPdf(pdf: Buffer): ReadPdf {
  const dir = mkdtempSync(path.join(tmpdir(), 'vita-pdf-'));
  try {
    const file = path.join(dir, 'resume.pdf');
    writeFileSync(file, pdf);
    const run = (tool: string, ...args: string[]) =>
      execFileSync(tool, [...args, file], { encoding: 'utf8' });
    const info = run('pdfinfo');
    const fonts = run('pdffonts')
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        // name, type (may contain spaces), encoding, then emb sub uni and the object id
        const columns = line.trim().split(/\s+/);
        return { name: columns[0] ?? '', embedded: columns.at(-5) === 'yes' };
      });
    return {
      text: execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
      pages: Number(infoField(info, 'Pages')),
      tagged: infoField(info, 'Tagged') === 'yes',
      structure: run('pdfinfo', '-struct'),
      pageSize: infoField(info, 'Page size'),
      title: infoField(info, 'Title'),
      fonts,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Text compared without any whitespace and hyphens: line breaks fall anywhere in a PDF, and the
 * templates hyphenate long words at line ends ("digi-" / "talen").
 */
export const squeeze = (text: string) => text.replace(/[\s\u00ad-]+/g, '');

/** The first of `expected` (in order) that is missing from `text` or appears before the one before it. */
export function firstOutOfOrder(text: string, expected: readonly string[]): string | null {
  const haystack = squeeze(text);
  let from = 0;
  for (const item of expected) {
    const at = haystack.indexOf(squeeze(item), from);
    if (at < 0) return item;
    from = at + squeeze(item).length;
  }
  return null;
}

/**
 * What a resume's PDF must show: per column, the texts in reading order (section titles, entry
 * titles and employers, every description line, languages, links), and the texts whose place a
 * template chooses (dates, contact details, signature). Two-column templates put the side
 * sections (`defaultSideSections`) in their own column; a one-column template keeps both orders.
 */
export function expectedTexts(doc: ResumeDocument): { main: string[]; side: string[]; anywhere: string[] } {
  const main: string[] = [doc.personal.fullName];
  const side: string[] = [];
  const anywhere: string[] = [];
  const p = doc.personal;
  anywhere.push(
    p.street,
    p.postalCode,
    p.city,
    p.phone,
    p.email,
    p.birthDatePlace,
    p.maritalStatus,
    p.licence,
    p.socialLink,
  );
  for (const section of doc.sections) {
    const column = (defaultSideSections as readonly number[]).includes(section.id) ? side : main;
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

/** Titles may be set in capitals by CSS (ß becomes SS): compare those case-blind. */
export const caseBlind = (text: string) => text.toLocaleLowerCase('de').replace(/ß/g, 'ss');
