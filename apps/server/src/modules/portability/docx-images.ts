import { ImageRun } from 'docx';
import sharp from 'sharp';

type WordImageType = 'jpg' | 'png' | 'gif';
const WORD_TYPES: Record<string, WordImageType> = { jpeg: 'jpg', jpg: 'jpg', png: 'png', gif: 'gif' };

/**
 * An image data URL as an inline Word picture of the given width in pixels (96 dpi), its height
 * from the image's own proportions. Formats Word cannot show (WebP) are converted to PNG.
 * Null when the data URL holds no readable image, so a broken picture never breaks the file.
 */
export async function wordImage(dataUrl: string, widthPx: number, name: string): Promise<ImageRun | null> {
  const match = /^data:image\/([a-z]+);base64,(.+)$/s.exec(dataUrl.trim());
  if (!match?.[1] || !match[2]) return null;
  try {
    let data = Buffer.from(match[2], 'base64');
    const meta = await sharp(data).metadata();
    let type = WORD_TYPES[match[1]];
    if (type === undefined) {
      data = await sharp(data).png().toBuffer();
      type = 'png';
    }
    if (!meta.width || !meta.height) return null;
    const height = Math.round((widthPx * meta.height) / meta.width);
    return new ImageRun({
      type,
      data,
      transformation: { width: widthPx, height },
      altText: { name, title: name, description: name },
    });
  } catch {
    return null;
  }
}
