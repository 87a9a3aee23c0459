import { randomBytes } from 'node:crypto';
import { type ResumeListItem, untranslatedFields } from '@vita/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customSections, extraSections, photos, resumeMeta, resumes } from '../../db/schema';
import { copyName } from './duplicate-name';
import { type Caller, lockResume, type ResumeRow, resumeForRead } from './resume-access';

/** A new 128-bit resume token, in the shape the browser makes them (32 hex characters). */
const newResumeToken = () => randomBytes(16).toString('hex');

async function namesTaken(db: Db, resume: ResumeRow): Promise<Set<string>> {
  if (resume.ownerId === null) return new Set();
  const rows = await db
    .select({ name: resumes.name })
    .from(resumes)
    .where(eq(resumes.ownerId, resume.ownerId));
  return new Set(rows.map((row) => row.name));
}

/**
 * The browser's snapshot of the copy: its own token and name, and the ids of its own extra and
 * custom sections, so the copy reopened elsewhere never edits the original's sections.
 */
function copySnapshot(
  snapshot: unknown,
  copy: { token: string; name: string },
  ids: ReadonlyMap<number, number>,
): Record<string, string> | null {
  if (snapshot === null || typeof snapshot !== 'object') return null;
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(snapshot as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    result[key] = /^(extra_section_|custom_section_)/.test(key) ? withNewId(value, ids) : value;
  }
  result.resume_token = copy.token;
  if ('resume_name' in result) result.resume_name = copy.name;
  return result;
}

function withNewId(raw: string, ids: ReadonlyMap<number, number>): string {
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object' || !('id' in value) || typeof value.id !== 'number')
      return raw;
    const id = ids.get(value.id);
    return id === undefined ? raw : JSON.stringify({ ...value, id });
  } catch {
    return raw;
  }
}

/**
 * Copies a resume the caller may read — its row, every meta, extra and custom section and the
 * photo — in one transaction, under a new token and name, owned by the same account. The copy
 * shares nothing with the original: every row is new.
 */
export async function duplicateResume(db: Db, token: string, caller: Caller): Promise<ResumeListItem> {
  const found = await resumeForRead(db, token, caller);
  return db.transaction(async (tx) => {
    // Held until the copy is written: no save to the original's own columns slips in between.
    const original = await lockResume(tx, found.id);
    const name = copyName(original.name, await namesTaken(tx, original));
    const {
      id: _id,
      token: _token,
      createdAt: _created,
      updatedAt: _updated,
      snapshot: _snapshot,
      ...columns
    } = original;
    const [copy] = await tx
      .insert(resumes)
      .values({ ...columns, token: newResumeToken(), name })
      .returning();
    if (!copy) throw new Error('insert returned no row');

    const meta = await tx.select().from(resumeMeta).where(eq(resumeMeta.resumeId, original.id));
    if (meta.length > 0) {
      await tx
        .insert(resumeMeta)
        .values(meta.map((row) => ({ resumeId: copy.id, metaKey: row.metaKey, metaValue: row.metaValue })));
    }
    const ids = new Map<number, number>();
    const extras = await tx.select().from(extraSections).where(eq(extraSections.resumeId, original.id));
    for (const row of extras) {
      const [inserted] = await tx
        .insert(extraSections)
        .values({ resumeId: copy.id, metaSubKey: row.metaSubKey, metaValue: row.metaValue })
        .returning({ id: extraSections.id });
      if (inserted) ids.set(row.id, inserted.id);
    }
    // One by one, oldest first: custom section one stays one, two stays two (ordered by id).
    const custom = await tx
      .select()
      .from(customSections)
      .where(eq(customSections.resumeId, original.id))
      .orderBy(asc(customSections.id));
    for (const row of custom) {
      const [inserted] = await tx
        .insert(customSections)
        .values({ resumeId: copy.id, title: row.title, description: row.description })
        .returning({ id: customSections.id });
      if (inserted) ids.set(row.id, inserted.id);
    }
    const [photo] = await tx.select().from(photos).where(eq(photos.resumeId, original.id));
    if (photo) await tx.insert(photos).values({ ...photo, resumeId: copy.id });

    const snapshot = copySnapshot(original.snapshot, { token: copy.token, name }, ids);
    if (snapshot !== null) await tx.update(resumes).set({ snapshot }).where(eq(resumes.id, copy.id));
    return {
      resume_name: copy.name,
      resume_token: copy.token,
      resume_strength: copy.strength,
      resume_details: [
        { created_at: copy.createdAt.toISOString(), updated_at: copy.updatedAt.toISOString() },
      ],
      ...(copy.documentLanguage === 'en' ? { document_language: 'en' as const } : {}),
      untranslated_count: untranslatedFields(copy.untranslated).length,
    };
  });
}
