import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testPayments } from '../../db/schema';
import {
  type ChargeRequest,
  type ChargeResult,
  declineMessage,
  PaymentInputError,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
} from './payment-provider';
import { cardExpired, type ParsedTestCard, parseTestCard } from './test-cards';

type TestPaymentRow = typeof testPayments.$inferSelect;

const failed = (
  row: TestPaymentRow | null,
  code: string,
  declineCode: string | null = null,
): ChargeResult => ({
  outcome: 'failed',
  paymentRef: row?.id ?? null,
  code,
  declineCode,
  message: declineMessage(code, declineCode),
});

/**
 * The built-in provider when no STRIPE_* is set. Its payments live in `test_payments`, so a
 * 3-D Secure confirmation works across restarts and instances as Stripe's PaymentIntents do.
 */
export function createTestProvider(db: Db, now: () => Date): PaymentProvider {
  function cardOf(ref: string): ParsedTestCard {
    const card = parseTestCard(ref);
    if (!card) {
      throw new PaymentInputError(
        'invalid_token',
        'Die Kartendaten sind ungültig oder abgelaufen. Bitte geben Sie die Karte erneut ein.',
      );
    }
    return card;
  }

  /** Outcome of a charge attempt by the card's behaviour (Stripe's test cards). */
  function decide(
    card: ParsedTestCard,
    offSession: boolean,
  ): { status: string; code?: string; decline?: string } {
    if (cardExpired(card, now())) return { status: 'failed', code: 'expired_card' };
    switch (card.behaviour) {
      case 'declined':
      case 'declined-after-attach':
        return { status: 'failed', code: 'card_declined', decline: card.declineCode ?? 'generic_decline' };
      case 'authenticate-always':
        return offSession
          ? { status: 'failed', code: 'authentication_required', decline: 'authentication_required' }
          : { status: 'requires_action' };
      case 'authenticate-once':
        return offSession ? { status: 'succeeded' } : { status: 'requires_action' };
      default:
        return { status: 'succeeded' };
    }
  }

  function resultOf(row: TestPaymentRow): ChargeResult {
    if (row.status === 'succeeded') return { outcome: 'succeeded', paymentRef: row.id };
    if (row.status === 'requires_action') {
      return { outcome: 'requires_action', paymentRef: row.id, clientSecret: `${row.id}_secret_test` };
    }
    const [code, decline] = (row.failureCode ?? 'card_declined').split(':');
    return failed(row, code || 'card_declined', decline || null);
  }

  async function charge(request: ChargeRequest, offSession: boolean): Promise<ChargeResult> {
    const card = cardOf(request.paymentMethodRef);
    // The same idempotency key is the same payment, as with Stripe.
    const id = `pi_test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    const outcome = decide(card, offSession);
    const [inserted] = await db
      .insert(testPayments)
      .values({
        id,
        amountCents: request.amountCents,
        currency: request.currency,
        paymentMethodRef: request.paymentMethodRef,
        status: outcome.status,
        failureCode: outcome.code ? `${outcome.code}:${outcome.decline ?? ''}` : null,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted ?? (await db.select().from(testPayments).where(eq(testPayments.id, id)))[0];
    if (!row) throw new Error('test payment vanished');
    return resultOf(row);
  }

  /** Like Stripe: only a succeeded charge, never more than was paid; the same key is the same refund. */
  async function refund(request: RefundRequest): Promise<RefundResult> {
    const refundRef = `re_test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    const [row] = await db.select().from(testPayments).where(eq(testPayments.id, request.paymentRef));
    if (row?.status !== 'succeeded') {
      throw new PaymentInputError('charge_not_refundable', 'Diese Zahlung kann nicht erstattet werden.');
    }
    const [updated] = await db
      .update(testPayments)
      .set({ refundedCents: sql`${testPayments.refundedCents} + ${request.amountCents}` })
      .where(
        and(
          eq(testPayments.id, row.id),
          sql`${testPayments.refundedCents} + ${request.amountCents} <= ${testPayments.amountCents}`,
        ),
      )
      .returning();
    if (!updated && row.refundedCents < request.amountCents) {
      throw new PaymentInputError('amount_too_large', 'Der Betrag ist höher als die Zahlung.');
    }
    return { refundRef, status: 'succeeded' };
  }

  return {
    mode: 'test',
    publishableKey: null,
    async describeCard(token) {
      const card = cardOf(token);
      return {
        paymentMethodRef: token.replace(/^tok_/, 'pm_'),
        card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
      };
    },
    async ensureCustomer(known) {
      return known ?? `cus_test_${randomBytes(8).toString('hex')}`;
    },
    chargeOnSession: (request) => charge(request, false),
    chargeOffSession: (request) => charge(request, true),
    refund,
    async confirm(paymentRef) {
      const [row] = await db.select().from(testPayments).where(eq(testPayments.id, paymentRef));
      if (!row) throw new PaymentInputError('payment_not_found', 'Diese Zahlung ist unbekannt.');
      if (row.status !== 'requires_action') return resultOf(row);
      // The simulated bank page has not been answered yet: still waiting.
      if (row.authentication === null) return resultOf(row);
      const passed = row.authentication === 'complete';
      const [updated] = await db
        .update(testPayments)
        .set(
          passed
            ? { status: 'succeeded' }
            : { status: 'failed', failureCode: 'payment_intent_authentication_failure' },
        )
        .where(eq(testPayments.id, paymentRef))
        .returning();
      return resultOf(updated ?? row);
    },
  };
}

/** The simulated 3-D Secure page: records the customer's answer for a waiting payment. */
export async function answerTestAuthentication(
  db: Db,
  paymentRef: string,
  result: 'complete' | 'fail',
): Promise<boolean> {
  const rows = await db
    .update(testPayments)
    .set({ authentication: result })
    .where(and(eq(testPayments.id, paymentRef), eq(testPayments.status, 'requires_action')))
    .returning({ status: testPayments.status });
  return rows.length === 1;
}
