import type { ImportDraft } from '@vita/shared';
import { fromJsonResume, JsonResumeError } from '../portability/json-resume-import';
import { withoutMarks } from './columns';
import { docxLines } from './docx-text';
import { ImportError } from './import-errors';
import { importLinkedIn } from './linkedin-import';
import { parseCvLines } from './parse-cv-text';
import { pdfLines } from './pdf-text';

export type FileKind = 'pdf' | 'docx' | 'linkedin' | 'json';
export type Imported = { draft: ImportDraft; warnings: string[] };
type Importer = (data: Buffer) => Promise<Imported>;

const fromLines = (lines: string[]): Imported => {
  const { parts, confidence, warnings } = parseCvLines(lines);
  return { draft: { parts, confidence, source_text: withoutMarks(lines).join('\n') }, warnings };
};

/** One reader per kind of file; JSON Resume is converted by the portability module. */
export const IMPORTERS: Record<FileKind, Importer> = {
  pdf: async (data) => fromLines(await pdfLines(data)),
  docx: async (data) => fromLines(await docxLines(data)),
  linkedin: async (data) => {
    const { parts, confidence, warnings, sourceText } = importLinkedIn(data);
    return { draft: { parts, confidence, source_text: sourceText }, warnings };
  },
  json: async (data) => {
    const text = data.toString('utf8').replace(/^\uFEFF/, '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw ImportError.brokenJson();
    }
    try {
      return { draft: { parts: fromJsonResume(parsed), confidence: {}, source_text: text }, warnings: [] };
    } catch (error) {
      if (error instanceof JsonResumeError) throw ImportError.invalidJsonResume(error.message);
      throw error;
    }
  },
};

const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

/**
 * The kind by content, not by name (a renamed file is read as what it is); the name only tells a
 * Word file from another ZIP when its parts list cannot be seen.
 */
export function fileKind(fileName: string, data: Buffer): FileKind | null {
  const head = data.subarray(0, 1024).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  if (isZip(data)) {
    const wordPart = data.includes('word/document.xml', 0, 'latin1');
    return wordPart || /\.docx$/i.test(fileName) ? 'docx' : 'linkedin';
  }
  if (/^\uFEFF?\s*[{[]/.test(data.subarray(0, 64).toString('utf8'))) return 'json';
  if (/\.pdf$/i.test(fileName)) return 'pdf';
  return null;
}

export async function importFile(fileName: string, data: Buffer): Promise<Imported> {
  const kind = fileKind(fileName, data);
  if (kind === null) throw ImportError.unsupported();
  return IMPORTERS[kind](data);
}
