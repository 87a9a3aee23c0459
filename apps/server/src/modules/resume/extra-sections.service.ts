import {
  type ExtraSectionSubKey,
  languagesValueSchema,
  richExtraValueSchema,
  webLinksValueSchema,
} from '@vita/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { extraSections } from '../../db/schema';
import { badRequest, HttpError, invalidInput, notFound } from '../../http/errors';
import type { ResumeRow } from './resume-access';
import { sanitizeRichText } from './sanitize';

export type ExtraSection = { id: number; meta_sub_key: ExtraSectionSubKey; meta_value: unknown };

const valueSchema = (subKey: ExtraSectionSubKey): z.ZodType<Record<string, unknown>> => {
  if (subKey === 'WebLinks') return webLinksValueSchema;
  if (subKey === 'Language') return languagesValueSchema;
  return richExtraValueSchema;
};

export const EMPTY_SECTION = 'Dieser Abschnitt darf nicht leer sein.';

/** Validates a section's value by its sub key; rich text is sanitised and must not be empty. */
export function parseExtraValue(subKey: ExtraSectionSubKey, value: unknown): Record<string, unknown> {
  const result = valueSchema(subKey).safeParse(value);
  if (!result.success) throw invalidInput(result.error, 'meta_value');
  if (subKey === 'WebLinks' || subKey === 'Language') return result.data;
  const data = sanitizeRichText(String(result.data.data ?? ''));
  if (data === '') throw badRequest(EMPTY_SECTION, { 'meta_value.data': EMPTY_SECTION });
  return { data };
}

const toSection = (row: typeof extraSections.$inferSelect): ExtraSection => ({
  id: row.id,
  meta_sub_key: row.metaSubKey as ExtraSectionSubKey,
  meta_value: row.metaValue,
});

export async function listExtraSections(db: Db, resume: ResumeRow): Promise<ExtraSection[]> {
  const rows = await db.select().from(extraSections).where(eq(extraSections.resumeId, resume.id));
  return rows.map(toSection);
}

/**
 * Adds a section (`parsed` from `parseExtraValue`, checked before the resume is created). A resume has at most one section per sub key, so adding again updates it —
 * a save the browser retries after a lost response must not fail or duplicate.
 */
export async function addExtraSection(
  db: Db,
  resume: ResumeRow,
  subKey: ExtraSectionSubKey,
  parsed: Record<string, unknown>,
): Promise<ExtraSection> {
  const [row] = await db
    .insert(extraSections)
    .values({ resumeId: resume.id, metaSubKey: subKey, metaValue: parsed })
    .onConflictDoUpdate({
      target: [extraSections.resumeId, extraSections.metaSubKey],
      set: { metaValue: parsed, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toSection(row);
}

const SECTION_NOT_FOUND = 'Diesen Abschnitt gibt es in diesem Lebenslauf nicht.';
export const SECTION_EXISTS =
  'Diesen Abschnitt gibt es in diesem Lebenslauf schon. Bitte bearbeiten Sie den vorhandenen Abschnitt.';

/**
 * Edits by id when given (the path form), else the resume's section with that sub key. Moving a
 * section to a sub key the resume already has is refused (409): it would hide the other one.
 */
export async function editExtraSection(
  db: Db,
  resume: ResumeRow,
  subKey: ExtraSectionSubKey,
  parsed: Record<string, unknown>,
  id?: number,
): Promise<ExtraSection> {
  const where = id
    ? and(eq(extraSections.resumeId, resume.id), eq(extraSections.id, id))
    : and(eq(extraSections.resumeId, resume.id), eq(extraSections.metaSubKey, subKey));
  // The unique index (one section per sub key) decides, so a parallel add cannot slip in between.
  const [row] = await db
    .update(extraSections)
    .set({ metaValue: parsed, metaSubKey: subKey, updatedAt: sql`now()` })
    .where(where)
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new HttpError(409, SECTION_EXISTS, { meta_sub_key: SECTION_EXISTS });
      throw error;
    });
  if (!row) throw notFound(SECTION_NOT_FOUND);
  return toSection(row);
}

export async function deleteExtraSection(db: Db, resume: ResumeRow, id: number): Promise<void> {
  const deleted = await db
    .delete(extraSections)
    .where(and(eq(extraSections.resumeId, resume.id), eq(extraSections.id, id)))
    .returning({ id: extraSections.id });
  if (deleted.length === 0) throw notFound(SECTION_NOT_FOUND);
}

export async function deleteExtraSectionBySubKey(db: Db, resume: ResumeRow, subKey: ExtraSectionSubKey) {
  await db
    .delete(extraSections)
    .where(and(eq(extraSections.resumeId, resume.id), eq(extraSections.metaSubKey, subKey)));
}
