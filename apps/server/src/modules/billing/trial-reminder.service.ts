import { BILLING_STATUS } from '@vita/shared';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { OutboxRow } from '../mail/outbox';
import { enqueue } from '../mail/outbox';
import { trialReminderMail } from './billing-mails';
import { addDays } from './plans';
import {
  type BillingDeps,
  customerOf,
  planById,
  type SubscriptionRow,
  type Transaction,
} from './subscription-store';
import { trialEndLink } from './trial-end-link';

/** The reminder goes out this many days before the trial converts into the paid plan. */
export const REMINDER_DAYS_BEFORE = 3;
const BATCH = 20;

/**
 * Claims the trials due for their reminder. As the renewal job claims its rows, the row lock
 * skips what another instance is taking, and `trial_reminder_sent_at` is set in the same update,
 * so no second run and no second instance finds the row again: each trial gets one reminder.
 * A trial cancelled before its reminder is due gets none.
 */
async function claimDue(tx: Transaction, now: Date): Promise<SubscriptionRow[]> {
  const due = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, BILLING_STATUS.active),
        isNull(subscriptions.cancelledAt),
        isNull(subscriptions.trialReminderSentAt),
        isNotNull(subscriptions.trialEndsAt),
        // Still in the trial: the period that ends is the trial itself.
        eq(subscriptions.currentPeriodEnd, subscriptions.trialEndsAt),
        lte(subscriptions.trialEndsAt, addDays(now, REMINDER_DAYS_BEFORE)),
        gt(subscriptions.trialEndsAt, now),
      ),
    )
    .orderBy(asc(subscriptions.trialEndsAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return tx
    .update(subscriptions)
    .set({ trialReminderSentAt: now })
    .where(and(inArray(subscriptions.id, due), isNull(subscriptions.trialReminderSentAt)))
    .returning();
}

async function reminderOf(deps: BillingDeps, tx: Transaction, subscription: SubscriptionRow) {
  const plan = await planById(tx, subscription.planId);
  const customer = await customerOf(tx, subscription.userId);
  if (!plan || !customer || !subscription.trialEndsAt) return null;
  return trialReminderMail({
    to: customer.email,
    name: customer.name,
    plan,
    convertsAt: subscription.trialEndsAt,
    endLink: trialEndLink(deps, subscription.publicId),
  });
}

/**
 * Sends the trial reminder three days before conversion: the date, the price and a link that
 * ends the subscription at the trial's end. The claim and the mail's outbox row are written in
 * one transaction, so the mail exists exactly when the trial is marked as reminded; delivery
 * follows the commit (and the outbox retries it). Returns how many reminders were written.
 */
export async function sendTrialReminders(deps: BillingDeps): Promise<number> {
  const now = deps.now();
  let count = 0;
  for (;;) {
    const { claimed, queued } = await deps.db.transaction(async (tx) => {
      const claimed = await claimDue(tx, now);
      const queued: OutboxRow[] = [];
      for (const subscription of claimed) {
        const mail = await reminderOf(deps, tx, subscription);
        if (mail) queued.push(await enqueue(tx, { ...mail, purpose: 'trial-reminder' }, null));
      }
      return { claimed: claimed.length, queued };
    });
    if (claimed === 0) return count;
    count += queued.length;
    for (const row of queued) await deps.mailer.sendQueued(row);
  }
}
