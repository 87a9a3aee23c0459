import { HttpError } from '../../http/errors';
import { normaliseImage, toDataUrl } from './image-normalise';

type SignatureImages = { sign: string; upload: string };

/** One data URL field through the photo's check and re-encoding; the field named in the error. */
async function normaliseField(field: keyof SignatureImages, dataUrl: string): Promise<string> {
  if (dataUrl === '') return '';
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    return toDataUrl(await normaliseImage(bytes, { transparency: 'keep', invalidStatus: 400 }));
  } catch (error) {
    if (error instanceof HttpError)
      throw new HttpError(error.statusCode, error.message, { [field]: error.message });
    throw error;
  }
}

/**
 * The drawn (`sign`) and uploaded (`upload`) signature images, checked by content and re-encoded
 * like the photo: no EXIF or GPS data is kept, no HTML or SVG labelled PNG is stored, and no
 * picture of more pixels than a camera makes reaches the PDF pool. A transparent drawing stays PNG.
 */
export async function normaliseSignatureImages<T extends SignatureImages>(record: T): Promise<T> {
  const [sign, upload] = await Promise.all([
    normaliseField('sign', record.sign),
    normaliseField('upload', record.upload),
  ]);
  return { ...record, sign, upload };
}
