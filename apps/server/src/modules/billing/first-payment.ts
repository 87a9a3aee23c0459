import { BILLING_STATUS, ORDER_STATUS, type PaymentResult } from '@vita/shared';
import { and, eq } from 'drizzle-orm';
import { orders, subscriptions } from '../../db/schema';
import { orderConfirmationMail } from './billing-mails';
import { invoiceAttachment } from './invoice.service';
import { type ChargeResult, declineMessage } from './payment-provider';
import { firstCharge } from './plans';
import {
  type BillingDeps,
  customerOf,
  type OrderRow,
  planById,
  recordBill,
  type SubscriptionRow,
} from './subscription-store';

export const firstOrderKey = (publicId: string) => `first:${publicId}`;

export type FirstPaymentOutcome =
  | { kind: 'paid'; result: PaymentResult }
  | {
      kind: 'action';
      code: 'requires_action' | 'processing';
      clientSecret: string | null;
      paymentRef: string;
      gatewayPaymentId: string;
    }
  | { kind: 'failed'; failure: Extract<ChargeResult, { outcome: 'failed' }> };

async function firstOrderOf(deps: BillingDeps, subscription: SubscriptionRow): Promise<OrderRow> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, firstOrderKey(subscription.publicId)));
  if (!order) throw new Error(`first order of ${subscription.publicId} missing`);
  return order;
}

const paymentResult = (subscription: SubscriptionRow, order: OrderRow): PaymentResult => ({
  gateway_payment_id: subscription.publicId,
  status: subscription.status,
  order_id: order.id,
  amount_cents: order.amountCents,
  currency: order.currency,
  trial_ends_at: subscription.trialEndsAt?.toISOString() ?? null,
  current_period_end: subscription.currentPeriodEnd.toISOString(),
});

/**
 * The first payment went through: the subscription starts now (after 3-D Secure that may be
 * minutes after the order), its order succeeds and the first period is billed. Only a waiting
 * subscription is activated, so the browser's confirm and Stripe's webhook cannot do it twice.
 */
async function activate(deps: BillingDeps, subscription: SubscriptionRow, paymentRef: string) {
  const order = await firstOrderOf(deps, subscription);
  const plan = await planById(deps.db, subscription.planId);
  if (!plan) throw new Error(`plan ${subscription.planId} missing`);
  const start = deps.now();
  const charge = firstCharge(plan, order.kind === 'trial', start);
  const activated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({
        status: BILLING_STATUS.active,
        firstPaymentRef: paymentRef,
        currentPeriodStart: start,
        currentPeriodEnd: charge.periodEnd,
        trialEndsAt: charge.trialEndsAt,
        updatedAt: start,
      })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, BILLING_STATUS.incomplete)))
      .returning();
    if (!row) return null;
    const [paid] = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.success, paymentDate: start, gatewayRef: paymentRef, updatedAt: start })
      .where(eq(orders.id, order.id))
      .returning();
    const bill = await recordBill(tx, {
      subscription: row,
      order: paid ?? order,
      plan,
      start,
      end: charge.periodEnd,
      description: charge.description,
      interval: charge.interval,
    });
    return { row, order: paid ?? order, bill };
  });
  if (!activated) return null;
  const customer = await customerOf(deps.db, activated.row.userId);
  if (customer) {
    const { bill } = activated;
    const invoice = bill
      ? { number: bill.invoiceNumber, attachment: await invoiceAttachment(deps, bill) }
      : null;
    await deps.mailer.send(
      orderConfirmationMail({
        to: customer.email,
        name: customer.name,
        plan,
        amountCents: order.amountCents,
        trialEndsAt: charge.trialEndsAt,
        periodEnd: charge.periodEnd,
        paidAt: start,
        invoice,
      }),
    );
  }
  return paymentResult(activated.row, activated.order);
}

async function failFirstPayment(
  deps: BillingDeps,
  subscription: SubscriptionRow,
  failure: Extract<ChargeResult, { outcome: 'failed' }>,
) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: BILLING_STATUS.failed, updatedAt: at })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, BILLING_STATUS.incomplete)))
      .returning({ id: subscriptions.id });
    if (!row) return;
    await tx
      .update(orders)
      .set({
        status: ORDER_STATUS.failed,
        paymentDate: at,
        gatewayRef: failure.paymentRef,
        failureCode: failure.declineCode ? `${failure.code}:${failure.declineCode}` : failure.code,
        updatedAt: at,
      })
      .where(eq(orders.idempotencyKey, firstOrderKey(subscription.publicId)));
  });
}

/** Applies the provider's answer to a subscription that waits for its first payment. */
export async function settleFirstPayment(
  deps: BillingDeps,
  subscription: SubscriptionRow,
  result: ChargeResult,
): Promise<FirstPaymentOutcome> {
  if (result.outcome === 'failed') {
    await failFirstPayment(deps, subscription, result);
    return { kind: 'failed', failure: result };
  }
  if (result.outcome !== 'succeeded') {
    const at = deps.now();
    await deps.db
      .update(subscriptions)
      .set({ firstPaymentRef: result.paymentRef, updatedAt: at })
      .where(eq(subscriptions.id, subscription.id));
    await deps.db
      .update(orders)
      .set({ gatewayRef: result.paymentRef, updatedAt: at })
      .where(eq(orders.idempotencyKey, firstOrderKey(subscription.publicId)));
    return {
      kind: 'action',
      code: result.outcome,
      clientSecret: result.outcome === 'requires_action' ? result.clientSecret : null,
      paymentRef: result.paymentRef,
      gatewayPaymentId: subscription.publicId,
    };
  }
  const paid = await activate(deps, subscription, result.paymentRef);
  if (paid) return { kind: 'paid', result: paid };
  return currentOutcome(deps, subscription.id);
}

/** What became of a first payment that someone else (webhook or a second confirm) settled. */
export async function currentOutcome(
  deps: BillingDeps,
  subscriptionId: number,
): Promise<FirstPaymentOutcome> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row) throw new Error(`subscription ${subscriptionId} missing`);
  const order = await firstOrderOf(deps, row);
  if (row.status === BILLING_STATUS.incomplete) {
    return {
      kind: 'action',
      code: 'requires_action',
      clientSecret: null,
      paymentRef: row.firstPaymentRef ?? '',
      gatewayPaymentId: row.publicId,
    };
  }
  if (order.status === ORDER_STATUS.success) return { kind: 'paid', result: paymentResult(row, order) };
  const [code = 'card_declined', declineCode = null] = (order.failureCode ?? '').split(':');
  return {
    kind: 'failed',
    failure: {
      outcome: 'failed',
      paymentRef: order.gatewayRef,
      code: code || 'card_declined',
      declineCode,
      message: declineMessage(code, declineCode),
    },
  };
}
