import { buildResumeDocument } from '@vita/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, shareLinks } from '../../db/schema';
import { verifyPassword } from '../auth/password';
import { loadStoredParts } from '../resume/resume-parts';
import type { ShareLinkRow } from './share-links.service';

export const MAX_FAILED_TRIES = 10;
export const FAILED_TRIES_WINDOW_MS = 15 * 60_000;

export type LinkState = { kind: 'unknown' } | { kind: 'gone' } | { kind: 'open'; link: ShareLinkRow };

/** A link by its slug: unknown, no longer valid (revoked or expired) or open. */
export async function linkBySlug(db: Db, slug: string, now: Date): Promise<LinkState> {
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.slug, slug)).limit(1);
  if (!link) return { kind: 'unknown' };
  if (link.revokedAt !== null || (link.expiresAt !== null && link.expiresAt <= now)) return { kind: 'gone' };
  return { kind: 'open', link };
}

const inWindow = (link: ShareLinkRow, now: Date) =>
  link.failedPasswordWindowStart !== null &&
  now.getTime() - link.failedPasswordWindowStart.getTime() < FAILED_TRIES_WINDOW_MS;

export const isLockedOut = (link: ShareLinkRow, now: Date) =>
  inWindow(link, now) && link.failedPasswordTries >= MAX_FAILED_TRIES;

/** Checks a password; a wrong one is counted on the link (a fresh window after 15 minutes). */
export async function checkLinkPassword(db: Db, link: ShareLinkRow, password: string, now: Date) {
  if (await verifyPassword(link.passwordHash, password)) return true;
  const fresh = !inWindow(link, now);
  await db
    .update(shareLinks)
    .set(
      fresh
        ? { failedPasswordTries: 1, failedPasswordWindowStart: now }
        : { failedPasswordTries: sql`${shareLinks.failedPasswordTries} + 1` },
    )
    .where(eq(shareLinks.id, link.id));
  return false;
}

/** One view: a counter and the moment, nothing about the visitor. */
export const countView = (db: Db, link: ShareLinkRow, now: Date) =>
  db
    .update(shareLinks)
    .set({ views: sql`${shareLinks.views} + 1`, lastViewedAt: now })
    .where(eq(shareLinks.id, link.id));

export const countDownload = (db: Db, link: ShareLinkRow) =>
  db
    .update(shareLinks)
    .set({ downloads: sql`${shareLinks.downloads} + 1` })
    .where(eq(shareLinks.id, link.id));

/** The linked resume as the exports build it, from what the server holds. */
export async function linkedDocument(db: Db, link: ShareLinkRow) {
  const [resume] = await db.select().from(resumes).where(eq(resumes.id, link.resumeId)).limit(1);
  if (!resume) return null;
  const parts = await loadStoredParts(db, resume);
  return { doc: buildResumeDocument(parts, { locale: 'de' }), resume };
}
