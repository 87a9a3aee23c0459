import type { ImportDraft } from '@vita/shared';
import { withoutMarks } from './columns';
import { docxLines } from './docx-text';
import { parseCvLines } from './parse-cv-text';
import { pdfLines } from './pdf-text';

export type Imported = { draft: ImportDraft; warnings: string[] };
/** The documents whose reading is heavy enough to run in a worker thread. */
export type DocumentKind = 'pdf' | 'docx';

const fromLines = (lines: string[]): Imported => {
  const { parts, confidence, warnings } = parseCvLines(lines);
  return { draft: { parts, confidence, source_text: withoutMarks(lines).join('\n') }, warnings };
};

/** A PDF or Word CV read into a draft: its text lines, then the German CV rules. */
export async function readDocument(kind: DocumentKind, data: Buffer): Promise<Imported> {
  return fromLines(kind === 'pdf' ? await pdfLines(data) : await docxLines(data));
}
