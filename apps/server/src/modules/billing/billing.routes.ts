import {
  billHistoryResponseSchema,
  CANCEL_CONTRACT_PAGE,
  CANCELLATION_UNDO_PAGE,
  cancelContractRequestSchema,
  cancelContractResponseSchema,
  cancellationUndoRequestSchema,
  cancellationUndoResponseSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  confirmPaymentRequestSchema,
  contractTitlesResponseSchema,
  exportFileSchema,
  gatewayIdSchema,
  orderHistoryResponseSchema,
  type PaymentAction,
  paymentActionSchema,
  paymentResponseSchema,
  type StripeKeys,
  stripeKeysSchema,
  stripePaymentRequestSchema,
  subscriptionPlanResponseSchema,
  trialEndRequestSchema,
  trialEndResponseSchema,
  withdrawContractRequestSchema,
  withdrawContractResponseSchema,
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
import { cancelContract, contractTitles } from './contract-cancellation.service';
import { withdrawContract } from './contract-withdrawal.service';
import type { FirstPaymentOutcome } from './first-payment';
import { billHistory, orderHistory } from './history.service';
import { invoiceOf } from './invoice.service';
import { germanDateTime } from './plans';
import { confirmPayment, purchase } from './purchase.service';
import { cancelledMessage, cancelSubscription, subscriptionOverview } from './subscription.service';
import type { BillingDeps } from './subscription-store';
import { endByLink } from './trial-end.service';

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

/** Cancelling: from the account, and the public form with the holder's undo (§ 312k BGB); withdrawing (§ 356a BGB). */
function cancellationRoutes(r: Routes, { deps, config, now }: BillingRouteOptions) {
  const { db } = deps;
  const limiter = createRateLimiter(db, config.authRateLimit, now);
  // Mails name the configured address, never the request's Host header (which a caller chooses).
  const publicUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const undoUrl = `${publicUrl}${CANCELLATION_UNDO_PAGE}`;
  /** The public forms are limited per IP, then per e-mail (like login): nobody floods an inbox. */
  const publicForm = (name: string) => ({
    onRequest: async (request: { ip: string }) =>
      limiter.hit(`ip:${name}:${request.ip}`, config.authRateLimit.perIp),
    perEmail: (email: string) => limiter.hit(`${name}:${email}`),
  });
  const cancelForm = publicForm('cancel-contract');
  const withdrawForm = publicForm('withdraw-contract');

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

  r.get('/contract-titles', { schema: { response: replies(contractTitlesResponseSchema) } }, async () =>
    ok('OK', { data: { contracts: await contractTitles(deps) } }),
  );

  r.post(
    '/cancel-contract',
    {
      schema: { body: cancelContractRequestSchema, response: replies(cancelContractResponseSchema) },
      onRequest: cancelForm.onRequest,
    },
    async ({ body }) => {
      await cancelForm.perEmail(body.email);
      const { receivedAt, message } = await cancelContract(deps, body, undoUrl);
      return ok(message, { data: { received_at: receivedAt.toISOString() } });
    },
  );

  r.post(
    '/withdraw-contract',
    {
      schema: { body: withdrawContractRequestSchema, response: replies(withdrawContractResponseSchema) },
      onRequest: withdrawForm.onRequest,
    },
    async ({ body }) => {
      await withdrawForm.perEmail(body.email);
      const { receivedAt, message } = await withdrawContract(
        deps,
        body,
        `${publicUrl}${CANCEL_CONTRACT_PAGE}`,
      );
      return ok(message, { received_at: receivedAt.toISOString() });
    },
  );

  // The trial reminder's one click: no login, the signed token from the mail is the proof.
  r.post(
    '/trial-end',
    {
      schema: { body: trialEndRequestSchema, response: replies(trialEndResponseSchema) },
      onRequest: async (request) => limiter.hit(`ip:trial-end:${request.ip}`, config.authRateLimit.perIp),
    },
    async ({ body }) => {
      const data = await endByLink(deps, body.token);
      const message = data.newly_cancelled
        ? `Ihr Abonnement endet am ${germanDateTime(new Date(data.access_until))}. Es wird nichts mehr abgebucht.`
        : 'Dieses Abonnement ist bereits gekündigt oder beendet.';
      return ok(message, { data });
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
    '/invoice/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: replies({ content: { 'application/pdf': { schema: exportFileSchema } } }),
      },
      onRequest: loginRequired,
    },
    async ({ params, caller }, reply) => {
      const user = await requireUser(db, caller.userId);
      const { fileName, pdf } = await invoiceOf(deps, user, params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
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
