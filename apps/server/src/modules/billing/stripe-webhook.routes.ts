import { stripeWebhookResponseSchema } from '@vita/shared';
import type Stripe from 'stripe';
import type { App } from '../../http/context';
import { badRequest } from '../../http/errors';
import { replies } from '../../http/responses';
import { handleStripeEvent } from './stripe-events';
import type { BillingDeps } from './subscription-store';

export type StripeWebhookOptions = { stripe: Stripe; webhookSecret: string; deps: BillingDeps };

/**
 * POST /stripe/webhook. The signature covers the exact bytes Stripe sent, so this route (and
 * only this one: its own plugin scope) reads JSON as a raw buffer instead of parsing it.
 */
export async function stripeWebhookRoutes(app: App, options: StripeWebhookOptions) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    { schema: { response: replies(stripeWebhookResponseSchema) } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw badRequest('Webhook ohne Signatur oder Inhalt.');
      }
      let event: Stripe.Event;
      try {
        event = options.stripe.webhooks.constructEvent(request.body, signature, options.webhookSecret);
      } catch {
        throw badRequest('Die Signatur des Webhooks ist ungültig.');
      }
      const outcome = await handleStripeEvent(options.deps, event);
      return { status: 200, message: 'OK', received: true, outcome };
    },
  );
}
