import { BILLING_STATUS, ORDER_STATUS } from '@vita/shared';
import { and, eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { orders, subscriptions } from '../../db/schema';
import { settleFirstPayment } from './first-payment';
import { type ChargeResult, failedCharge } from './payment-provider';
import { intervalText } from './plans';
import { sendRenewalInvoice } from './renewal.service';
import { type BillingDeps, planById, recordBill } from './subscription-store';

function resultOf(type: string, intent: Stripe.PaymentIntent): ChargeResult {
  if (type === 'payment_intent.succeeded') return { outcome: 'succeeded', paymentRef: intent.id };
  return failedCharge(intent.id, intent.last_payment_error, 'card_declined');
}

/**
 * A renewal that was still "processing" when it was charged: the webhook brings its outcome.
 * Success bills the period it paid for; failure makes the subscription past due.
 */
async function settleRenewal(deps: BillingDeps, result: ChargeResult): Promise<boolean> {
  if (!result.paymentRef) return false;
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.gatewayRef, result.paymentRef), eq(orders.status, ORDER_STATUS.pending)));
  if (order?.kind !== 'renewal') return false;
  const at = deps.now();
  const paid = await deps.db.transaction(async (tx) => {
    const succeeded = result.outcome === 'succeeded';
    const [settled] = await tx
      .update(orders)
      .set({
        status: succeeded ? ORDER_STATUS.success : ORDER_STATUS.failed,
        failureCode: result.outcome === 'failed' ? result.code : null,
        updatedAt: at,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.pending)))
      .returning();
    if (!settled) return null;
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, order.subscriptionId));
    if (!subscription) return null;
    if (!succeeded) {
      await tx
        .update(subscriptions)
        .set({ status: BILLING_STATUS.pastDue, updatedAt: at })
        .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, BILLING_STATUS.active)));
      return null;
    }
    const plan = await planById(tx, subscription.planId);
    if (!plan) return null;
    const bill = await recordBill(tx, {
      subscription,
      order: settled,
      plan,
      start: subscription.currentPeriodStart,
      end: subscription.currentPeriodEnd,
      description: plan.title,
      interval: intervalText(plan.intervalUnit, plan.intervalCount),
    });
    return bill ? { bill, plan, userId: subscription.userId } : null;
  });
  if (paid) await sendRenewalInvoice(deps, paid.userId, paid.plan, paid.bill);
  return true;
}

/**
 * Stripe's events about our payments. They matter when the browser never came back from
 * 3-D Secure (the tab was closed) or a payment settled later; everything else is answered by
 * the calls themselves. Handling an event twice changes nothing.
 */
export async function handleStripeEvent(
  deps: BillingDeps,
  event: Stripe.Event,
): Promise<'handled' | 'ignored'> {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    return 'ignored';
  }
  const intent = event.data.object;
  const result = resultOf(event.type, intent);
  const publicId = intent.metadata?.vita_subscription;
  const [waiting] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, BILLING_STATUS.incomplete),
        publicId
          ? or(eq(subscriptions.firstPaymentRef, intent.id), eq(subscriptions.publicId, publicId))
          : eq(subscriptions.firstPaymentRef, intent.id),
      ),
    );
  if (waiting) {
    await settleFirstPayment(deps, waiting, result);
    return 'handled';
  }
  if (await settleRenewal(deps, result)) return 'handled';
  if (event.type === 'payment_intent.succeeded' && publicId) {
    const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.publicId, publicId));
    if (row?.status === BILLING_STATUS.failed) {
      // Paid after the order was given up (a second order replaced it): needs a refund by hand.
      deps.log.error(
        { subscription: publicId, payment: intent.id },
        'payment succeeded for an abandoned order',
      );
    }
  }
  return 'ignored';
}
