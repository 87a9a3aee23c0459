import { type ATTACHMENT_MIMES, ATTACHMENTS_MAX_BYTES_PER_OWNER, type Attachment } from '@vita/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, resumes } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { lockResume, type ResumeRow } from '../resume/resume-access';
import type { CheckedFile } from './attachment-check';

type AttachmentRow = typeof attachments.$inferSelect;
/** The columns without the file itself: lists and metadata never load the bytes. */
const metaColumns = {
  id: attachments.id,
  resumeId: attachments.resumeId,
  title: attachments.title,
  documentDate: attachments.documentDate,
  position: attachments.position,
  mime: attachments.mime,
  bytes: attachments.bytes,
  pages: attachments.pages,
  createdAt: attachments.createdAt,
};
type AttachmentMeta = Omit<AttachmentRow, 'data'>;

export const ATTACHMENT_NOT_FOUND = 'Diese Anlage gibt es zu diesem Lebenslauf nicht.';
const quotaMessage = (usedBytes: number) =>
  `Ihre Anlagen dürfen zusammen höchstens ${mb(ATTACHMENTS_MAX_BYTES_PER_OWNER)} MB groß sein; belegt sind ` +
  `schon ${mb(usedBytes)} MB. Bitte löschen Sie eine Anlage oder laden Sie eine kleinere Datei hoch.`;
const ORDER_MISMATCH = 'Die Reihenfolge muss genau die Anlagen dieses Lebenslaufs enthalten, jede einmal.';

const mb = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 });

export function toAttachment(row: AttachmentMeta): Attachment {
  return {
    id: row.id,
    title: row.title,
    document_date: row.documentDate,
    position: row.position,
    mime: row.mime as (typeof ATTACHMENT_MIMES)[number],
    bytes: row.bytes,
    pages: row.pages,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAttachments(db: Db, resume: ResumeRow): Promise<AttachmentMeta[]> {
  return db
    .select(metaColumns)
    .from(attachments)
    .where(eq(attachments.resumeId, resume.id))
    .orderBy(asc(attachments.position), asc(attachments.id));
}

/** Bytes stored by whoever owns the resume: the account (all its resumes), else this resume alone. */
async function usedBytes(db: Db, resume: ResumeRow): Promise<number> {
  const owner =
    resume.ownerId === null
      ? eq(attachments.resumeId, resume.id)
      : inArray(
          attachments.resumeId,
          db.select({ id: resumes.id }).from(resumes).where(eq(resumes.ownerId, resume.ownerId)),
        );
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${attachments.bytes}), 0)` })
    .from(attachments)
    .where(owner);
  return Number(row?.total ?? 0);
}

/**
 * Stores a checked file at the end of the resume's list. The resume's row is locked while the
 * quota is summed, so two uploads to one resume cannot both slip under it.
 */
export async function addAttachment(
  db: Db,
  resume: ResumeRow,
  input: { title: string; documentDate: string; file: CheckedFile },
): Promise<AttachmentMeta> {
  return db.transaction(async (tx) => {
    const locked = await lockResume(tx, resume.id);
    const used = await usedBytes(tx, locked);
    if (used + input.file.data.length > ATTACHMENTS_MAX_BYTES_PER_OWNER) {
      throw new HttpError(413, quotaMessage(used));
    }
    const [last] = await tx
      .select({ max: sql<number | null>`max(${attachments.position})` })
      .from(attachments)
      .where(eq(attachments.resumeId, resume.id));
    const [row] = await tx
      .insert(attachments)
      .values({
        resumeId: resume.id,
        title: input.title,
        documentDate: input.documentDate,
        position: (last?.max ?? -1) + 1,
        mime: input.file.mime,
        data: input.file.data,
        bytes: input.file.data.length,
        pages: input.file.pages,
      })
      .returning(metaColumns);
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

export async function updateAttachment(
  db: Db,
  resume: ResumeRow,
  id: number,
  change: { title?: string | undefined; document_date?: string | undefined },
): Promise<AttachmentMeta> {
  const set: Partial<AttachmentRow> = {};
  if (change.title !== undefined) set.title = change.title;
  if (change.document_date !== undefined) set.documentDate = change.document_date;
  const mine = and(eq(attachments.id, id), eq(attachments.resumeId, resume.id));
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(attachments).set(set).where(mine).returning(metaColumns)
      : await db.select(metaColumns).from(attachments).where(mine);
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  return row;
}

export async function deleteAttachment(db: Db, resume: ResumeRow, id: number): Promise<void> {
  const deleted = await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.resumeId, resume.id)))
    .returning({ id: attachments.id });
  if (deleted.length === 0) throw notFound(ATTACHMENT_NOT_FOUND);
}

/** `ids` must be exactly the resume's attachments, each once; they take positions 0, 1, 2, … */
export async function orderAttachments(db: Db, resume: ResumeRow, ids: number[]): Promise<AttachmentMeta[]> {
  return db.transaction(async (tx) => {
    await lockResume(tx, resume.id);
    const current = await listAttachments(tx, resume);
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badRequest(ORDER_MISMATCH);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(attachments).set({ position }).where(eq(attachments.id, id));
    }
    return listAttachments(tx, resume);
  });
}

/** The rows in the order of `ids`; an id that is not among them (not this resume's) is a 404. */
function inOrder<T extends { id: number }>(rows: T[], ids: number[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
    return row;
  });
}

const chosen = (resume: ResumeRow, ids: number[]) =>
  and(eq(attachments.resumeId, resume.id), inArray(attachments.id, ids));

/** The chosen attachments with their files, in the order asked. */
export async function loadAttachmentFiles(
  db: Db,
  resume: ResumeRow,
  ids: number[],
): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return inOrder(await db.select().from(attachments).where(chosen(resume, ids)), ids);
}

/** The same without reading the files (the preflight). */
export async function loadAttachmentMeta(
  db: Db,
  resume: ResumeRow,
  ids: number[],
): Promise<AttachmentMeta[]> {
  if (ids.length === 0) return [];
  return inOrder(await db.select(metaColumns).from(attachments).where(chosen(resume, ids)), ids);
}
