import { ZEUGNIS_LIMITS, type ZeugnisAnalysis, type ZeugnisLang } from '@vita/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { loadAttachmentFiles } from '../attachments/attachments.service';
import { ImportError } from '../import/import-errors';
import { fileKind } from '../import/importers';
import type { ParsePool } from '../import/parse-pool';
import { type Caller, resumeForRead } from '../resume/resume-access';
import { analyzeZeugnis } from './rules/analyze';
import { ZeugnisError } from './zeugnis-errors';

const isImage = (data: Buffer) =>
  (data[0] === 0xff && data[1] === 0xd8) ||
  data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));

/**
 * The text of an uploaded PDF or Word file, read by the import's worker pool (off the request
 * thread, with its time limit). A scan has no text to read: the user is asked to paste it.
 */
export async function readZeugnisFile(pool: ParsePool, fileName: string, data: Buffer): Promise<string> {
  if (isImage(data)) throw ZeugnisError.image();
  const kind = fileKind(fileName, data);
  if (kind !== 'pdf' && kind !== 'docx') throw ZeugnisError.unsupported();
  try {
    const { draft } = await pool.read(kind, data);
    const text = draft.source_text.trim();
    if (text.length < 40) throw ZeugnisError.noText();
    return text;
  } catch (error) {
    if (error instanceof HttpError && error.message === ImportError.scannedPdf().message)
      throw ZeugnisError.noText();
    throw error;
  }
}

/** The text of an Anlage of the caller's resume; an image Anlage has none to read. */
export async function readAttachmentText(
  db: Db,
  pool: ParsePool,
  input: { resumeToken: string; attachmentId: number; caller: Caller },
): Promise<string> {
  const resume = await resumeForRead(db, input.resumeToken, input.caller);
  const [attachment] = await loadAttachmentFiles(db, resume, [input.attachmentId]);
  if (!attachment) throw ZeugnisError.notFound();
  if (attachment.mime !== 'application/pdf') throw ZeugnisError.image();
  return readZeugnisFile(pool, `${attachment.title}.pdf`, Buffer.from(attachment.data));
}

/** Analyses a text read from a file: the same limit as for a pasted one. Nothing is stored. */
export function analyzeText(text: string, lang: ZeugnisLang): ZeugnisAnalysis {
  if (text.length > ZEUGNIS_LIMITS.maxChars) throw ZeugnisError.tooLong();
  return analyzeZeugnis(text, lang);
}
