import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { postMultipart } from '../../test/multipart';

/** POST /attachments as the web app sends it: text fields, then the file in `file`. */
export async function uploadAttachment(
  app: FastifyInstance,
  fields: Record<string, string>,
  file: Buffer,
  fileName: string,
  headers: Record<string, string> = {},
) {
  return postMultipart(app, '/attachments', fields, { field: 'file', fileName, data: file }, headers);
}

/** A PDF with one line of text per page ("<label> Seite n"), e.g. a two-page Arbeitszeugnis. */
export async function textPdf(
  label: string,
  pages: number,
  options: { padBytes?: number } = {},
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    pdf.addPage([595.28, 841.89]).drawText(`${label} Seite ${n}`, { x: 72, y: 760, size: 14, font });
  }
  // Random bytes do not compress: a large file without many pages (the quota tests).
  if (options.padBytes)
    await pdf.attach(randomBytes(options.padBytes), 'pad.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

/**
 * A scanned A4 page at 300 dpi as a scanner writes it: paper with grain, lines of "text" and a
 * shadow towards the bottom. `sigma` sets the grain; the default gives a JPEG of about 2 MB.
 */
export async function scanJpeg(options: { sigma?: number } = {}): Promise<Buffer> {
  const width = 2480;
  const height = 3508;
  const lines = Array.from(
    { length: 30 },
    (_, i) => `<rect x="250" y="${450 + i * 90}" width="1980" height="28"/>`,
  );
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/>' +
      '<stop offset="1" stop-opacity="0.12"/></linearGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#g)"/><g fill="#222">${lines.join('')}</g></svg>`,
  );
  const paper = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 232, sigma: options.sigma ?? 9 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(paper, { raw: { width, height, channels: 3 } })
    .composite([{ input: overlay }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Any call under /api/v1, with an optional login token (the tracker tests' request). */
export { request as api } from '../applications-tracker/tracker.test-support';
