import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client';
import { type MailAttachment, outbox } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A newer mail with the same purpose and recipient supersedes an unsent older one. */
  purpose?: string;
  /** Not worth sending after this moment. */
  discardAfter?: Date;
  /** Files sent with it (an invoice PDF). */
  attachments?: MailAttachment[];
  /** Where answers go, and who gets a blind copy (an application sent from Vita). */
  replyTo?: string;
  bcc?: string;
};

/** What a mail needs to go out again, read back from its outbox row. */
export const mailOfRow = (row: OutboxRow): OutgoingMail => ({
  to: row.to,
  subject: row.subject,
  text: row.text,
  ...(row.html ? { html: row.html } : {}),
  ...(row.attachments ? { attachments: row.attachments } : {}),
  ...(row.replyTo ? { replyTo: row.replyTo } : {}),
  ...(row.bcc ? { bcc: row.bcc } : {}),
});

/** Unsent mails of this purpose to this address will not be sent any more. */
export async function supersedeUnsent(db: Db, to: string, purpose: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ discardAfter: now, lastError: 'superseded by a newer mail' })
    .where(and(eq(outbox.to, to), eq(outbox.purpose, purpose), isNull(outbox.sentAt)));
}

/**
 * Writes the mail first, so nothing is lost when the server stops before it is sent. Inside a
 * transaction, the mail exists exactly when what it reports was committed.
 */
export async function enqueue(
  db: Db | Transaction,
  mail: OutgoingMail,
  attemptNow: Date | null,
): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      purpose: mail.purpose ?? null,
      discardAfter: mail.discardAfter ?? null,
      attachments: mail.attachments ?? null,
      replyTo: mail.replyTo ?? null,
      bcc: mail.bcc ?? null,
      attempts: attemptNow ? 1 : 0,
      lastAttemptAt: attemptNow,
    })
    .returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: now, lastError: null }).where(eq(outbox.id, id));
}

/** A refusal that will not change (an SMTP 5xx, e.g. an unknown mailbox) ends the retries at once. */
export async function markFailed(
  db: Db,
  id: number,
  error: string,
  refusedAt: Date | null = null,
): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 1000), ...(refusedAt ? { discardAfter: refusedAt } : {}) })
    .where(eq(outbox.id, id));
}

/** Unsent mails whose last attempt is older than `retryDelayMs`, oldest first. */
export async function dueForRetry(
  db: Db,
  now: Date,
  options: { retryDelayMs: number; maxAttempts: number; limit: number },
): Promise<OutboxRow[]> {
  const lastAttemptBefore = new Date(now.getTime() - options.retryDelayMs);
  return db
    .select()
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lt(outbox.attempts, options.maxAttempts),
        or(isNull(outbox.discardAfter), gt(outbox.discardAfter, now)),
        or(isNull(outbox.lastAttemptAt), lte(outbox.lastAttemptAt, lastAttemptBefore)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(options.limit);
}

/**
 * Takes a mail for one attempt. Several instances may run the retry job: only the one whose
 * update still sees the attempt it read gets the mail, so a mail is never sent twice at once.
 */
export async function claimAttempt(db: Db, row: OutboxRow, now: Date): Promise<boolean> {
  const claimed = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastAttemptAt: now })
    .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.sentAt)))
    .returning({ id: outbox.id });
  return claimed.length === 1;
}
