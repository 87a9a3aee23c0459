import { CLOSED_APPLICATION_STATUSES } from '@vita/shared';
import { and, asc, inArray, isNull, lte, ne, notInArray } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client';
import { trackedApplications, users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { enqueue, type OutboxRow } from '../mail/outbox';
import { berlinDay } from './tracker-rows';

const BATCH = 20;
export const FOLLOW_UP_PURPOSE = 'application-follow-up';

export type FollowUpDeps = { db: Db; mailer: Mailer; now: () => Date; publicUrl: string | null };

type Due = {
  id: number;
  company: string;
  position: string;
  followUpAt: string;
  email: string;
  firstName: string;
};

/**
 * Claims the open applications whose follow-up day has come. The row lock skips what another
 * instance is taking, and `follow_up_mailed_at` is set in the same update, so no second run and
 * no second instance finds the row again: one reminder per follow-up day.
 */
async function claimDue(tx: Transaction, now: Date): Promise<Due[]> {
  const due = tx
    .select({ id: trackedApplications.id })
    .from(trackedApplications)
    .where(
      and(
        isNull(trackedApplications.followUpMailedAt),
        ne(trackedApplications.followUpAt, ''),
        lte(trackedApplications.followUpAt, berlinDay(now)),
        notInArray(trackedApplications.status, [...CLOSED_APPLICATION_STATUSES]),
      ),
    )
    .orderBy(asc(trackedApplications.followUpAt), asc(trackedApplications.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(trackedApplications)
    .set({ followUpMailedAt: now })
    .where(and(inArray(trackedApplications.id, due), isNull(trackedApplications.followUpMailedAt)))
    .returning({
      id: trackedApplications.id,
      userId: trackedApplications.userId,
      company: trackedApplications.company,
      position: trackedApplications.position,
      followUpAt: trackedApplications.followUpAt,
    });
  if (claimed.length === 0) return [];
  const owners = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((row) => row.userId))]));
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  return claimed.flatMap((row) => {
    const owner = ownerOf.get(row.userId);
    return owner ? [{ ...row, email: owner.email, firstName: owner.firstName }] : [];
  });
}

const germanDay = (day: string) => day.split('-').reverse().join('.');

export function followUpMail(due: Due, publicUrl: string | null) {
  const link = publicUrl ? `${publicUrl.replace(/\/$/, '')}/bewerbungen/${due.id}` : null;
  const lines = [
    due.firstName ? `Hallo ${due.firstName},` : 'Hallo,',
    '',
    `heute (${germanDay(due.followUpAt)}) wollten Sie bei ${due.company} nachfassen: Ihre Bewerbung als ${due.position}.`,
    'Ein kurzer Anruf oder eine freundliche E-Mail zeigt Interesse und bringt Klarheit über den Stand.',
    ...(link ? ['', `Zur Bewerbung: ${link}`] : []),
    '',
    'Viel Erfolg wünscht Ihnen',
    'Ihr Vita-Team',
  ];
  return { to: due.email, subject: `Nachfassen bei ${due.company}: ${due.position}`, text: lines.join('\n') };
}

/**
 * Mails the follow-up reminders that are due. The claim and the mail's outbox row are written in
 * one transaction: the mail exists exactly when the application is marked as reminded; delivery
 * follows the commit (the outbox retries it). Returns how many reminders were written.
 */
export async function sendFollowUpReminders(deps: FollowUpDeps): Promise<number> {
  const now = deps.now();
  let count = 0;
  for (;;) {
    const queued = await deps.db.transaction(async (tx) => {
      const rows: OutboxRow[] = [];
      for (const due of await claimDue(tx, now))
        rows.push(
          await enqueue(tx, { ...followUpMail(due, deps.publicUrl), purpose: FOLLOW_UP_PURPOSE }, null),
        );
      return rows;
    });
    if (queued.length === 0) return count;
    count += queued.length;
    for (const row of queued) await deps.mailer.sendQueued(row);
  }
}
