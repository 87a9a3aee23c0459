import { type CustomSectionValue, MAX_CUSTOM_SECTIONS, MAX_CUSTOM_SECTIONS_MESSAGE } from '@vita/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customSections } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { lockResume, type ResumeRow } from './resume-access';
import { sanitizeRichText } from './sanitize';

export type CustomSection = { id: number; meta_value: CustomSectionValue };

const toSection = (row: typeof customSections.$inferSelect): CustomSection => ({
  id: row.id,
  meta_value: { title: row.title, description: row.description },
});

const clean = (value: CustomSectionValue) => ({
  title: value.title.trim(),
  description: sanitizeRichText(value.description),
});

/** Oldest first: the first is custom section one (/cus-one), the second custom section two. */
export async function listCustomSections(db: Db, resume: ResumeRow): Promise<CustomSection[]> {
  const rows = await db
    .select()
    .from(customSections)
    .where(eq(customSections.resumeId, resume.id))
    .orderBy(asc(customSections.id));
  return rows.map(toSection);
}

export async function addCustomSection(db: Db, resume: ResumeRow, value: CustomSectionValue) {
  return db.transaction(async (tx) => {
    // Serialise adds per resume so two parallel requests cannot make a third section.
    await lockResume(tx, resume.id);
    const [existing] = await tx
      .select({ n: count() })
      .from(customSections)
      .where(eq(customSections.resumeId, resume.id));
    if ((existing?.n ?? 0) >= MAX_CUSTOM_SECTIONS) throw new HttpError(409, MAX_CUSTOM_SECTIONS_MESSAGE);
    const [row] = await tx
      .insert(customSections)
      .values({ resumeId: resume.id, ...clean(value) })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toSection(row);
  });
}

const NOT_FOUND = 'Diesen eigenen Abschnitt gibt es in diesem Lebenslauf nicht.';

export async function getCustomSection(db: Db, resume: ResumeRow, id: number): Promise<CustomSection> {
  const [row] = await db
    .select()
    .from(customSections)
    .where(and(eq(customSections.resumeId, resume.id), eq(customSections.id, id)));
  if (!row) throw notFound(NOT_FOUND);
  return toSection(row);
}

export async function editCustomSection(db: Db, resume: ResumeRow, id: number, value: CustomSectionValue) {
  const [row] = await db
    .update(customSections)
    .set({ ...clean(value), updatedAt: sql`now()` })
    .where(and(eq(customSections.resumeId, resume.id), eq(customSections.id, id)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toSection(row);
}

export async function deleteCustomSection(db: Db, resume: ResumeRow, id: number): Promise<void> {
  const deleted = await db
    .delete(customSections)
    .where(and(eq(customSections.resumeId, resume.id), eq(customSections.id, id)))
    .returning({ id: customSections.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}

/**
 * Deletes custom section one (slot 0) or two (slot 1) in one statement, so it cannot pick a
 * section that a parallel request has just deleted; nothing there is not an error (a repeated delete).
 */
export async function deleteCustomSectionInSlot(db: Db, resume: ResumeRow, slot: 0 | 1): Promise<void> {
  const inSlot = db
    .select({ id: customSections.id })
    .from(customSections)
    .where(eq(customSections.resumeId, resume.id))
    .orderBy(asc(customSections.id))
    .offset(slot)
    .limit(1);
  await db
    .delete(customSections)
    .where(and(eq(customSections.resumeId, resume.id), eq(customSections.id, inSlot)));
}
