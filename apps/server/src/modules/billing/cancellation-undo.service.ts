import { createHash, randomBytes } from 'node:crypto';
import { BILLING_STATUS, type CancellationUndoData } from '@vita/shared';
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { contractCancellations, subscriptions, users } from '../../db/schema';
import { billingError } from './billing-errors';
import { cancellationUndoneMail } from './billing-mails';
import { type BillingDeps, planById, type SubscriptionRow } from './subscription-store';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use undo token (256 random bits) and the hash that is all the database keeps. */
export function newUndoToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

const invalidLink = () =>
  billingError(
    404,
    'undo_invalid',
    'Dieser Link ist ungültig. Bitte öffnen Sie den Link aus der Bestätigungs-E-Mail vollständig.',
  );
const alreadyUndone = () =>
  billingError(409, 'undo_already_used', 'Ihr Abonnement wurde mit diesem Link bereits fortgesetzt.');
const expired = () =>
  billingError(
    410,
    'undo_expired',
    'Dieser Link ist abgelaufen: Der bezahlte Zeitraum ist vorbei, das Abonnement ist beendet. Sie können jederzeit ein neues Abonnement abschließen.',
  );

/** Still running to the end of a paid period, and cancelled by the public page (not since by the owner). */
const restorable = (ids: number[], now: Date) =>
  and(
    inArray(subscriptions.id, ids),
    eq(subscriptions.status, BILLING_STATUS.active),
    isNotNull(subscriptions.cancelledAt),
    eq(subscriptions.cancelSource, 'public'),
    gt(subscriptions.currentPeriodEnd, now),
  );

/**
 * "Das war ich nicht – Abo fortsetzen": the account holder takes back a cancellation made on the
 * public page. Exactly the subscriptions it cancelled run on as before (same period, same renewal
 * date; nothing is charged now), as long as their paid period has not ended. One use per token:
 * the claim on the record and the restore happen in one transaction.
 */
export async function undoCancellation(deps: BillingDeps, token: string): Promise<CancellationUndoData> {
  const now = deps.now();
  const [record] = await deps.db
    .select()
    .from(contractCancellations)
    .where(eq(contractCancellations.undoTokenHash, hashOf(token)));
  if (!record) throw invalidLink();
  if (record.undoneAt) throw alreadyUndone();

  const restored = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(contractCancellations)
      .set({ undoneAt: now })
      .where(and(eq(contractCancellations.id, record.id), isNull(contractCancellations.undoneAt)))
      .returning({ id: contractCancellations.id });
    if (!claimed) throw alreadyUndone();
    const rows: SubscriptionRow[] = await tx
      .update(subscriptions)
      .set({ cancelledAt: null, cancelSource: null, updatedAt: now })
      .where(restorable(record.subscriptionIds, now))
      .returning();
    // Nothing left to continue: the claim is rolled back with the error, the link stays "expired".
    if (rows.length === 0) throw expired();
    return rows;
  });

  const plans = await Promise.all(restored.map((row) => planById(deps.db, row.planId)));
  const lines = restored.flatMap((row, index) => {
    const plan = plans[index];
    return plan ? [{ plan, nextChargeAt: row.currentPeriodEnd }] : [];
  });
  const [owner] = record.userId ? await deps.db.select().from(users).where(eq(users.id, record.userId)) : [];
  if (owner) {
    await deps.mailer.send(
      cancellationUndoneMail({
        to: owner.email,
        name: owner.firstName,
        receivedAt: record.receivedAt,
        restored: lines,
      }),
    );
  }
  return {
    restored: lines.map((line) => ({
      plan_title: line.plan.title,
      next_charge_at: line.nextChargeAt.toISOString(),
    })),
  };
}
