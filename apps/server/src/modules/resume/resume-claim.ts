import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';

/**
 * Makes the resume under `token` the account's: an anonymous one is adopted, an unknown token
 * becomes a new (empty) resume of the account, one of the account's own stays. A resume of
 * another account is left alone: returns false. The name is set when given.
 */
export async function claimResume(db: Db, userId: number, token: string, name?: string): Promise<boolean> {
  const named = name?.trim() ? { name: name.trim() } : {};
  const adopt = () =>
    db
      .update(resumes)
      .set({ ownerId: userId, ...named })
      .where(and(eq(resumes.token, token), or(isNull(resumes.ownerId), eq(resumes.ownerId, userId))))
      .returning({ id: resumes.id });
  if ((await adopt()).length === 1) return true;
  const created = await db
    .insert(resumes)
    .values({ token, ownerId: userId, ...named })
    .onConflictDoNothing({ target: resumes.token })
    .returning({ id: resumes.id });
  if (created.length === 1) return true;
  // The token's resume was created in between (the browser's first anonymous save racing the
  // login): adopt it now rather than calling it another account's.
  return (await adopt()).length === 1;
}
