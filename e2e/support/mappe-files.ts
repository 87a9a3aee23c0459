/**
 * Anlagen as a user uploads them, made in the test (no fixture files): a 2-page Arbeitszeugnis PDF
 * whose text poppler reads back, and a JPEG scan as a phone camera gives it.
 */
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';

/** A 2-page Arbeitszeugnis with text poppler can read back (umlauts in WinAnsi). */
export async function zeugnisPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    const sheet = doc.addPage([595.28, 841.89]);
    sheet.drawText(`Arbeitszeugnis Müller GmbH – Seite ${n}`, { x: 60, y: 760, size: 16, font });
  }
  return Buffer.from(await doc.save());
}

/** A grey A4-ish scan, as a phone camera would give it. */
export const scanJpeg = () =>
  sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#e8e4da' } })
    .jpeg({ quality: 80 })
    .toBuffer();
