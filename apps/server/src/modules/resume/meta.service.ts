import { LIST_META_KEYS, type MetaKey, metaValueSchemas } from '@vita/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeMeta } from '../../db/schema';
import { invalidInput, notFound } from '../../http/errors';
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

/** Validates one value (one entry for list keys) against its key's schema and sanitises rich text. */
export function parseMetaValue(key: MetaKey, value: unknown): Record<string, unknown> {
  const result = metaValueSchemas[key].safeParse(value);
  if (!result.success) throw invalidInput(result.error, 'meta_value');
  const parsed: Record<string, unknown> = { ...result.data };
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

async function writeRow(db: Db, resumeId: number, key: MetaKey, value: unknown): Promise<StoredMeta> {
  const [row] = await db
    .insert(resumeMeta)
    .values({ resumeId, metaKey: key, metaValue: value })
    .onConflictDoUpdate({
      target: [resumeMeta.resumeId, resumeMeta.metaKey],
      set: { metaValue: value, updatedAt: sql`now()` },
    })
    .returning();
  return {
    meta_key: key,
    meta_value: row?.metaValue ?? value,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export async function getMeta(db: Db, resume: ResumeRow, key: MetaKey): Promise<StoredMeta> {
  const row = await readRow(db, resume.id, key);
  const fallback = isListKey(key) ? [] : null;
  return {
    meta_key: key,
    meta_value: row?.metaValue ?? fallback,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** `parsed` comes from `parseMetaValue`, checked before the resume is created. List keys: the entry is appended and the whole list returned; other keys: replaced. */
export async function saveMeta(
  db: Db,
  resume: ResumeRow,
  key: MetaKey,
  parsed: Record<string, unknown>,
): Promise<StoredMeta> {
  if (!isListKey(key)) return writeRow(db, resume.id, key, parsed);
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, resume.id, key);
    return writeRow(tx, resume.id, key, [...listOf(row?.metaValue), parsed]);
  });
}

async function lockedRow(db: Db, resumeId: number, key: MetaKey) {
  const [row] = await db
    .select()
    .from(resumeMeta)
    .where(and(eq(resumeMeta.resumeId, resumeId), eq(resumeMeta.metaKey, key)))
    .for('update');
  return row;
}

const ENTRY_NOT_FOUND = 'Diesen Eintrag gibt es nicht (meta_index außerhalb der Liste).';

export async function updateMetaEntry(
  db: Db,
  resume: ResumeRow,
  key: ListKey,
  index: number,
  parsed: Record<string, unknown>,
): Promise<StoredMeta> {
  return db.transaction(async (tx) => {
    const list = listOf((await lockedRow(tx, resume.id, key))?.metaValue);
    if (index >= list.length) throw notFound(ENTRY_NOT_FOUND);
    return writeRow(
      tx,
      resume.id,
      key,
      list.map((entry, i) => (i === index ? parsed : entry)),
    );
  });
}

export async function deleteMetaEntry(
  db: Db,
  resume: ResumeRow,
  key: ListKey,
  index: number,
): Promise<StoredMeta> {
  return db.transaction(async (tx) => {
    const list = listOf((await lockedRow(tx, resume.id, key))?.metaValue);
    if (index >= list.length) throw notFound(ENTRY_NOT_FOUND);
    return writeRow(
      tx,
      resume.id,
      key,
      list.filter((_, i) => i !== index),
    );
  });
}

export async function deleteMetaSection(db: Db, resume: ResumeRow, key: MetaKey): Promise<StoredMeta> {
  await db.delete(resumeMeta).where(and(eq(resumeMeta.resumeId, resume.id), eq(resumeMeta.metaKey, key)));
  return { meta_key: key, meta_value: isListKey(key) ? [] : null, updated_at: null };
}
