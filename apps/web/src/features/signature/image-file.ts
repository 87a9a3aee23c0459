/**
 * The uploaded signature picture (02 §5: .png, .gif, .jpg): checked by its content, scaled down
 * and re-encoded as a PNG data URL through a canvas. Re-encoding drops everything but the pixels
 * (EXIF, GPS, comments) and yields the one format the record needs.
 */

export type ImageKind = 'png' | 'gif' | 'jpeg';
export type ImageError = 'type' | 'fileTooLarge' | 'unreadable' | 'tooLarge';

/** What the file picker offers (names and types; the content is checked below). */
export const ACCEPT = '.png,.gif,.jpg,.jpeg,image/png,image/gif,image/jpeg';
/** DESIGN.md deviation 8: uploads are capped at 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The record's limit for the data URL (signatureSchema). */
export const MAX_DATA_URL_LENGTH = 2_000_000;
/** Six times the largest shown width (140 px): sharp in print, small in storage. */
export const MAX_PIXELS = { width: 840, height: 420 } as const;

const MIME: Record<ImageKind, string> = { png: 'image/png', gif: 'image/gif', jpeg: 'image/jpeg' };

/** The format by the file's first bytes; null for anything that is not PNG, GIF or JPEG. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  return null;
}

/** The size that fits in `box` with the same proportions, never enlarged, at least 1 px. */
export function fitWithin(
  width: number,
  height: number,
  box: { width: number; height: number } = MAX_PIXELS,
): { width: number; height: number } {
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type ReadResult = { ok: true; dataUrl: string } | { ok: false; error: ImageError };

/** Draws a picture into a canvas of the given size and returns it as a PNG data URL. */
export type Encode = (image: CanvasImageSource, width: number, height: number) => string;

const encodeWithCanvas: Encode = (image, width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/png');
};

function loadImage(blob: Blob, kind: ImageKind): Promise<HTMLImageElement> {
  // The sniffed type, not the file's claim, tells the browser how to decode it.
  const url = URL.createObjectURL(new Blob([blob], { type: MIME[kind] }));
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * Reads a chosen file into the PNG data URL the record stores. A picture whose PNG would exceed
 * 2 MB is scaled down further (a photo of a signature on paper compresses badly) before giving up.
 */
export async function readSignatureImage(
  file: Blob,
  options: { encode?: Encode; load?: typeof loadImage } = {},
): Promise<ReadResult> {
  const { encode = encodeWithCanvas, load = loadImage } = options;
  if (file.size > MAX_FILE_BYTES) return { ok: false, error: 'fileTooLarge' };
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const kind = sniffImageKind(head);
  if (kind === null) return { ok: false, error: 'type' };
  let image: HTMLImageElement;
  try {
    image = await load(file, kind);
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  let size = fitWithin(image.naturalWidth || image.width, image.naturalHeight || image.height);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    let dataUrl: string;
    try {
      dataUrl = encode(image, size.width, size.height);
    } catch {
      return { ok: false, error: 'unreadable' };
    }
    if (!dataUrl.startsWith('data:image/png;base64,')) return { ok: false, error: 'unreadable' };
    if (dataUrl.length <= MAX_DATA_URL_LENGTH) return { ok: true, dataUrl };
    size = fitWithin(size.width, size.height, { width: size.width * 0.7, height: size.height * 0.7 });
  }
  return { ok: false, error: 'tooLarge' };
}
