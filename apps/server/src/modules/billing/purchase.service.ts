import { BILLING_STATUS, ORDER_STATUS, type StripePaymentRequest } from '@vita/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../../db/rows';
import { orders, subscriptions, users } from '../../db/schema';
import { billingError, planNotFound, viaProvider } from './billing-errors';
import { currentOutcome, type FirstPaymentOutcome, firstOrderKey, settleFirstPayment } from './first-payment';
import { firstCharge } from './plans';
import {
  type BillingDeps,
  newPublicId,
  planById,
  type SubscriptionRow,
  subscriptionsOf,
  type Transaction,
  trialEligible,
} from './subscription-store';

/** Waiting at 3-D Secure longer than this, or never answered: the order counts as abandoned. */
const IN_FLIGHT_MS = 2 * 60_000;

function assertNothingRunning(history: SubscriptionRow[], now: Date): void {
  const running = history.find((s) => s.status === BILLING_STATUS.active);
  if (running) {
    throw billingError(
      409,
      'already_subscribed',
      running.cancelledAt
        ? 'Ihr gekündigtes Abonnement läuft noch. Ein neues können Sie nach seinem Ende abschließen.'
        : 'Sie haben bereits ein laufendes Abonnement.',
      { gateway_payment_id: running.publicId },
    );
  }
  const charging = history.find(
    (s) =>
      s.status === BILLING_STATUS.incomplete &&
      s.firstPaymentRef === null &&
      now.getTime() - s.createdAt.getTime() < IN_FLIGHT_MS,
  );
  if (charging) {
    throw billingError(
      409,
      'payment_in_progress',
      'Ihre Zahlung wird gerade bearbeitet. Bitte warten Sie einen Moment.',
    );
  }
}

/** An earlier order left at 3-D Secure is replaced by the new one. */
async function supersedeAbandoned(tx: Transaction, history: SubscriptionRow[], now: Date): Promise<void> {
  const abandoned = history.filter((s) => s.status === BILLING_STATUS.incomplete).map((s) => s.id);
  if (abandoned.length === 0) return;
  await tx
    .update(subscriptions)
    .set({ status: BILLING_STATUS.failed, updatedAt: now })
    .where(inArray(subscriptions.id, abandoned));
  await tx
    .update(orders)
    .set({ status: ORDER_STATUS.failed, failureCode: 'abandoned', updatedAt: now })
    .where(and(inArray(orders.subscriptionId, abandoned), eq(orders.status, ORDER_STATUS.pending)));
}

/**
 * POST /stripe-payment: the first payment of a subscription. The subscription and a pending
 * order are written before the card is charged, so a charge whose answer is lost is still
 * found (by the webhook, by metadata) and a decline leaves a failed order behind.
 */
export async function purchase(
  deps: BillingDeps,
  user: UserRow,
  input: StripePaymentRequest,
): Promise<FirstPaymentOutcome> {
  const { db, provider } = deps;
  const plan = await planById(db, input.subscription_id);
  if (!plan) throw planNotFound();
  if (!plan.purchasable) {
    throw billingError(409, 'plan_not_available', 'Dieser Tarif kann nicht mehr gebucht werden.');
  }
  const history = await subscriptionsOf(db, user.id);
  assertNothingRunning(history, deps.now());
  const { paymentMethodRef, card } = await viaProvider(provider.describeCard(input.stripeToken));
  const knownCustomer =
    history.find((s) => s.gateway === provider.mode && s.customerRef)?.customerRef ?? null;
  const customerRef = await viaProvider(
    provider.ensureCustomer(knownCustomer, {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      userId: user.id,
    }),
  );

  const start = deps.now();
  const charge = firstCharge(plan, trialEligible(history), start);
  const publicId = newPublicId();
  const subscription = await db.transaction(async (tx) => {
    // One purchase per account at a time: a double click finds the first one in flight.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const current = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    assertNothingRunning(current, start);
    await supersedeAbandoned(tx, current, start);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        publicId,
        userId: user.id,
        planId: plan.id,
        status: BILLING_STATUS.incomplete,
        gateway: provider.mode,
        customerRef,
        paymentMethodRef,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
        trialEndsAt: charge.trialEndsAt,
        currentPeriodStart: start,
        currentPeriodEnd: charge.periodEnd,
        createdAt: start,
        updatedAt: start,
      })
      .returning();
    if (!row) throw new Error('subscription insert returned no row');
    await tx.insert(orders).values({
      userId: user.id,
      planId: plan.id,
      subscriptionId: row.id,
      kind: charge.kind,
      amountCents: charge.amountCents,
      currency: plan.currency,
      status: ORDER_STATUS.pending,
      paymentDate: start,
      idempotencyKey: firstOrderKey(publicId),
      createdAt: start,
      updatedAt: start,
    });
    return row;
  });

  const result = await viaProvider(
    provider.chargeOnSession({
      customerRef,
      paymentMethodRef,
      amountCents: charge.amountCents,
      currency: plan.currency,
      description: charge.description,
      idempotencyKey: firstOrderKey(publicId),
      subscriptionPublicId: publicId,
    }),
  );
  return settleFirstPayment(deps, subscription, result);
}

/** POST /stripe-payment/confirm: the browser is back from 3-D Secure. Repeating it is harmless. */
export async function confirmPayment(
  deps: BillingDeps,
  user: UserRow,
  paymentRef: string,
): Promise<FirstPaymentOutcome> {
  const [subscription] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.firstPaymentRef, paymentRef)));
  if (!subscription) throw billingError(404, 'payment_not_found', 'Diese Zahlung wurde nicht gefunden.');
  if (subscription.status !== BILLING_STATUS.incomplete) return currentOutcome(deps, subscription.id);
  const result = await viaProvider(deps.provider.confirm(paymentRef));
  return settleFirstPayment(deps, subscription, result);
}
