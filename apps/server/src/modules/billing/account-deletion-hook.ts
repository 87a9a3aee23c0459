import { BILLING_STATUS } from '@vita/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { contractCancellations, orders, subscriptions } from '../../db/schema';

/**
 * Runs in the account deletion's transaction. Nothing is charged any more, and the records
 * behind invoices outlive the account (§ 147 AO, § 257 HGB: 10 years): orders, subscriptions
 * and received cancellations lose their link to it; bills keep their own copy of name and
 * e-mail. The card stays stored at Stripe under the customer; see
 * docs/decisions/billing-and-cancellation.md.
 */
export async function detachBillingRecords(tx: Transaction, userId: number): Promise<void> {
  const at = new Date();
  const own = eq(subscriptions.userId, userId);
  await tx
    .update(subscriptions)
    .set({ cancelledAt: at, cancelSource: 'account-deleted' })
    .where(and(own, isNull(subscriptions.cancelledAt)));
  await tx
    .update(subscriptions)
    .set({ status: BILLING_STATUS.failed, updatedAt: at })
    .where(and(own, eq(subscriptions.status, BILLING_STATUS.incomplete)));
  await tx
    .update(subscriptions)
    .set({ status: BILLING_STATUS.ended, updatedAt: at })
    .where(and(own, inArray(subscriptions.status, [BILLING_STATUS.active, BILLING_STATUS.pastDue])));
  await tx.update(subscriptions).set({ userId: null }).where(own);
  await tx.update(orders).set({ userId: null }).where(eq(orders.userId, userId));
  await tx
    .update(contractCancellations)
    .set({ userId: null })
    .where(eq(contractCancellations.userId, userId));
}
