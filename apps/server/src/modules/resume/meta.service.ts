import {
  type EducationEntry,
  ENTRY_DATE_MESSAGES,
  type EntryDateError,
  educationDateErrors,
  entryDatesOf,
  insertByDate,
  isPermutation,
  LIST_META_KEYS,
  type MetaKey,
  metaValueSchema,
  type WorkEntry,
  workDateErrors,
} from '@vita/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { resumeMeta, resumes } from '../../db/schema';
import { badRequest, HttpError, invalidInput, notFound } from '../../http/errors';
import { assertCanAccess, type Caller, lockResume, RESUME_NOT_FOUND, type ResumeRow } from './resume-access';
import type { PointsAfterSave } from './resume-parts';
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

/**
 * A value its key's contract (`metaValueSchema`) has accepted, made ready to store: the date rules
 * checked and rich text sanitised.
 */
export function prepareMetaValue(key: MetaKey, value: Record<string, unknown>): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...value };
  checkEntryDates(key, parsed);
  const field = richFields[key];
  if (field && typeof parsed[field] === 'string') parsed[field] = sanitizeRichText(parsed[field] as string);
  return parsed;
}

/** Validates one value (one entry for list keys) that did not come through a route's contract. */
export function parseMetaValue(key: MetaKey, value: unknown): Record<string, unknown> {
  const result = metaValueSchema.safeParse({ meta_key: key, meta_value: value });
  if (!result.success) throw invalidInput(result.error);
  return prepareMetaValue(key, result.data.meta_value);
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

/**
 * A whole value and, in the same statement, its section's points and the resume's total: one
 * round trip and no transaction for the save made while typing. A concurrent save of the same key
 * waits on the value's row until this statement is done, so the points always belong to the value
 * stored; points that did not change leave the resume's row alone. Prepared once per database
 * (PostgreSQL then parses and plans it once per connection, not on every keystroke's save).
 */
const param = (name: string) => sql.placeholder(name);
const saveWithPoints = preparedPerDatabase((db) =>
  db._.session.prepareQuery(
    new PgDialect().sqlToQuery(sql`
      WITH saved AS (
        INSERT INTO resume_meta (resume_id, meta_key, meta_value) VALUES (${param('resumeId')}, ${param('key')}, ${param('value')}::jsonb)
        ON CONFLICT (resume_id, meta_key) DO UPDATE SET meta_value = excluded.meta_value, updated_at = now()
        RETURNING meta_value, updated_at
      ), scored AS (
        UPDATE resumes SET
          section_strength = jsonb_set(section_strength, ${param('path')}::text[], to_jsonb(${param('points')}::int)),
          strength = LEAST(${param('cap')}::int, (
            SELECT COALESCE(SUM(e.value::int), 0)
            FROM jsonb_each_text(jsonb_set(section_strength, ${param('path')}::text[], to_jsonb(${param('points')}::int))) AS e
          ))
        WHERE id = ${param('resumeId')} AND (section_strength ->> ${param('section')}) IS DISTINCT FROM ${param('pointsText')}
      )
      SELECT meta_value, updated_at FROM saved`),
    undefined,
    'save_whole_with_points',
    false,
  ),
);

export async function saveWholeWithPoints(
  db: Db,
  resume: ResumeRow,
  key: MetaKey,
  parsed: Record<string, unknown>,
  { section, points, cap }: PointsAfterSave,
): Promise<StoredMeta> {
  // Both drivers answer { rows: [...] }; a raw statement's result is untyped.
  const result = (await saveWithPoints(db).execute({
    resumeId: resume.id,
    key,
    value: JSON.stringify(parsed),
    path: `{${section}}`,
    points,
    cap,
    section,
    pointsText: String(points),
  })) as { rows: { meta_value: unknown; updated_at: Date | string }[] };
  const [row] = result.rows;
  if (!row) throw new Error('upsert returned no row');
  return { meta_key: key, meta_value: row.meta_value, updated_at: new Date(row.updated_at).toISOString() };
}

/** jsonb as a statement parameter: sent as text and cast, the same on pg and PGlite. */
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** The stored list, or an empty one when the row holds something else (a value from an old version). */
const storedList = sql`(CASE WHEN jsonb_typeof(${resumeMeta.metaValue}) = 'array' THEN ${resumeMeta.metaValue} ELSE '[]'::jsonb END)`;
const storedLength = sql`(CASE WHEN jsonb_typeof(${resumeMeta.metaValue}) = 'array' THEN jsonb_array_length(${resumeMeta.metaValue}) ELSE 0 END)`;

const storedMetaOf = (
  key: MetaKey,
  row: { metaValue: unknown; updatedAt: Date } | null | undefined,
): StoredMeta => ({
  meta_key: key,
  meta_value: row?.metaValue ?? (isListKey(key) ? [] : null),
  updated_at: row?.updatedAt.toISOString() ?? null,
});

export async function getMeta(db: Db, resume: ResumeRow, key: MetaKey): Promise<StoredMeta> {
  return storedMetaOf(key, await readRow(db, resume.id, key));
}

/**
 * get-meta in one statement: the resume by its token (for the access check) with the part, if
 * stored. An unknown token is a 404, a resume of another account a 403, as `resumeForRead` answers.
 */
const metaByToken = preparedPerDatabase((db) =>
  db
    .select({ resume: resumes, metaValue: resumeMeta.metaValue, updatedAt: resumeMeta.updatedAt })
    .from(resumes)
    .leftJoin(
      resumeMeta,
      and(eq(resumeMeta.resumeId, resumes.id), eq(resumeMeta.metaKey, sql.placeholder('key'))),
    )
    .where(eq(resumes.token, sql.placeholder('token')))
    .limit(1)
    .prepare('get_meta_by_token'),
);

export async function getMetaByToken(
  db: Db,
  token: string,
  caller: Caller,
  key: MetaKey,
): Promise<StoredMeta> {
  const [row] = await metaByToken(db).execute({ token, key });
  if (!row) throw notFound(RESUME_NOT_FOUND);
  assertCanAccess(row.resume, caller);
  return storedMetaOf(
    key,
    row.updatedAt === null ? null : { metaValue: row.metaValue, updatedAt: row.updatedAt },
  );
}

/**
 * `parsed` comes from `parseMetaValue`, checked before the resume is created. List keys: the entry
 * goes where its dates put it (newest first, `insertByDate`) and the whole list is returned; other
 * keys: replaced.
 *
 * A list insert locks the resume row (so parallel inserts into a list that does not exist yet queue
 * up) and then the list's row (so an edit or delete in between is not overwritten).
 */
export async function saveMeta(
  db: Db,
  resume: ResumeRow,
  key: MetaKey,
  parsed: Record<string, unknown>,
): Promise<StoredMeta> {
  if (!isListKey(key)) return upsertRow(db, resume.id, key, jsonb(parsed), jsonb(parsed));
  return db.transaction(async (tx) => {
    await lockResume(tx, resume.id);
    const [row] = await tx
      .select()
      .from(resumeMeta)
      .where(and(eq(resumeMeta.resumeId, resume.id), eq(resumeMeta.metaKey, key)))
      .for('update');
    const list: unknown[] = Array.isArray(row?.metaValue) ? row.metaValue : [];
    const next = jsonb(insertByDate<unknown>(list, parsed, entryDatesOf(key)));
    return upsertRow(tx, resume.id, key, next, next);
  });
}

const LIST_CHANGED =
  'Die Liste hat sich inzwischen geändert. Bitte laden Sie die Seite neu und ordnen Sie die Einträge erneut.';

/**
 * Puts the entries in the order the user chose: `order[k]` is the current index of the entry that
 * goes to place k. One UPDATE: its WHERE re-checks the list's length against the newest version,
 * so a reorder never drops or duplicates an entry added or deleted in the meantime.
 */
export async function reorderMetaEntries(
  db: Db,
  resume: ResumeRow,
  key: ListKey,
  order: readonly number[],
): Promise<StoredMeta> {
  if (!isPermutation(order, order.length)) {
    throw badRequest('Die Reihenfolge muss jeden Eintrag genau einmal nennen.', {
      order: 'Die Reihenfolge muss jeden Eintrag genau einmal nennen.',
    });
  }
  const reordered = sql`(SELECT COALESCE(jsonb_agg(${storedList} -> (o.idx::int) ORDER BY o.pos), '[]'::jsonb)
    FROM jsonb_array_elements_text(${JSON.stringify(order)}::jsonb) WITH ORDINALITY AS o(idx, pos))`;
  const [row] = await db
    .update(resumeMeta)
    .set({ metaValue: reordered, updatedAt: sql`now()` })
    .where(
      and(
        eq(resumeMeta.resumeId, resume.id),
        eq(resumeMeta.metaKey, key),
        sql`${storedLength} = ${order.length}`,
      ),
    )
    .returning();
  if (row) return toStored(key, row);
  if (order.length === 0 && !(await readRow(db, resume.id, key))) return getMeta(db, resume, key);
  throw new HttpError(409, LIST_CHANGED);
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

/** Stores a whole value (a whole list for list keys) that was checked or built from checked values. */
export const storeMetaValue = (
  db: Db,
  resume: ResumeRow,
  key: MetaKey,
  value: unknown,
): Promise<StoredMeta> => upsertRow(db, resume.id, key, jsonb(value), jsonb(value));

export async function deleteMetaSection(db: Db, resume: ResumeRow, key: MetaKey): Promise<StoredMeta> {
  await db.delete(resumeMeta).where(and(eq(resumeMeta.resumeId, resume.id), eq(resumeMeta.metaKey, key)));
  return { meta_key: key, meta_value: isListKey(key) ? [] : null, updated_at: null };
}
