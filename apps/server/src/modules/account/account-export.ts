import type { AccountExport } from '@vita/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import {
  attachments,
  outbox,
  passkeys,
  resumeMeta,
  resumes,
  shareLinks,
  socialIdentities,
} from '../../db/schema';
import { listLetters } from '../letters/letters.service';
import { loadStoredParts } from '../resume/resume-parts';
import { preferencesOf, toProfile } from './account.service';

/**
 * GET /account/export (GDPR Art. 15 and 20): everything stored about the account in one
 * machine-readable document. The password hash is left out; it is no information about the person.
 * So are a passkey's public key, signature counter and user handle: what checks a login, not what
 * it tells about the person (docs/decisions/passkeys-in-export.md).
 */
export type ApplicationsExport = (
  db: Db,
  userId: number,
  now: Date,
) => Promise<AccountExport['applications']>;

export async function exportAccount(
  db: Db,
  user: UserRow,
  now: Date,
  exportApplications: ApplicationsExport,
) {
  const [preferences, identities, keys, mails, owned] = await Promise.all([
    preferencesOf(db, user.id),
    db.select().from(socialIdentities).where(eq(socialIdentities.userId, user.id)),
    db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.id)),
    db.select().from(outbox).where(eq(outbox.to, user.email)).orderBy(asc(outbox.id)),
    db.select().from(resumes).where(eq(resumes.ownerId, user.id)).orderBy(asc(resumes.id)),
  ]);
  return {
    exported_at: now.toISOString(),
    profile: {
      ...toProfile(user),
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    communication_preferences: preferences,
    social_logins: identities.map((i) => ({ provider: i.provider, linked_at: i.createdAt.toISOString() })),
    passkeys: keys.map((key) => ({
      name: key.name,
      credential_id: key.credentialId,
      transports: key.transports,
      backed_up: key.backedUp,
      created_at: key.createdAt.toISOString(),
      last_used_at: key.lastUsedAt?.toISOString() ?? null,
    })),
    mails: mails.map((m) => ({
      subject: m.subject,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
    })),
    resumes: await Promise.all(owned.map((resume) => exportResume(db, resume))),
    applications: await exportApplications(db, user.id, now),
    share_links: await exportShareLinks(db, user.id, owned),
  };
}

/** The account's share links: what was shared, with whom (label) and how often it was opened. */
async function exportShareLinks(db: Db, userId: number, owned: (typeof resumes.$inferSelect)[]) {
  const tokenOf = new Map(owned.map((resume) => [resume.id, resume.token]));
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(asc(shareLinks.id));
  return rows.map((link) => ({
    resume_token: tokenOf.get(link.resumeId) ?? '',
    label: link.label,
    url: `/s/${link.slug}`,
    allow_download: link.allowDownload,
    has_password: link.passwordHash !== null,
    views: link.views,
    downloads: link.downloads,
    last_viewed_at: link.lastViewedAt?.toISOString() ?? null,
    expires_at: link.expiresAt?.toISOString() ?? null,
    revoked_at: link.revokedAt?.toISOString() ?? null,
    created_at: link.createdAt.toISOString(),
  }));
}

async function exportResume(db: Db, resume: typeof resumes.$inferSelect) {
  const [parts, meta, files, letters] = await Promise.all([
    loadStoredParts(db, resume),
    db.select().from(resumeMeta).where(eq(resumeMeta.resumeId, resume.id)).orderBy(asc(resumeMeta.id)),
    db
      .select()
      .from(attachments)
      .where(eq(attachments.resumeId, resume.id))
      .orderBy(asc(attachments.position), asc(attachments.id)),
    listLetters(db, resume),
  ]);
  return {
    resume_token: resume.token,
    resume_name: resume.name,
    resume_strength: resume.strength,
    created_at: resume.createdAt.toISOString(),
    updated_at: resume.updatedAt.toISOString(),
    style: parts.style,
    // Every stored section by its meta_key, as the API stores it (heading, education, work-expr, …).
    meta: Object.fromEntries(meta.map((row) => [row.metaKey, row.metaValue])),
    extra_sections: parts.extraSections,
    custom_sections: parts.customSections,
    photo: parts.photo,
    attachments: files.map((file) => ({
      title: file.title,
      document_date: file.documentDate,
      position: file.position,
      mime: file.mime,
      bytes: file.bytes,
      pages: file.pages,
      created_at: file.createdAt.toISOString(),
      data_base64: file.data.toString('base64'),
    })),
    resume_json_data: resume.snapshot ?? {},
    letters,
  };
}
