import {
  BILLING_STATUS,
  type CurrentPlan,
  type PlanDetails,
  type SubscriptionPlanData,
  type SubscriptionState,
} from '@vita/shared';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { subscriptionPlans, subscriptions } from '../../db/schema';
import { subscriptionNotFound } from './billing-errors';
import { cancellationMail } from './billing-mails';
import { withdrawalEndsAt } from './contract-withdrawal.service';
import { germanDate, type PlanRow, renewalText, toSubscriptionPlan } from './plans';
import {
  type BillingDeps,
  ownSubscription,
  type SubscriptionRow,
  subscriptionsOf,
  trialEligible,
} from './subscription-store';

/**
 * The spec's `subscription_status` (1 = subscribed): a subscription in its trial or a paid
 * period. A cancelled one counts until its period ends; an overdue renewal keeps access until
 * the renewal job has tried to charge it.
 */
export async function hasActiveSubscription(db: Db, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, BILLING_STATUS.active),
        or(isNull(subscriptions.cancelledAt), gt(subscriptions.currentPeriodEnd, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The login answer's `subscription_status`: 1 while subscribed (see hasActiveSubscription), else 0. */
export async function subscriptionStatusOf(db: Db, userId: number, now: Date = new Date()): Promise<number> {
  return (await hasActiveSubscription(db, userId, now)) ? 1 : 0;
}

export function stateOf(subscription: SubscriptionRow): SubscriptionState {
  switch (subscription.status) {
    case BILLING_STATUS.incomplete:
      return 'incomplete';
    case BILLING_STATUS.active:
      if (subscription.cancelledAt) return 'cancelled';
      return subscription.trialEndsAt && subscription.currentPeriodEnd <= subscription.trialEndsAt
        ? 'trial'
        : 'active';
    case BILLING_STATUS.pastDue:
      return 'past_due';
    case BILLING_STATUS.failed:
      return 'failed';
    default:
      return 'ended';
  }
}

/** The subscription the account page shows: the running one, else the latest that ever ran. */
function currentOf(history: SubscriptionRow[]): SubscriptionRow | undefined {
  return (
    history.find((s) => s.status === BILLING_STATUS.active) ??
    history.find((s) => s.status === BILLING_STATUS.pastDue || s.status === BILLING_STATUS.ended)
  );
}

function planDetails(subscription: SubscriptionRow, plan: PlanRow, now: Date): PlanDetails {
  const renews = subscription.status === BILLING_STATUS.active && !subscription.cancelledAt;
  return {
    billing: renewalText(plan),
    start_date: subscription.createdAt.toISOString(),
    end_date: subscription.currentPeriodEnd.toISOString(),
    status: subscription.status,
    state: stateOf(subscription),
    brand: subscription.cardBrand,
    last4: subscription.cardLast4,
    expiryMonth: subscription.cardExpMonth,
    expiryYear: subscription.cardExpYear,
    trial_ends_at: subscription.trialEndsAt?.toISOString() ?? null,
    cancelled_at: subscription.cancelledAt?.toISOString() ?? null,
    withdrawal_ends_at: withdrawalEndsAt(subscription, now)?.toISOString() ?? null,
    next_charge: renews
      ? {
          date: subscription.currentPeriodEnd.toISOString(),
          amount_cents: plan.priceCents,
          currency: plan.currency,
        }
      : null,
  };
}

/** GET /subscription-plan. */
export async function subscriptionOverview(deps: BillingDeps, userId: number): Promise<SubscriptionPlanData> {
  const plans = await deps.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.id));
  const history = await subscriptionsOf(deps.db, userId);
  const current = currentOf(history);
  const plan = current && plans.find((p) => p.id === current.planId);
  const currentPlan: CurrentPlan | null =
    current && plan
      ? {
          id: plan.id,
          gateway_payment_id: current.publicId,
          subscription_billing: { status: current.status },
          subscriptions: { title: plan.title },
        }
      : null;
  return {
    subscription_plan: plans.map(toSubscriptionPlan),
    plan_details: current && plan ? planDetails(current, plan, deps.now()) : null,
    current_plan: currentPlan,
    trial_eligible: trialEligible(history),
    mode: deps.provider.mode,
  };
}

export type CancelOutcome = {
  gateway_payment_id: string;
  cancelled_at: string;
  access_until: string;
  /** false when it had been cancelled or had ended before this call. */
  newly_cancelled: boolean;
};

/**
 * Stops every further charge at once; a running period stays usable to its end. A subscription
 * that is waiting for its first payment or past due ends now. Repeating it changes nothing.
 */
export async function cancelRow(
  deps: BillingDeps,
  subscription: SubscriptionRow,
  source: 'account' | 'public' | 'account-deleted' | 'mail-link',
): Promise<{ row: SubscriptionRow; newlyCancelled: boolean }> {
  const at = deps.now();
  const running = subscription.status === BILLING_STATUS.active;
  const [row] = await deps.db
    .update(subscriptions)
    .set({
      cancelledAt: at,
      cancelSource: source,
      updatedAt: at,
      ...(running ? {} : { status: BILLING_STATUS.ended, currentPeriodEnd: at }),
    })
    .where(
      and(
        eq(subscriptions.id, subscription.id),
        isNull(subscriptions.cancelledAt),
        or(
          eq(subscriptions.status, BILLING_STATUS.active),
          eq(subscriptions.status, BILLING_STATUS.incomplete),
          eq(subscriptions.status, BILLING_STATUS.pastDue),
        ),
      ),
    )
    .returning();
  return row ? { row, newlyCancelled: true } : { row: subscription, newlyCancelled: false };
}

/** POST /cancel-subscription (DESIGN.md deviations 2 and 5): the owner's, whatever the plan's title. */
export async function cancelSubscription(
  deps: BillingDeps,
  user: UserRow,
  publicId: string,
): Promise<CancelOutcome> {
  const subscription = await ownSubscription(deps.db, user.id, publicId);
  if (!subscription) throw subscriptionNotFound();
  const { row, newlyCancelled } = await cancelRow(deps, subscription, 'account');
  const cancelledAt = row.cancelledAt ?? row.updatedAt;
  if (newlyCancelled) {
    const [plan] = await deps.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId));
    await deps.mailer.send(
      cancellationMail({
        to: user.email,
        name: user.firstName,
        planTitle: plan?.title ?? 'Ihr Abonnement',
        receivedAt: cancelledAt,
        accessUntil: row.currentPeriodEnd,
      }),
    );
  }
  return {
    gateway_payment_id: row.publicId,
    cancelled_at: cancelledAt.toISOString(),
    access_until: row.currentPeriodEnd.toISOString(),
    newly_cancelled: newlyCancelled,
  };
}

export const cancelledMessage = (outcome: CancelOutcome) =>
  outcome.newly_cancelled
    ? `Ihr Abonnement ist gekündigt. Sie können Vita bis zum ${germanDate(new Date(outcome.access_until))} nutzen; es wird nichts mehr abgebucht.`
    : 'Dieses Abonnement ist bereits gekündigt oder beendet.';
