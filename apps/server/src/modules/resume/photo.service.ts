import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema';
import { normaliseImage, toDataUrl } from './image-normalise';
import type { ResumeRow } from './resume-access';

/** Photos are always JPEG on white: smaller than PNG, and templates crop them anyway. */
export async function normalisePhoto(
  input: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, width, height } = await normaliseImage(input, { transparency: 'white', invalidStatus: 415 });
  return { data, width, height };
}

const jpegDataUrl = (data: Buffer) => toDataUrl({ data, mime: 'image/jpeg' });

export type NormalisedPhoto = Awaited<ReturnType<typeof normalisePhoto>>;

/** `photo` from `normalisePhoto`, checked before the resume is created. */
export async function savePhoto(db: Db, resume: ResumeRow, photo: NormalisedPhoto): Promise<string> {
  const values = { resumeId: resume.id, mime: 'image/jpeg', ...photo };
  await db
    .insert(photos)
    .values(values)
    .onConflictDoUpdate({ target: photos.resumeId, set: { ...photo, updatedAt: sql`now()` } });
  return jpegDataUrl(photo.data);
}

/**
 * The photo as a data URL. The database encodes it: reading the bytes and encoding them here took
 * three times as long (bytea arrives as hex text), and every PDF export reads the photo.
 */
export async function getPhoto(db: Db, resume: ResumeRow): Promise<string | null> {
  const [row] = await db
    .select({ base64: sql<string>`translate(encode(${photos.data}, 'base64'), E'\n', '')` })
    .from(photos)
    .where(eq(photos.resumeId, resume.id));
  return row ? `data:image/jpeg;base64,${row.base64}` : null;
}

export async function deletePhoto(db: Db, resume: ResumeRow): Promise<void> {
  await db.delete(photos).where(eq(photos.resumeId, resume.id));
}
