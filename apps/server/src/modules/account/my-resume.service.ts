import { type RenameResumeRequest, type ResumeListItem, untranslatedFields } from '@vita/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { RESUME_NOT_FOUND } from '../resume/resume-access';

type ResumeRow = typeof resumes.$inferSelect;

export const toResumeListItem = (row: ResumeRow): ResumeListItem => ({
  resume_name: row.name,
  resume_token: row.token,
  resume_strength: row.strength,
  resume_details: [{ created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() }],
  document_language:
    row.documentLanguage === 'en' || row.documentLanguage === 'de' ? row.documentLanguage : null,
  untranslated_count: untranslatedFields(row.untranslated).length,
});

/** The browser's snapshot keeps the name too (key resume_name): reopened, it must not bring the old one back. */
function renamedSnapshot(snapshot: unknown, name: string): unknown {
  if (snapshot === null || typeof snapshot !== 'object' || !('resume_name' in snapshot)) return snapshot;
  return { ...snapshot, resume_name: name };
}

/**
 * "Umbenennen": only the owner renames; another account's or an unknown token is the same 404,
 * so the call tells nothing about resumes that are not the caller's.
 */
export async function renameResume(
  db: Db,
  userId: number,
  input: RenameResumeRequest,
): Promise<ResumeListItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(resumes)
      .where(and(eq(resumes.token, input.resume_token), eq(resumes.ownerId, userId)))
      .for('no key update');
    if (!row) throw notFound(RESUME_NOT_FOUND);
    const [renamed] = await tx
      .update(resumes)
      .set({
        name: input.resume_name,
        snapshot: renamedSnapshot(row.snapshot, input.resume_name),
        updatedAt: sql`now()`,
      })
      .where(eq(resumes.id, row.id))
      .returning();
    if (!renamed) throw notFound(RESUME_NOT_FOUND);
    return toResumeListItem(renamed);
  });
}

/** "Löschen": the owner's resume and, by the foreign keys' cascade, everything that belongs to it. */
export async function deleteResume(db: Db, userId: number, token: string): Promise<void> {
  const deleted = await db
    .delete(resumes)
    .where(and(eq(resumes.token, token), eq(resumes.ownerId, userId)))
    .returning({ id: resumes.id });
  if (deleted.length === 0) throw notFound(RESUME_NOT_FOUND);
}
