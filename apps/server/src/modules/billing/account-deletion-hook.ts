import { BILLING_STATUS } from '@vita/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contractCancellations, orders, subscriptions } from '../../db/schema';
import type { BeforeAccountDeletion } from '../account/account-deletion';

/**
 * Runs in the account deletion's transaction. Nothing is charged any more, and the records
 * behind invoices outlive the account (§ 147 AO, § 257 HGB: 10 years): orders, subscriptions
 * and received cancellations lose their link to it; bills keep their own copy of name and
 * e-mail. The card stays stored at Stripe under the customer; see docs/decisions.md.
 */
export const detachBillingRecords: BeforeAccountDeletion = async (tx, userId) => {
  const at = new Date();
  await tx
    .update(subscriptions)
    .set({
      status: sql`case when ${subscriptions.status} = ${BILLING_STATUS.incomplete} then ${BILLING_STATUS.failed} else ${BILLING_STATUS.ended} end`,
      cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${at.toISOString()}::timestamptz)`,
      cancelSource: sql`coalesce(${subscriptions.cancelSource}, 'account-deleted')`,
      updatedAt: at,
    })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [
          BILLING_STATUS.incomplete,
          BILLING_STATUS.active,
          BILLING_STATUS.pastDue,
        ]),
      ),
    );
  await tx.update(subscriptions).set({ userId: null }).where(eq(subscriptions.userId, userId));
  await tx.update(orders).set({ userId: null }).where(eq(orders.userId, userId));
  await tx
    .update(contractCancellations)
    .set({ userId: null })
    .where(eq(contractCancellations.userId, userId));
};
