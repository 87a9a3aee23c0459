import type { ImportDraft } from '@vita/shared';
import { withoutMarks } from './columns';
import { docxLines } from './docx-text';
import { importLinkedIn } from './linkedin-import';
import { parseCvLines } from './parse-cv-text';
import { pdfLines } from './pdf-text';

export type Imported = { draft: ImportDraft; warnings: string[] };
/**
 * The files read in a worker thread: heavy to read (pdf.js, mammoth), or unpacked from a ZIP
 * whose headers may lie about what it unpacks to.
 */
export type DocumentKind = 'pdf' | 'docx' | 'linkedin';

const fromLines = (lines: string[]): Imported => {
  const { parts, confidence, warnings, notTaken } = parseCvLines(lines);
  return {
    draft: { parts, confidence, not_taken: notTaken, source_text: withoutMarks(lines).join('\n') },
    warnings,
  };
};

/** A PDF or Word CV read into a draft (its text lines, then the German CV rules), or LinkedIn's export. */
export async function readDocument(kind: DocumentKind, data: Buffer): Promise<Imported> {
  if (kind === 'linkedin') {
    const { parts, confidence, warnings, sourceText } = importLinkedIn(data);
    return { draft: { parts, confidence, not_taken: [], source_text: sourceText }, warnings };
  }
  return fromLines(kind === 'pdf' ? await pdfLines(data) : await docxLines(data));
}
