import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { ResumeRow } from './resume-access';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
export const NOT_AN_IMAGE = 'Die Datei ist kein Bild. Erlaubt sind JPEG, PNG, GIF und WebP.';
/** Large enough for a sharp print photo at 4:3, small enough to keep PDFs light. */
const MAX_EDGE = 1200;

/**
 * Checks the bytes (not the name or the declared type), re-encodes to JPEG and so drops EXIF and
 * GPS data (DESIGN.md §1, deviation 8). Orientation from EXIF is applied before it is dropped.
 */
export async function normalisePhoto(
  input: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(415, NOT_AN_IMAGE);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(415, 'Das Bild ist beschädigt oder kann nicht gelesen werden.');
  }
}

export const toDataUrl = (data: Buffer) => `data:image/jpeg;base64,${data.toString('base64')}`;

export type NormalisedPhoto = Awaited<ReturnType<typeof normalisePhoto>>;

/** `photo` from `normalisePhoto`, checked before the resume is created. */
export async function savePhoto(db: Db, resume: ResumeRow, photo: NormalisedPhoto): Promise<string> {
  const values = { resumeId: resume.id, mime: 'image/jpeg', ...photo };
  await db
    .insert(photos)
    .values(values)
    .onConflictDoUpdate({ target: photos.resumeId, set: { ...photo, updatedAt: sql`now()` } });
  return toDataUrl(photo.data);
}

export async function getPhoto(db: Db, resume: ResumeRow): Promise<string | null> {
  const [row] = await db.select().from(photos).where(eq(photos.resumeId, resume.id));
  return row ? toDataUrl(row.data) : null;
}

export async function deletePhoto(db: Db, resume: ResumeRow): Promise<void> {
  await db.delete(photos).where(eq(photos.resumeId, resume.id));
}
