import { fromJsonResume, JsonResumeError } from '../portability/json-resume-import';
import { ImportError } from './import-errors';
import type { ParsePool } from './parse-pool';
import { type Imported, readDocument } from './read-document';

export type FileKind = 'pdf' | 'docx' | 'linkedin' | 'json';
export type { Imported };

type Importer = (data: Buffer) => Promise<Imported>;

/** One reader per kind of file; JSON Resume is converted by the portability module. */
export const IMPORTERS: Record<FileKind, Importer> = {
  pdf: (data) => readDocument('pdf', data),
  docx: (data) => readDocument('docx', data),
  linkedin: (data) => readDocument('linkedin', data),
  json: async (data) => {
    const text = data.toString('utf8').replace(/^\uFEFF/, '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw ImportError.brokenJson();
    }
    try {
      return {
        draft: { parts: fromJsonResume(parsed), confidence: {}, not_taken: [], source_text: text },
        warnings: [],
      };
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

/** Reads an uploaded file; with a pool, PDF, Word and ZIP files are read in its worker threads. */
export async function importFile(fileName: string, data: Buffer, pool?: ParsePool): Promise<Imported> {
  const kind = fileKind(fileName, data);
  if (kind === null) throw ImportError.unsupported();
  if (pool && kind !== 'json') return pool.read(kind, data);
  return IMPORTERS[kind](data);
}
