import type { ApplicationSend, ApplicationSendFormat } from '@vita/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationSends, outbox } from '../../db/schema';
import { REFUSED_PREFIX } from '../mail/mailer';

type SendRow = {
  applicationId: number;
  to: string;
  format: string;
  bytes: number;
  compressed: boolean;
  createdAt: Date;
  mailSentAt: Date | null;
  mailError: string | null;
};

/** What became of the mail: accepted, waiting for a retry, or refused for good. */
export function toApplicationSend(row: SendRow): ApplicationSend {
  const refused = row.mailError?.startsWith(REFUSED_PREFIX) ?? false;
  return {
    to: row.to,
    sent_at: row.createdAt.toISOString(),
    format: row.format as ApplicationSendFormat,
    bytes: row.bytes,
    compressed: row.compressed,
    delivery: row.mailSentAt ? 'delivered' : refused ? 'refused' : 'pending',
    error: row.mailSentAt
      ? null
      : refused
        ? (row.mailError?.slice(REFUSED_PREFIX.length) ?? null)
        : row.mailError,
  };
}

/** The newest sending of each application, with its mail's state. */
export async function lastSends(db: Db, applicationIds: number[]): Promise<Map<number, ApplicationSend>> {
  const rows = await db
    .select({
      applicationId: applicationSends.applicationId,
      to: applicationSends.to,
      format: applicationSends.format,
      bytes: applicationSends.bytes,
      compressed: applicationSends.compressed,
      createdAt: applicationSends.createdAt,
      mailSentAt: outbox.sentAt,
      mailError: outbox.lastError,
    })
    .from(applicationSends)
    .leftJoin(outbox, eq(outbox.id, applicationSends.outboxId))
    .where(inArray(applicationSends.applicationId, applicationIds))
    .orderBy(desc(applicationSends.createdAt), desc(applicationSends.id));
  const newest = new Map<number, ApplicationSend>();
  for (const row of rows)
    if (!newest.has(row.applicationId)) newest.set(row.applicationId, toApplicationSend(row));
  return newest;
}
