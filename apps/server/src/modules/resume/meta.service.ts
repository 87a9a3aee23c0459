import {
  type EducationEntry,
  ENTRY_DATE_MESSAGES,
  type EntryDateError,
  educationDateErrors,
  LIST_META_KEYS,
  type MetaKey,
  metaValueSchemas,
  type WorkEntry,
  workDateErrors,
} from '@vita/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeMeta } from '../../db/schema';
import { badRequest, invalidInput, notFound } from '../../http/errors';
import type { ResumeRow } from './resume-access';
import { sanitizeRichText } from './sanitize';

type ListKey = (typeof LIST_META_KEYS)[number];
const isListKey = (key: MetaKey): key is ListKey => (LIST_META_KEYS as readonly string[]).includes(key);

/** Rich-text fields per meta key, sanitised before they are stored. */
const richFields: Partial<Record<MetaKey, string>> = {
  education: 'educationDescription',
  'work-expr': 'workDescription',
  skills: 'data',
  summary: 'data',
};

/**
 * A user anywhere up to UTC+14 may already be in the next month: the server's "today" is that far
 * ahead, so a start in the user's current month is never refused as being in the future.
 */
const latestToday = () => new Date(Date.now() + 14 * 60 * 60_000);

/** The forms' date rules (packages/shared entry-dates), on every path that stores an entry. */
function checkEntryDates(key: MetaKey, entry: Record<string, unknown>): void {
  let errors: Record<string, EntryDateError | undefined> = {};
  if (key === 'work-expr') {
    const found = workDateErrors(entry as WorkEntry, { today: latestToday(), requireDates: false });
    errors = { startYear: found.start, endYear: found.end };
  } else if (key === 'education') errors = educationDateErrors(entry as EducationEntry);
  const fields: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (error) fields[`meta_value.${field}`] = ENTRY_DATE_MESSAGES[error];
  }
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
}

/** Validates one value (one entry for list keys) against its key's schema and sanitises rich text. */
export function parseMetaValue(key: MetaKey, value: unknown): Record<string, unknown> {
  const result = metaValueSchemas[key].safeParse(value);
  if (!result.success) throw invalidInput(result.error, 'meta_value');
  const parsed: Record<string, unknown> = { ...result.data };
  checkEntryDates(key, parsed);
  const field = richFields[key];
  if (field && typeof parsed[field] === 'string') parsed[field] = sanitizeRichText(parsed[field] as string);
  return parsed;
}

export type StoredMeta = { meta_key: MetaKey; meta_value: unknown; updated_at: string | null };

async function readRow(db: Db, resumeId: number, key: MetaKey) {
  const [row] = await db
    .select()
    .from(resumeMeta)
    .where(and(eq(resumeMeta.resumeId, resumeId), eq(resumeMeta.metaKey, key)))
    .limit(1);
  return row;
}

const toStored = (key: MetaKey, row: typeof resumeMeta.$inferSelect): StoredMeta => ({
  meta_key: key,
  meta_value: row.metaValue,
  updated_at: row.updatedAt.toISOString(),
});

/** Inserts the row, or on a conflict sets `onConflict` (an expression over the stored row). */
async function upsertRow(db: Db, resumeId: number, key: MetaKey, value: SQL, onConflict: SQL) {
  const [row] = await db
    .insert(resumeMeta)
    .values({ resumeId, metaKey: key, metaValue: value })
    .onConflictDoUpdate({
      target: [resumeMeta.resumeId, resumeMeta.metaKey],
      set: { metaValue: onConflict, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return toStored(key, row);
}

/** jsonb as a statement parameter: sent as text and cast, the same on pg and PGlite. */
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** The stored list, or an empty one when the row holds something else (a value from an old version). */
const storedList = sql`(CASE WHEN jsonb_typeof(${resumeMeta.metaValue}) = 'array' THEN ${resumeMeta.metaValue} ELSE '[]'::jsonb END)`;
const storedLength = sql`(CASE WHEN jsonb_typeof(${resumeMeta.metaValue}) = 'array' THEN jsonb_array_length(${resumeMeta.metaValue}) ELSE 0 END)`;

export async function getMeta(db: Db, resume: ResumeRow, key: MetaKey): Promise<StoredMeta> {
  const row = await readRow(db, resume.id, key);
  const fallback = isListKey(key) ? [] : null;
  return {
    meta_key: key,
    meta_value: row?.metaValue ?? fallback,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * `parsed` comes from `parseMetaValue`, checked before the resume is created. List keys: the entry
 * is appended and the whole list returned; other keys: replaced.
 *
 * The append is one INSERT … ON CONFLICT DO UPDATE: PostgreSQL decides insert-or-append under the
 * row's lock and computes the new list from the row's newest version, so parallel appends to a list
 * that does not exist yet cannot overwrite each other (a SELECT … FOR UPDATE finds no row to lock).
 */
export async function saveMeta(
  db: Db,
  resume: ResumeRow,
  key: MetaKey,
  parsed: Record<string, unknown>,
): Promise<StoredMeta> {
  if (!isListKey(key)) return upsertRow(db, resume.id, key, jsonb(parsed), jsonb(parsed));
  const entry = sql`jsonb_build_array(${jsonb(parsed)})`;
  return upsertRow(db, resume.id, key, entry, sql`${storedList} || ${entry}`);
}

const ENTRY_NOT_FOUND = 'Diesen Eintrag gibt es nicht (meta_index außerhalb der Liste).';

/**
 * One UPDATE whose WHERE re-checks the index: on a row changed in the meantime PostgreSQL
 * re-evaluates it against the newest version, so an entry is never written past the list's end.
 */
async function changeEntry(db: Db, resume: ResumeRow, key: ListKey, index: number, newList: SQL) {
  const [row] = await db
    .update(resumeMeta)
    .set({ metaValue: newList, updatedAt: sql`now()` })
    .where(
      and(eq(resumeMeta.resumeId, resume.id), eq(resumeMeta.metaKey, key), sql`${storedLength} > ${index}`),
    )
    .returning();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return toStored(key, row);
}

export const updateMetaEntry = (
  db: Db,
  resume: ResumeRow,
  key: ListKey,
  index: number,
  parsed: Record<string, unknown>,
): Promise<StoredMeta> =>
  changeEntry(
    db,
    resume,
    key,
    index,
    sql`jsonb_set(${storedList}, ARRAY[${String(index)}::text], ${jsonb(parsed)})`,
  );

export const deleteMetaEntry = (
  db: Db,
  resume: ResumeRow,
  key: ListKey,
  index: number,
): Promise<StoredMeta> => changeEntry(db, resume, key, index, sql`${storedList} - ${index}::int`);

/** Replaces a stored value only when there is one (update-signature): one statement, so a delete in between cannot be undone. */
export async function replaceExistingMeta(
  db: Db,
  resume: ResumeRow,
  key: MetaKey,
  parsed: Record<string, unknown>,
): Promise<StoredMeta | null> {
  const [row] = await db
    .update(resumeMeta)
    .set({ metaValue: parsed, updatedAt: sql`now()` })
    .where(and(eq(resumeMeta.resumeId, resume.id), eq(resumeMeta.metaKey, key)))
    .returning();
  return row ? toStored(key, row) : null;
}

export async function deleteMetaSection(db: Db, resume: ResumeRow, key: MetaKey): Promise<StoredMeta> {
  await db.delete(resumeMeta).where(and(eq(resumeMeta.resumeId, resume.id), eq(resumeMeta.metaKey, key)));
  return { meta_key: key, meta_value: isListKey(key) ? [] : null, updated_at: null };
}
