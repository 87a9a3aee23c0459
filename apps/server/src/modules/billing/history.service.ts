import type { BillHistoryEntry, Order } from '@vita/shared';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { UserRow } from '../../db/rows';
import { bills, orders, subscriptionPlans, subscriptions } from '../../db/schema';
import { subscriptionNotFound } from './billing-errors';
import { type BillingDeps, ownSubscription } from './subscription-store';

/** GET /bill-info/{id}: the owner's bills of one subscription from the last year (spec 02 §9), newest first. */
export async function billHistory(
  deps: BillingDeps,
  user: UserRow,
  publicId: string,
): Promise<BillHistoryEntry[]> {
  const subscription = await ownSubscription(deps.db, user.id, publicId);
  if (!subscription) throw subscriptionNotFound();
  const yearAgo = new Date(deps.now());
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const rows = await deps.db
    .select()
    .from(bills)
    .where(and(eq(bills.subscriptionId, subscription.id), gte(bills.startDate, yearAgo)))
    .orderBy(desc(bills.startDate), desc(bills.id));
  return rows.map((bill) => ({
    id: bill.id,
    invoice_number: bill.invoiceNumber,
    start_date: bill.startDate.toISOString(),
    end_date: bill.endDate.toISOString(),
    description: bill.description,
    interval: bill.interval,
    brand: bill.brand,
    last4: bill.last4,
    amount_cents: bill.amountCents,
    currency: bill.currency,
    vat_rate_percent: bill.vatRatePercent,
  }));
}

/** GET /order-history: every payment attempt of the account, newest first. */
export async function orderHistory(deps: BillingDeps, userId: number): Promise<Order[]> {
  const rows = await deps.db
    .select({ order: orders, title: subscriptionPlans.title, publicId: subscriptions.publicId })
    .from(orders)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, orders.planId))
    .innerJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.paymentDate), desc(orders.id));
  return rows.map(({ order, title, publicId }) => ({
    id: order.id,
    user_id: userId,
    subscription_id: order.planId,
    subscriptions: { title },
    payment_date: order.paymentDate.toISOString(),
    status: order.status,
    kind: order.kind === 'renewal' ? 'renewal' : order.kind === 'trial' ? 'trial' : 'first',
    amount_cents: order.amountCents,
    currency: order.currency,
    gateway_payment_id: publicId,
    refunded_at: order.refundedAt?.toISOString() ?? null,
  }));
}
