import { randomBytes } from 'node:crypto';
import type { ShareLink, ShareLinkInput } from '@vita/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, shareLinks } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { hashPassword } from '../auth/password';

export const SHARE_LINK_NOT_FOUND = 'Diesen Link gibt es nicht (oder er gehört nicht zu Ihnen).';
export const RESUME_NOT_YOURS =
  'Diesen Lebenslauf gibt es in Ihrem Konto nicht. Bitte wählen Sie einen Ihrer Lebensläufe.';

/** 16 random bytes (128 bits), base64url: 22 characters nobody can guess. */
export const SLUG_BYTES = 16;
export const newSlug = () => randomBytes(SLUG_BYTES).toString('base64url');
export const shareUrl = (slug: string) => `/s/${slug}`;

export type ShareLinkDeps = { db: Db; now: () => Date };
export type ShareLinkRow = typeof shareLinks.$inferSelect;

export const toShareLink = (row: ShareLinkRow): ShareLink => ({
  id: row.id,
  url: shareUrl(row.slug),
  label: row.label,
  expires_at: row.expiresAt?.toISOString() ?? null,
  allow_download: row.allowDownload,
  has_password: row.passwordHash !== null,
  views: row.views,
  downloads: row.downloads,
  last_viewed_at: row.lastViewedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

async function ownResumeId(db: Db, userId: number, token: string) {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.token, token), eq(resumes.ownerId, userId)));
  if (!row) throw badRequest(RESUME_NOT_YOURS, { resume_token: RESUME_NOT_YOURS });
  return row.id;
}

export async function createShareLink(deps: ShareLinkDeps, userId: number, input: ShareLinkInput) {
  const resumeId = await ownResumeId(deps.db, userId, input.resume_token);
  const [row] = await deps.db
    .insert(shareLinks)
    .values({
      userId,
      resumeId,
      slug: newSlug(),
      label: input.label,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      allowDownload: input.allow_download,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      createdAt: deps.now(),
    })
    .returning();
  return toShareLink(row as ShareLinkRow);
}

/** The owner's links for one resume, newest first, revoked ones included (marked). */
export async function listShareLinks(deps: ShareLinkDeps, userId: number, resumeToken: string) {
  const resumeId = await ownResumeId(deps.db, userId, resumeToken);
  const rows = await deps.db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.resumeId, resumeId), eq(shareLinks.userId, userId)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map(toShareLink);
}

/** Revoking keeps the row, so that the public page can say the link is no longer valid (410). */
export async function revokeShareLink(deps: ShareLinkDeps, userId: number, id: number) {
  const [row] = await deps.db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${deps.now()})` })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
    .returning();
  if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
  return toShareLink(row);
}
