import { EncryptedPDFError, PDFDocument } from '@cantoo/pdf-lib';
import { ATTACHMENT_MAX_PAGES } from '@vita/shared';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../http/errors';
import { sanitizedPdf } from './pdf-sanitize';

/** A4 at ~150 dpi: sharp enough to read a Zeugnis, small enough that five scans stay under 5 MB. */
export const SCAN_MAX_WIDTH = 1240;
export const SCAN_MAX_HEIGHT = 1754;
const SCAN_JPEG_QUALITY = 75;
/** A 100-megapixel scanner page passes; a decompression bomb does not. */
const MAX_INPUT_PIXELS = 100_000_000;

export const NOT_ACCEPTED =
  'Diese Datei können wir nicht als Anlage verwenden. Erlaubt sind PDF, JPEG und PNG.';
export const ENCRYPTED_PDF =
  'Das PDF ist verschlüsselt oder mit einem Kennwort geschützt. Bitte laden Sie eine ungeschützte Fassung hoch.';
export const BROKEN_PDF = 'Das PDF ist beschädigt und kann nicht gelesen werden.';
export const BROKEN_IMAGE = 'Das Bild ist beschädigt und kann nicht gelesen werden.';
export const TOO_MANY_PAGES = `Das PDF hat mehr als ${ATTACHMENT_MAX_PAGES} Seiten. Bitte teilen Sie es auf.`;
const TOO_MANY_PIXELS = 'Das Bild hat zu viele Bildpunkte (höchstens 100 Megapixel).';

export type CheckedFile = { data: Buffer; mime: 'application/pdf' | 'image/jpeg'; pages: number };

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
const PDF_MAGIC = [...Buffer.from('%PDF-')];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * An uploaded Anlage as it will be stored, decided by its bytes (never its name or declared
 * type): a PDF that opens, is not encrypted and has at most 30 pages keeps its pages but loses its
 * JavaScript, automatic actions and embedded files (pdf-sanitize.ts); a JPEG or
 * PNG is re-encoded as JPEG (EXIF gone, orientation applied, fitted into A4 at ~150 dpi).
 * Anything else is refused with a German message and nothing is stored.
 */
export async function checkAttachment(bytes: Buffer, fileName = ''): Promise<CheckedFile> {
  const kind = kindOf(bytes);
  if (kind === null) throw new HttpError(422, NOT_ACCEPTED);
  const named = NAMED_KIND[fileName.toLowerCase().match(/\.([a-z]+)$/)?.[1] ?? ''];
  if (named && named !== kind) throw new HttpError(422, misnamed(fileName, kind));
  return kind === 'pdf' ? checkPdf(bytes) : reencodeScan(bytes);
}

type Kind = 'pdf' | 'jpeg' | 'png';
const NAMED_KIND: Record<string, Kind> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };
const KIND_NAME: Record<Kind, string> = { pdf: 'ein PDF', jpeg: 'ein JPEG-Bild', png: 'ein PNG-Bild' };
/** A file whose name promises another type than its bytes hold is refused: it may be a mistake or a trick. */
const misnamed = (fileName: string, kind: Kind) =>
  `Die Datei „${fileName}“ ist in Wahrheit ${KIND_NAME[kind]}. Bitte prüfen Sie die Datei oder benennen Sie sie richtig.`;

function kindOf(bytes: Buffer): Kind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  return null;
}

async function checkPdf(bytes: Buffer): Promise<CheckedFile> {
  let pdf: PDFDocument;
  try {
    // Encryption first: an encrypted file's objects do not parse strictly, and would read as "broken".
    const encrypted = (await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true }))
      .isEncrypted;
    if (encrypted) throw new HttpError(422, ENCRYPTED_PDF);
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, error instanceof EncryptedPDFError ? ENCRYPTED_PDF : BROKEN_PDF);
  }
  let pages: number;
  let data: Buffer;
  try {
    pages = pdf.getPageCount();
    if (pages > ATTACHMENT_MAX_PAGES) throw new HttpError(422, TOO_MANY_PAGES);
    // Copying the pages is what the Mappe does too: a file whose pages cannot be copied is refused now.
    data = await sanitizedPdf(pdf);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, BROKEN_PDF);
  }
  if (pages === 0) throw new HttpError(422, BROKEN_PDF);
  return { data, mime: 'application/pdf', pages };
}

async function reencodeScan(bytes: Buffer): Promise<CheckedFile> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(422, BROKEN_IMAGE);
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw new HttpError(422, NOT_ACCEPTED);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
  // EXIF orientations 5–8 turn the picture by 90°: its upright shape decides the box.
  const turned = (meta.orientation ?? 1) >= 5;
  const landscape = turned ? (meta.height ?? 0) > (meta.width ?? 0) : (meta.width ?? 0) > (meta.height ?? 0);
  const box = landscape
    ? { width: SCAN_MAX_HEIGHT, height: SCAN_MAX_WIDTH }
    : { width: SCAN_MAX_WIDTH, height: SCAN_MAX_HEIGHT };
  try {
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: SCAN_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return { data, mime: 'image/jpeg', pages: 1 };
  } catch {
    throw new HttpError(422, BROKEN_IMAGE);
  }
}
