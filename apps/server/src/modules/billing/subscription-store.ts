import { randomBytes } from 'node:crypto';
import { BILLING_STATUS } from '@vita/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills, type orders, subscriptionPlans, subscriptions, users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from './payment-provider';
import type { PlanRow } from './plans';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** What the billing services need; built once per app. */
export type BillingDeps = {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  now: () => Date;
  log: Log;
};

/** The public id of a subscription (spec: gateway_payment_id): not guessable, not a row number. */
export const newPublicId = () => `sub_${randomBytes(12).toString('hex')}`;

export async function planById(db: Db | Transaction, id: number): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return plan;
}

/** The account's subscriptions, newest first. */
export function subscriptionsOf(db: Db, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** Only the owner's (DESIGN.md deviation 2); another account's reads as unknown. */
export async function ownSubscription(db: Db, userId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.publicId, publicId), eq(subscriptions.userId, userId)));
  return row;
}

/** A trial is for a first subscription only: never again once one has been paid. */
const WAS_PAID = new Set<number>([BILLING_STATUS.active, BILLING_STATUS.ended, BILLING_STATUS.pastDue]);
export const trialEligible = (history: SubscriptionRow[]) => !history.some((s) => WAS_PAID.has(s.status));

export async function customerOf(db: Db | Transaction, userId: number | null) {
  if (userId === null) return null;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() } : null;
}

/** The bill of a paid period, with its own copy of the customer's name and e-mail. */
export async function recordBill(
  tx: Transaction,
  input: {
    subscription: SubscriptionRow;
    order: OrderRow;
    plan: PlanRow;
    start: Date;
    end: Date;
    description: string;
    interval: string;
  },
): Promise<void> {
  const customer = await customerOf(tx, input.subscription.userId);
  await tx
    .insert(bills)
    .values({
      subscriptionId: input.subscription.id,
      orderId: input.order.id,
      startDate: input.start,
      endDate: input.end,
      description: input.description,
      interval: input.interval,
      amountCents: input.order.amountCents,
      currency: input.order.currency,
      vatRatePercent: input.plan.vatRatePercent,
      brand: input.subscription.cardBrand,
      last4: input.subscription.cardLast4,
      customerName: customer?.name ?? '',
      customerEmail: customer?.email ?? '',
      createdAt: input.start,
    })
    .onConflictDoNothing({ target: bills.orderId });
}
