/** The cropped part of an image as react-easy-crop reports it, in pixels of the rotated image. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The longest edge of the exported photo: sharp enough for print, light enough to upload. */
export const MAX_PHOTO_EDGE = 1200;
export const PHOTO_JPEG_QUALITY = 0.9;

/** Width and height of the box that holds an image rotated by `degrees`. */
export function rotatedSize(
  width: number,
  height: number,
  degrees: number,
): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: Math.round(width * cos + height * sin), height: Math.round(width * sin + height * cos) };
}

/** The output size: the crop's own size, scaled down so the longer edge is at most `maxEdge`. */
export function outputSize(area: PixelArea, maxEdge = MAX_PHOTO_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(area.width, area.height));
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  return [canvas, context];
}

/**
 * Draws the image rotated, cuts out `area` and encodes it as JPEG (01 §5: export JPEG). Transparent
 * parts become white, as JPEG has no transparency.
 */
export async function cropToJpeg(src: string, area: PixelArea, rotation: number): Promise<Blob> {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const [rotated, rotatedContext] = canvasOf(box.width, box.height);
  rotatedContext.translate(box.width / 2, box.height / 2);
  rotatedContext.rotate((rotation * Math.PI) / 180);
  rotatedContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const size = outputSize(area);
  const [output, context] = canvasOf(size.width, size.height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);

  return new Promise((resolve, reject) => {
    output.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encode'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    );
  });
}
