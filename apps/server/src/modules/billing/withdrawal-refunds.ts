import { ORDER_STATUS } from '@vita/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { orders, subscriptions } from '../../db/schema';
import type { BillingDeps } from './subscription-store';

export const WITHDRAWAL_SOURCE = 'withdrawal';

/**
 * Pays back every succeeded charge of a withdrawn subscription that is not refunded yet (§ 357a
 * Abs. 1 BGB: within 14 days, to the same card). Called at once by the withdrawal and again by
 * every renewal run, so a refund the provider could not take now (or a renewal charged while the
 * withdrawal came in) is made later. The idempotency key makes a repeat the same refund.
 */
export async function refundWithdrawnCharges(
  deps: BillingDeps,
  subscriptionIds?: number[],
): Promise<{ refunded: number; pending: number }> {
  const { db } = deps;
  if (subscriptionIds?.length === 0) return { refunded: 0, pending: 0 };
  const due = await db
    .select({ order: orders, publicId: subscriptions.publicId })
    .from(orders)
    .innerJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
    .where(
      and(
        eq(subscriptions.cancelSource, WITHDRAWAL_SOURCE),
        eq(orders.status, ORDER_STATUS.success),
        isNull(orders.refundedAt),
        subscriptionIds ? inArray(orders.subscriptionId, subscriptionIds) : undefined,
      ),
    )
    .orderBy(orders.id);

  let refunded = 0;
  for (const { order, publicId } of due) {
    if (!order.gatewayRef) {
      deps.log.error({ orderId: order.id }, 'withdrawal refund: charge without a payment reference');
      continue;
    }
    try {
      const refund = await deps.provider.refund({
        paymentRef: order.gatewayRef,
        amountCents: order.amountCents,
        idempotencyKey: `refund:${order.idempotencyKey}`,
        subscriptionPublicId: publicId,
      });
      await db
        .update(orders)
        .set({
          refundRef: refund.refundRef,
          refundedCents: order.amountCents,
          refundedAt: deps.now(),
          updatedAt: deps.now(),
        })
        .where(and(eq(orders.id, order.id), isNull(orders.refundedAt)));
      refunded += 1;
    } catch (error) {
      deps.log.warn(
        { err: error, orderId: order.id },
        'withdrawal refund failed; tried again on the next run',
      );
    }
  }
  return { refunded, pending: due.length - refunded };
}
