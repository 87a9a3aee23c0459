import sharp from 'sharp';

/** Still readable on screen and printed at A4 (~110 dpi), at about a third of the stored scan's bytes. */
const WIDTH = 900;
const QUALITY = 55;

/** A stored scan (JPEG, at most ~150 dpi) made smaller for an e-mail; a smaller result only. */
export async function compressedScan(jpeg: Buffer): Promise<Buffer> {
  const smaller = await sharp(jpeg)
    .resize({ width: WIDTH, withoutEnlargement: true })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
  return smaller.length < jpeg.length ? smaller : jpeg;
}
