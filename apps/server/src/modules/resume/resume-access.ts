import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { resumes } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';

export type ResumeRow = typeof resumes.$inferSelect;

/** Who is calling: the user id from a valid login token, or null for an anonymous visitor. */
export type Caller = { userId: number | null };

export const RESUME_NOT_FOUND = 'Zu diesem resume_token gibt es keinen Lebenslauf.';
const OWNED_RESUME =
  'Dieser Lebenslauf gehört zu einem Konto. Bitte melden Sie sich mit diesem Konto an, um ihn zu öffnen.';

/**
 * DESIGN.md §1 deviation 1: the resume token alone opens an anonymous resume; once the resume
 * belongs to an account, the owner's login token is needed as well.
 */
export function assertCanAccess(resume: ResumeRow, caller: Caller): void {
  if (resume.ownerId !== null && resume.ownerId !== caller.userId) throw new HttpError(403, OWNED_RESUME);
}

const resumeByToken = preparedPerDatabase((db) =>
  db
    .select()
    .from(resumes)
    .where(eq(resumes.token, sql.placeholder('token')))
    .limit(1)
    .prepare('find_resume_by_token'),
);

export async function findResume(db: Db, token: string): Promise<ResumeRow | undefined> {
  const [row] = await resumeByToken(db).execute({ token });
  return row;
}

/** For reads and deletes: an unknown token is a 404. */
export async function resumeForRead(db: Db, token: string, caller: Caller): Promise<ResumeRow> {
  const resume = await findResume(db, token);
  if (!resume) throw notFound(RESUME_NOT_FOUND);
  assertCanAccess(resume, caller);
  return resume;
}

/** For saves: the first save under a new token creates the resume (the token is made in the browser). */
export async function resumeForWrite(
  db: Db,
  token: string,
  caller: Caller,
  templateId?: number,
): Promise<ResumeRow> {
  const existing = await findResume(db, token);
  if (existing) {
    assertCanAccess(existing, caller);
    return existing;
  }
  await db
    .insert(resumes)
    .values({ token, templateId: templateId ?? 1 })
    .onConflictDoNothing({ target: resumes.token });
  return resumeForRead(db, token, caller);
}

/**
 * Locks the resume's row for the rest of the transaction and returns its newest version: the
 * way to read-modify-write a resume's own columns (style, strength). FOR NO KEY UPDATE, not FOR
 * UPDATE, so inserts of its parts (whose foreign key takes a KEY SHARE lock) are not held up.
 * On PGlite a transaction runs alone anyway; the lock matters on PostgreSQL.
 */
export async function lockResume(tx: Db, resumeId: number): Promise<ResumeRow> {
  const [row] = await tx.select().from(resumes).where(eq(resumes.id, resumeId)).for('no key update');
  if (!row) throw notFound(RESUME_NOT_FOUND);
  return row;
}

export async function touchResume(db: Db, resumeId: number): Promise<void> {
  await db.update(resumes).set({ updatedAt: sql`now()` }).where(eq(resumes.id, resumeId));
}
