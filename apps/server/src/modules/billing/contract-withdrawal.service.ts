import {
  BILLING_STATUS,
  ORDER_STATUS,
  WITHDRAWAL_PERIOD_DAYS,
  type WithdrawContractRequest,
} from '@vita/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { contractWithdrawals, orders, subscriptions } from '../../db/schema';
import { germanDateTime } from './plans';
import {
  accountByEmail,
  type BillingDeps,
  planById,
  RUNNING_STATUSES,
  type SubscriptionRow,
} from './subscription-store';
import { type LapsedContract, type WithdrawnContract, withdrawalMail } from './withdrawal-mails';
import { refundWithdrawnCharges, WITHDRAWAL_SOURCE } from './withdrawal-refunds';

const PERIOD_MS = WITHDRAWAL_PERIOD_DAYS * 24 * 60 * 60_000;

/**
 * The end of the withdrawal period of a subscription: 14 days from the conclusion of the
 * contract (§ 355 Abs. 2, § 356 Abs. 4 BGB: a service that runs on is never fully performed
 * within them), or null once it has ended.
 */
export function withdrawalEndsAt(subscription: SubscriptionRow, now: Date): Date | null {
  if (!RUNNING_STATUSES.includes(subscription.status)) return null;
  const end = new Date(subscription.createdAt.getTime() + PERIOD_MS);
  return end > now ? end : null;
}

/** Ends the subscription at once (access too); an earlier ordinary cancellation keeps its date. */
async function endForWithdrawal(deps: BillingDeps, subscription: SubscriptionRow, at: Date) {
  const [row] = await deps.db
    .update(subscriptions)
    .set({
      status: BILLING_STATUS.ended,
      currentPeriodEnd: at,
      cancelledAt: subscription.cancelledAt ?? at,
      cancelSource: WITHDRAWAL_SOURCE,
      updatedAt: at,
    })
    .where(and(eq(subscriptions.id, subscription.id), inArray(subscriptions.status, RUNNING_STATUSES)))
    .returning();
  return row;
}

async function paidCents(deps: BillingDeps, subscriptionId: number): Promise<number> {
  const paid = await deps.db
    .select({ amountCents: orders.amountCents })
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.status, ORDER_STATUS.success)));
  return paid.reduce((sum, order) => sum + order.amountCents, 0);
}

/**
 * POST /withdraw-contract (§ 356a BGB, "Vertrag widerrufen"): ends every subscription of the
 * account with this e-mail that is still in its withdrawal period (only the named order, when
 * `order_id` names one of them), refunds all its payments (docs/decisions/contract-withdrawal.md)
 * and confirms the receipt by mail. The answer is the same whatever the e-mail; only the mail,
 * which goes to that address, says what was withdrawn, that the period is over, or that nothing was found.
 */
export async function withdrawContract(
  deps: BillingDeps,
  input: WithdrawContractRequest,
  cancelUrl: string,
): Promise<{ receivedAt: Date; message: string }> {
  const receivedAt = deps.now();
  const { user, running } = await accountByEmail(deps.db, input.email);
  const inPeriod = running.filter((s) => withdrawalEndsAt(s, receivedAt) !== null);
  const named = inPeriod.filter((s) => s.publicId === input.order_id);
  // A mistyped order number must not stop a withdrawal: then it is every contract in its period.
  const chosen = named.length > 0 ? named : inPeriod;

  const withdrawn: WithdrawnContract[] = [];
  const endedIds: number[] = [];
  for (const subscription of chosen) {
    const row = await endForWithdrawal(deps, subscription, receivedAt);
    if (!row) continue;
    endedIds.push(row.id);
    const plan = await planById(deps.db, row.planId);
    withdrawn.push({
      planTitle: plan?.title ?? 'Ihr Abonnement',
      orderNumber: row.publicId,
      concludedAt: row.createdAt,
      refundCents: await paidCents(deps, row.id),
      currency: plan?.currency ?? 'eur',
      card: { brand: row.cardBrand, last4: row.cardLast4 },
    });
  }
  const lapsed: LapsedContract[] = [];
  for (const subscription of running.filter((s) => !inPeriod.includes(s))) {
    const plan = await planById(deps.db, subscription.planId);
    lapsed.push({
      planTitle: plan?.title ?? 'Ihr Abonnement',
      orderNumber: subscription.publicId,
      periodEndedAt: new Date(subscription.createdAt.getTime() + PERIOD_MS),
    });
  }

  await deps.db.insert(contractWithdrawals).values({
    name: input.name,
    email: input.email,
    orderRef: input.order_id ?? null,
    receivedAt,
    userId: user?.id ?? null,
    subscriptionIds: endedIds,
  });
  await refundWithdrawnCharges(deps, endedIds);
  await deps.mailer.send(
    withdrawalMail({
      to: user?.email ?? input.email,
      accountName: user?.firstName ?? null,
      receivedAt,
      withdrawn,
      lapsed,
      cancelUrl,
    }),
  );
  return {
    receivedAt,
    message: `Ihr Widerruf ist am ${germanDateTime(receivedAt)} bei uns eingegangen. Sie erhalten eine Bestätigung per E-Mail.`,
  };
}
