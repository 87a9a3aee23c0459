import { randomBytes } from 'node:crypto';
import { BILLING_STATUS } from '@vita/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OperatorConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  bills,
  invoiceCounters,
  type orders,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from './payment-provider';
import type { PlanRow } from './plans';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillRow = typeof bills.$inferSelect;
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
  /** Links in mails: the configured public address (never a request's Host) and their signing key. */
  links: { baseUrl: string; secret: Uint8Array };
  /** Who issues the invoices. */
  operator: OperatorConfig;
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

/** Subscriptions a cancellation or withdrawal can still end: paid, waiting for payment, or past due. */
export const RUNNING_STATUSES: number[] = [
  BILLING_STATUS.active,
  BILLING_STATUS.incomplete,
  BILLING_STATUS.pastDue,
];

/** The account behind an e-mail typed on a public form (cancellation, withdrawal), with its running subscriptions. */
export async function accountByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, email));
  const running = user
    ? await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, RUNNING_STATUSES)))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    : [];
  return { user, running };
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

/** The invoice date's year in German time: a bill of 31 December, 23:30 Uhr, belongs to that year. */
const berlinYear = (date: Date) =>
  Number(date.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }));

/**
 * The next invoice number of the year, '2026-000042'. The counter row is raised in the bill's
 * transaction and stays locked until it commits, so numbers are given out one after another and
 * a rolled-back bill gives its number back: the sequence has no gaps (§ 14 Abs. 4 Nr. 4 UStG).
 */
async function nextInvoiceNumber(tx: Transaction, issuedAt: Date): Promise<string> {
  const year = berlinYear(issuedAt);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return `${year}-${String(row?.lastNumber ?? 1).padStart(6, '0')}`;
}

/**
 * The bill of a paid period, with its own copy of the customer's name and e-mail and the next
 * invoice number; null when the order has its bill already.
 */
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
): Promise<BillRow | null> {
  const [existing] = await tx.select({ id: bills.id }).from(bills).where(eq(bills.orderId, input.order.id));
  if (existing) return null;
  const customer = await customerOf(tx, input.subscription.userId);
  const [bill] = await tx
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
      invoiceNumber: await nextInvoiceNumber(tx, input.start),
      createdAt: input.start,
    })
    .returning();
  return bill ?? null;
}
