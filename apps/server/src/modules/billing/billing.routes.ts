import {
  billHistoryResponseSchema,
  CANCELLATION_UNDO_PAGE,
  cancelContractRequestSchema,
  cancelContractResponseSchema,
  cancellationUndoRequestSchema,
  cancellationUndoResponseSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  confirmPaymentRequestSchema,
  gatewayIdSchema,
  orderHistoryResponseSchema,
  type PaymentAction,
  paymentActionSchema,
  paymentResponseSchema,
  type StripeKeys,
  stripeKeysSchema,
  stripePaymentRequestSchema,
  subscriptionPlanResponseSchema,
} from '@vita/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { loginRequired, requireUser } from '../auth/current-user';
import { createRateLimiter } from '../auth/rate-limit';
import { paymentFailed } from './billing-errors';
import { undoCancellation } from './cancellation-undo.service';
import { cancelContract } from './contract-cancellation.service';
import type { FirstPaymentOutcome } from './first-payment';
import { billHistory, orderHistory } from './history.service';
import { confirmPayment, purchase } from './purchase.service';
import { cancelledMessage, cancelSubscription, subscriptionOverview } from './subscription.service';
import type { BillingDeps } from './subscription-store';

export type BillingRouteOptions = { config: AppConfig; now: () => Date; deps: BillingDeps };

/** Paid (200) or waiting for the bank's 3-D Secure (202). */
const paymentReplies = replies(paymentResponseSchema, { 202: paymentActionSchema });

/** 200 paid; 202 the bank wants 3-D Secure first; 402 declined (the spec's web: "Payment Failed"). */
function answerPayment(outcome: FirstPaymentOutcome, reply: FastifyReply) {
  if (outcome.kind === 'failed') throw paymentFailed(outcome.failure);
  if (outcome.kind === 'action') {
    const body: PaymentAction = {
      status: 202,
      message:
        outcome.code === 'requires_action'
          ? 'Bitte bestätigen Sie die Zahlung bei Ihrer Bank (3-D Secure).'
          : 'Die Zahlung wird noch bearbeitet.',
      code: outcome.code,
      client_secret: outcome.clientSecret,
      payment_intent_id: outcome.paymentRef,
      gateway_payment_id: outcome.gatewayPaymentId,
    };
    return reply.status(202).send(body);
  }
  return reply.send(
    ok('Die Zahlung war erfolgreich. Vielen Dank für Ihre Bestellung.', { data: outcome.result }),
  );
}

type Routes = ReturnType<typeof typed>;

/** The plan, the publishable key and the first payment (with its 3-D Secure confirmation). */
function paymentRoutes(r: Routes, { deps }: BillingRouteOptions) {
  const { db } = deps;
  r.get(
    '/subscription-plan',
    { schema: { response: replies(subscriptionPlanResponseSchema) }, onRequest: loginRequired },
    async ({ caller }) => {
      const user = await requireUser(db, caller.userId);
      return ok('OK', { data: await subscriptionOverview(deps, user.id) });
    },
  );

  r.get('/stripe-keys', { schema: { response: replies(stripeKeysSchema) } }, async () => {
    // Never a secret (DESIGN.md deviation 3): the field keeps the spec's name.
    const keys: StripeKeys = {
      ...ok('OK', {}),
      secret_key: deps.provider.publishableKey,
      mode: deps.provider.mode,
    };
    return keys;
  });

  r.post(
    '/stripe-payment',
    { schema: { body: stripePaymentRequestSchema, response: paymentReplies }, onRequest: loginRequired },
    async ({ body, caller }, reply) => {
      const user = await requireUser(db, caller.userId);
      return answerPayment(await purchase(deps, user, body), reply);
    },
  );

  r.post(
    '/stripe-payment/confirm',
    { schema: { body: confirmPaymentRequestSchema, response: paymentReplies }, onRequest: loginRequired },
    async ({ body, caller }, reply) => {
      const user = await requireUser(db, caller.userId);
      return answerPayment(await confirmPayment(deps, user, body.payment_intent_id), reply);
    },
  );
}

/** Cancelling: from the account, and the public form with the holder's undo (§ 312k BGB). */
function cancellationRoutes(r: Routes, { deps, config, now }: BillingRouteOptions) {
  const { db } = deps;
  const limiter = createRateLimiter(db, config.authRateLimit, now);
  // Mails name the configured address, never the request's Host header (which a caller chooses).
  const undoUrl = `${(config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '')}${CANCELLATION_UNDO_PAGE}`;

  r.post(
    '/cancel-subscription',
    {
      schema: { body: cancelSubscriptionRequestSchema, response: replies(cancelSubscriptionResponseSchema) },
      onRequest: loginRequired,
    },
    async ({ body, caller }) => {
      const user = await requireUser(db, caller.userId);
      const outcome = await cancelSubscription(deps, user, body.subscription_id);
      return ok(cancelledMessage(outcome), { data: outcome });
    },
  );

  r.post(
    '/cancel-contract',
    {
      schema: { body: cancelContractRequestSchema, response: replies(cancelContractResponseSchema) },
      onRequest: async (request) =>
        limiter.hit(`ip:cancel-contract:${request.ip}`, config.authRateLimit.perIp),
    },
    async ({ body }) => {
      await limiter.hit(`cancel-contract:${body.email}`);
      const { receivedAt, message } = await cancelContract(deps, body, undoUrl);
      return ok(message, { data: { received_at: receivedAt.toISOString() } });
    },
  );

  // The account holder's "Das war ich nicht": no login, the single-use token from the mail is the proof.
  r.post(
    '/cancel-contract/undo',
    {
      schema: { body: cancellationUndoRequestSchema, response: replies(cancellationUndoResponseSchema) },
      onRequest: async (request) =>
        limiter.hit(`ip:cancel-contract-undo:${request.ip}`, config.authRateLimit.perIp),
    },
    async ({ body }) => {
      const data = await undoCancellation(deps, body.token);
      return ok('Ihr Abonnement läuft weiter. Es wurde nichts abgebucht.', { data });
    },
  );
}

function historyRoutes(r: Routes, { deps }: BillingRouteOptions) {
  const { db } = deps;
  r.get(
    '/bill-info/:id',
    {
      schema: {
        params: z.object({ id: gatewayIdSchema('id', 100) }),
        response: replies(billHistoryResponseSchema),
      },
      onRequest: loginRequired,
    },
    async ({ params, caller }) => {
      const user = await requireUser(db, caller.userId);
      return ok('OK', { data: { bill_history: await billHistory(deps, user, params.id) } });
    },
  );

  r.get(
    '/order-history',
    { schema: { response: replies(orderHistoryResponseSchema) }, onRequest: loginRequired },
    async ({ caller }) => {
      const user = await requireUser(db, caller.userId);
      return ok('OK', { data: await orderHistory(deps, user.id) });
    },
  );
}

/** Subscription, payment, cancellation, orders and bills (spec 02 §7). */
export async function billingRoutes(app: App, options: BillingRouteOptions) {
  const r = typed(app);
  paymentRoutes(r, options);
  cancellationRoutes(r, options);
  historyRoutes(r, options);
}
