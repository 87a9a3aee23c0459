import { BILLING_STATUS, ORDER_STATUS } from '@vita/shared';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { orders, subscriptions } from '../../db/schema';
import { renewalFailedMail, renewalPaidMail } from './billing-mails';
import { invoiceAttachment } from './invoice.service';
import type { ChargeResult } from './payment-provider';
import { addInterval, intervalText, type PlanRow } from './plans';
import {
  type BillingDeps,
  type BillRow,
  customerOf,
  planById,
  recordBill,
  type SubscriptionRow,
} from './subscription-store';
import { sendTrialReminders } from './trial-reminder.service';

export type RenewalReport = {
  renewed: number;
  failed: number;
  /** Cancelled subscriptions whose paid period is over. */
  ended: number;
  /** First payments left at 3-D Secure for a day. */
  abandoned: number;
  /** Charges that could not be attempted (provider unreachable): tried again after the claim. */
  deferred: number;
  /** Trial reminders written (three days before conversion). */
  reminded: number;
};

const CLAIM_MS = 10 * 60_000;
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 20;

export const renewalKey = (subscription: SubscriptionRow) =>
  `renewal:${subscription.publicId}:${subscription.currentPeriodEnd.toISOString()}`;

/**
 * Takes due subscriptions for this run. Several instances may run the job: the row lock skips
 * what another instance is claiming, and the claim keeps it away until it expires, so a
 * subscription is charged by one instance only (and the idempotency key covers a crash).
 */
async function claimDue(deps: BillingDeps, now: Date): Promise<SubscriptionRow[]> {
  const due = deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, BILLING_STATUS.active),
        isNull(subscriptions.cancelledAt),
        lte(subscriptions.currentPeriodEnd, now),
        or(isNull(subscriptions.renewalClaimedUntil), lt(subscriptions.renewalClaimedUntil, now)),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return deps.db
    .update(subscriptions)
    .set({ renewalClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(subscriptions.id, due))
    .returning();
}

/** The next period follows the last without a gap; after a long outage it starts now instead of billing the past. */
function nextPeriod(subscription: SubscriptionRow, plan: PlanRow, now: Date) {
  const start = subscription.currentPeriodEnd;
  const end = addInterval(start, plan.intervalUnit, plan.intervalCount);
  if (end > now) return { start, end };
  return { start: now, end: addInterval(now, plan.intervalUnit, plan.intervalCount) };
}

type Renewal = { deps: BillingDeps; claimed: SubscriptionRow; plan: PlanRow; key: string; now: Date };
type ChargeableSubscription = SubscriptionRow & { customerRef: string; paymentMethodRef: string };

/** The pending renewal order, once per period: the idempotency key makes a repeated run a no-op. */
async function openRenewalOrder({ deps, claimed, plan, key, now }: Renewal) {
  await deps.db
    .insert(orders)
    .values({
      userId: claimed.userId,
      planId: plan.id,
      subscriptionId: claimed.id,
      kind: 'renewal',
      amountCents: plan.priceCents,
      currency: plan.currency,
      status: ORDER_STATUS.pending,
      paymentDate: now,
      idempotencyKey: key,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey });
}

/** A cancellation that arrived after the claim still stops the charge: true when it did. */
async function stoppedByCancellation({ deps, claimed, key, now }: Renewal): Promise<boolean> {
  const { db } = deps;
  const [fresh] = await db.select().from(subscriptions).where(eq(subscriptions.id, claimed.id));
  if (fresh && !fresh.cancelledAt && fresh.status === BILLING_STATUS.active) return false;
  await db
    .update(orders)
    .set({ status: ORDER_STATUS.failed, failureCode: 'cancelled', updatedAt: now })
    .where(and(eq(orders.idempotencyKey, key), eq(orders.status, ORDER_STATUS.pending)));
  await db.update(subscriptions).set({ renewalClaimedUntil: null }).where(eq(subscriptions.id, claimed.id));
  return true;
}

/** The charge itself; null when the provider could not be reached (the claim expires, a later run retries). */
async function chargeRenewal(
  { deps, plan, key }: Renewal,
  claimed: ChargeableSubscription,
): Promise<ChargeResult | null> {
  try {
    return await deps.provider.chargeOffSession({
      customerRef: claimed.customerRef,
      paymentMethodRef: claimed.paymentMethodRef,
      amountCents: plan.priceCents,
      currency: plan.currency,
      description: plan.title,
      idempotencyKey: key,
      subscriptionPublicId: claimed.publicId,
    });
  } catch (error) {
    deps.log.warn({ err: error, subscription: claimed.publicId }, 'renewal not attempted: tried again later');
    return null;
  }
}

/** A paid (or still processing) renewal: the next period, the order's status and, once paid, the bill. */
async function recordRenewed({ deps, claimed, plan, key, now }: Renewal, paymentRef: string, paid: boolean) {
  const period = nextPeriod(claimed, plan, now);
  const bill = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        renewalClaimedUntil: null,
        updatedAt: now,
      })
      .where(
        and(eq(subscriptions.id, claimed.id), eq(subscriptions.currentPeriodEnd, claimed.currentPeriodEnd)),
      )
      .returning();
    // A card payment still "processing" is settled by the webhook; it gets its bill then.
    const status = paid ? ORDER_STATUS.success : ORDER_STATUS.pending;
    const [order] = await tx
      .update(orders)
      .set({ status, paymentDate: now, gatewayRef: paymentRef, updatedAt: now })
      .where(eq(orders.idempotencyKey, key))
      .returning();
    if (!row || !order || status !== ORDER_STATUS.success) return null;
    const interval = intervalText(plan.intervalUnit, plan.intervalCount);
    return recordBill(tx, { subscription: row, order, plan, ...period, description: plan.title, interval });
  });
  if (bill) await sendRenewalInvoice(deps, claimed.userId, plan, bill);
}

/** The payment mail of a renewal, with its invoice attached. */
export async function sendRenewalInvoice(
  deps: BillingDeps,
  userId: number | null,
  plan: PlanRow,
  bill: BillRow,
) {
  const customer = await customerOf(deps.db, userId);
  if (!customer) return;
  await deps.mailer.send(
    renewalPaidMail({
      to: customer.email,
      name: customer.name,
      plan,
      amountCents: bill.amountCents,
      paidAt: bill.createdAt,
      periodStart: bill.startDate,
      periodEnd: bill.endDate,
      invoice: { number: bill.invoiceNumber, attachment: await invoiceAttachment(deps, bill) },
    }),
  );
}

type RenewalFailure = { code: string; declineCode: string | null; paymentRef: string | null };

/** A declined renewal: the subscription is past due, the order failed, and the customer gets a mail. */
async function recordRenewalFailed({ deps, claimed, plan, key, now }: Renewal, failure: RenewalFailure) {
  const { db } = deps;
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: BILLING_STATUS.pastDue, renewalClaimedUntil: null, updatedAt: now })
      .where(eq(subscriptions.id, claimed.id));
    await tx
      .update(orders)
      .set({
        status: ORDER_STATUS.failed,
        paymentDate: now,
        gatewayRef: failure.paymentRef,
        failureCode: failure.declineCode ? `${failure.code}:${failure.declineCode}` : failure.code,
        updatedAt: now,
      })
      .where(eq(orders.idempotencyKey, key));
  });
  const customer = await customerOf(db, claimed.userId);
  if (customer) {
    await deps.mailer.send(
      renewalFailedMail({ to: customer.email, name: customer.name, plan, attemptedAt: now }),
    );
  }
}

async function renewOne(
  deps: BillingDeps,
  claimed: SubscriptionRow,
  now: Date,
): Promise<'renewed' | 'failed' | 'deferred' | 'skipped'> {
  const plan = await planById(deps.db, claimed.planId);
  const { customerRef, paymentMethodRef } = claimed;
  if (!plan || !customerRef || !paymentMethodRef) return 'skipped';
  const renewal: Renewal = { deps, claimed, plan, key: renewalKey(claimed), now };
  await openRenewalOrder(renewal);
  if (await stoppedByCancellation(renewal)) return 'skipped';
  const result = await chargeRenewal(renewal, { ...claimed, customerRef, paymentMethodRef });
  if (!result) return 'deferred';
  if (result.outcome === 'succeeded' || result.outcome === 'processing') {
    await recordRenewed(renewal, result.paymentRef, result.outcome === 'succeeded');
    return 'renewed';
  }
  const failure =
    result.outcome === 'failed'
      ? result
      : { code: 'authentication_required', declineCode: null, paymentRef: result.paymentRef };
  await recordRenewalFailed(renewal, failure);
  return 'failed';
}

/**
 * The renewal run: ends cancelled subscriptions whose period is over, gives up first payments
 * left at 3-D Secure, charges every due renewal once (trial → first 4 weeks, then every
 * 4 weeks) and reminds trials three days before they convert. Safe to run on several instances at once and to repeat.
 */
export async function runRenewals(deps: BillingDeps): Promise<RenewalReport> {
  const { db } = deps;
  const now = deps.now();
  const report: RenewalReport = { renewed: 0, failed: 0, ended: 0, abandoned: 0, deferred: 0, reminded: 0 };

  const ended = await db
    .update(subscriptions)
    .set({ status: BILLING_STATUS.ended, updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, BILLING_STATUS.active),
        isNotNull(subscriptions.cancelledAt),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ id: subscriptions.id });
  report.ended = ended.length;

  const abandoned = await db
    .update(subscriptions)
    .set({ status: BILLING_STATUS.failed, updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, BILLING_STATUS.incomplete),
        lt(subscriptions.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ id: subscriptions.id });
  if (abandoned.length > 0) {
    await db
      .update(orders)
      .set({ status: ORDER_STATUS.failed, failureCode: 'abandoned', updatedAt: now })
      .where(
        and(
          inArray(
            orders.subscriptionId,
            abandoned.map((a) => a.id),
          ),
          eq(orders.status, ORDER_STATUS.pending),
        ),
      );
  }
  report.abandoned = abandoned.length;

  for (;;) {
    const claimed = await claimDue(deps, now);
    if (claimed.length === 0) break;
    for (const subscription of claimed) {
      const outcome = await renewOne(deps, subscription, now);
      if (outcome !== 'skipped') report[outcome]++;
    }
  }
  report.reminded = await sendTrialReminders(deps);
  return report;
}
