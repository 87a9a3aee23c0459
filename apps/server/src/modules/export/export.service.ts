import {
  buildResumeDocument,
  EXPORT_FORMAT,
  type ExportFormat,
  FREE_EXPORT_FORMATS,
  type ResumeLocale,
  toPlainText,
} from '@vita/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { exportPortable, isPortableFormat } from '../portability/portable-export';
import { type Caller, resumeForRead } from '../resume/resume-access';
import { loadStoredParts } from '../resume/resume-parts';
import { exportBaseName } from './content-disposition';
import type { DownloadPolicy } from './download-policy';
import { type PdfRenderer, PdfUnavailableError, PoolBusyError, RenderTimeoutError } from './pdf-pool';

export type ExportDeps = { db: Db; pdf: PdfRenderer; mayDownload: DownloadPolicy };

export type ExportInput = {
  resume_token: string;
  format: ExportFormat;
  resume_name?: string | undefined;
  locale?: ResumeLocale | undefined;
};

export type ExportFile = {
  body: Buffer | string;
  contentType: string;
  fileName: string;
  /** PDF only: the pages of the pagination, the same as the preview's. */
  pages: number | null;
};

export const PDF_UNAVAILABLE =
  'Die PDF-Erstellung ist auf diesem Server gerade nicht verfügbar. Bitte nutzen Sie den Druckdialog ' +
  'Ihres Browsers und wählen Sie dort „Als PDF speichern“.';
export const PDF_BUSY =
  'Gerade werden sehr viele PDF-Dateien erstellt. Bitte versuchen Sie es in einem Moment noch einmal.';
export const pdfTimeoutMessage = (timeoutMs: number) =>
  `Die PDF-Erstellung hat länger als ${Math.round(timeoutMs / 1000)} Sekunden gedauert und wurde ` +
  'abgebrochen. Bitte versuchen Sie es noch einmal.';

/**
 * A resume as a file (02 §2.5): built from what the server holds, in the resume's template (PDF)
 * or as plain text (TXT). Readable resumes only (owner's login for owned ones), then the download
 * policy.
 */
export async function exportResume(
  deps: ExportDeps,
  input: ExportInput,
  caller: Caller,
  renderTimeoutMs: number,
): Promise<ExportFile> {
  const resume = await resumeForRead(deps.db, input.resume_token, caller);
  if (!FREE_EXPORT_FORMATS.includes(input.format)) await deps.mayDownload(caller, resume);
  const parts = await loadStoredParts(deps.db, resume);
  const doc = buildResumeDocument(parts, { locale: input.locale ?? 'de' });
  const baseName = exportBaseName(input.resume_name, doc.personal);
  if (isPortableFormat(input.format)) return exportPortable(input.format, parts, doc, baseName);
  if (input.format === EXPORT_FORMAT.txt) {
    return {
      body: toPlainText(doc),
      contentType: 'text/plain; charset=utf-8',
      fileName: `${baseName}.txt`,
      pages: null,
    };
  }
  if (!deps.pdf.available()) throw new HttpError(503, PDF_UNAVAILABLE);
  try {
    const { pdf, pages } = await deps.pdf.render(doc);
    return { body: pdf, contentType: 'application/pdf', fileName: `${baseName}.pdf`, pages };
  } catch (error) {
    if (error instanceof RenderTimeoutError) throw new HttpError(503, pdfTimeoutMessage(renderTimeoutMs));
    if (error instanceof PoolBusyError) throw new HttpError(503, PDF_BUSY);
    if (error instanceof PdfUnavailableError) throw new HttpError(503, PDF_UNAVAILABLE);
    throw error;
  }
}
