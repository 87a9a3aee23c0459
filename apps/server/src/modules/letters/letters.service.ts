import {
  type CreateLetterRequest,
  type Letter,
  type LetterFields,
  letterFieldsSchema,
  type UpdateLetterRequest,
} from '@vita/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { letters, resumes } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Caller, ResumeRow } from '../resume/resume-access';
import { sanitizeRichText } from '../resume/sanitize';

type LetterRow = typeof letters.$inferSelect;

export const LETTER_NOT_FOUND = 'Dieses Anschreiben gibt es nicht (oder es gehört nicht zu Ihnen).';

/** Stored content is read through the contract, so rows written by older versions get the new defaults. */
function toLetter(row: LetterRow, resumeToken: string): Letter {
  return {
    ...letterFieldsSchema.parse(row.content),
    id: row.id,
    resume_token: resumeToken,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The employer names the letter in My Resume when the user gave no name. */
function withName(fields: LetterFields): LetterFields {
  return { ...fields, name: fields.name || fields.recipient.company };
}

export async function createLetter(
  db: Db,
  resume: ResumeRow,
  input: Omit<CreateLetterRequest, 'resume_token'>,
) {
  const fields = letterFieldsSchema.parse(input);
  const content = withName({ ...fields, body: sanitizeRichText(fields.body) });
  const [row] = await db.insert(letters).values({ resumeId: resume.id, content }).returning();
  if (!row) throw new Error('insert returned no row');
  return toLetter(row, resume.token);
}

export async function listLetters(db: Db, resume: ResumeRow): Promise<Letter[]> {
  const rows = await db
    .select()
    .from(letters)
    .where(eq(letters.resumeId, resume.id))
    .orderBy(asc(letters.id));
  return rows.map((row) => toLetter(row, resume.token));
}

/**
 * A letter for its id, with the same rule as its resume: an owned resume's letters need the
 * owner's login; an anonymous resume's letters need its resume token (ids are guessable, the token
 * is the capability). Anything else is a 404, so a stranger cannot tell a letter exists.
 */
export async function letterFor(db: Db, id: number, caller: Caller, resumeToken: string | undefined) {
  const [found] = await db
    .select({ letter: letters, resume: resumes })
    .from(letters)
    .innerJoin(resumes, eq(letters.resumeId, resumes.id))
    .where(eq(letters.id, id))
    .limit(1);
  if (!found) throw notFound(LETTER_NOT_FOUND);
  const { letter, resume } = found;
  const allowed = resume.ownerId === null ? resume.token === resumeToken : resume.ownerId === caller.userId;
  if (!allowed) throw notFound(LETTER_NOT_FOUND);
  return { row: letter, resume };
}

export async function getLetter(db: Db, id: number, caller: Caller, resumeToken: string | undefined) {
  const { row, resume } = await letterFor(db, id, caller, resumeToken);
  return toLetter(row, resume.token);
}

/** PUT takes any subset; a nested object (recipient, sender) replaces the stored one whole. */
export async function updateLetter(
  db: Db,
  id: number,
  caller: Caller,
  resumeToken: string | undefined,
  change: UpdateLetterRequest,
) {
  const { row, resume } = await letterFor(db, id, caller, resumeToken);
  const current = letterFieldsSchema.parse(row.content);
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const merged = letterFieldsSchema.parse({ ...current, ...defined });
  const content = { ...merged, body: sanitizeRichText(merged.body) };
  const [updated] = await db
    .update(letters)
    .set({ content, updatedAt: sql`now()` })
    .where(eq(letters.id, row.id))
    .returning();
  if (!updated) throw notFound(LETTER_NOT_FOUND);
  return toLetter(updated, resume.token);
}

export async function deleteLetter(db: Db, id: number, caller: Caller, resumeToken: string | undefined) {
  const { row, resume } = await letterFor(db, id, caller, resumeToken);
  await db.delete(letters).where(eq(letters.id, row.id));
  return toLetter(row, resume.token);
}
