import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../../http/errors';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** Large enough for a sharp print at 4:3 (photo) or across the page (signature), small enough for light PDFs. */
export const MAX_EDGE = 1200;
/** A 40-megapixel camera picture passes; a decompression bomb (20000 × 20000 and up) does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_OUTPUT_BYTES = 2 * 1024 * 1024;

export const NOT_AN_IMAGE = 'Die Datei ist kein Bild. Erlaubt sind JPEG, PNG, GIF und WebP.';
export const TOO_MANY_PIXELS = 'Das Bild ist zu groß (höchstens 40 Megapixel). Bitte verkleinern Sie es.';
const TOO_LARGE = 'Das Bild ist auch verkleinert noch größer als 2 MB. Bitte wählen Sie ein kleineres Bild.';
const BROKEN = 'Das Bild ist beschädigt oder kann nicht gelesen werden.';

export type NormalisedImage = {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
};

/**
 * The one way an uploaded image gets in (photo and signature, DESIGN.md §1 deviation 8): the
 * bytes decide (not the name or the declared type), the pixel count is read from the header and
 * a bomb refused before anything decodes it, and the image is re-encoded, which drops EXIF and GPS
 * data (orientation applied first), at most MAX_EDGE on the long side.
 *
 * `transparency: 'keep'` (signatures): an image with alpha becomes PNG and stays transparent,
 * others JPEG. `'white'` (photos): always JPEG on white.
 * `invalidStatus`: 415 for a file upload, 400 for an image inside a JSON field.
 */
export async function normaliseImage(
  input: Buffer,
  options: { transparency: 'keep' | 'white'; invalidStatus: 400 | 415 },
): Promise<NormalisedImage> {
  let meta: Metadata;
  try {
    // The header only: nothing is decoded yet, so the pixel count can be checked below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(options.invalidStatus, NOT_AN_IMAGE);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw new HttpError(options.invalidStatus, NOT_AN_IMAGE);
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpError(413, TOO_MANY_PIXELS);
  }
  const png = options.transparency === 'keep' && meta.hasAlpha === true;
  let result: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    result = await (png
      ? image.png({ compressionLevel: 9 })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(options.invalidStatus, BROKEN);
  }
  if (result.data.length > MAX_OUTPUT_BYTES) throw new HttpError(413, TOO_LARGE);
  const { width, height } = result.info;
  return { data: result.data, mime: png ? 'image/png' : 'image/jpeg', width, height };
}

export const toDataUrl = (image: { data: Buffer; mime: string }) =>
  `data:${image.mime};base64,${image.data.toString('base64')}`;
