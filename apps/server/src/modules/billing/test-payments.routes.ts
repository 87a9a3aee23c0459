import {
  okSchema,
  testAuthenticationRequestSchema,
  testCardTokenRequestSchema,
  testCardTokenResponseSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';

import { billingError } from './billing-errors';
import { createTestCardToken } from './test-cards';
import { answerTestAuthentication } from './test-provider';

/**
 * The test provider's stand-ins for Stripe.js: card tokens and the 3-D Secure page. Mounted
 * only while no STRIPE_* is set. The card number is checked and forgotten, never stored.
 */
export async function testPaymentRoutes(app: App, options: { now: () => Date }) {
  const r = typed(app);

  r.post(
    '/test-payments/tokens',
    { schema: { body: testCardTokenRequestSchema, response: replies(testCardTokenResponseSchema) } },
    async ({ body }) => {
      const checked = createTestCardToken(body, options.now());
      if ('errors' in checked) {
        const [first] = checked.errors;
        throw billingError(
          400,
          first?.code ?? 'incorrect_number',
          first?.message ?? 'Die Kartendaten sind ungültig.',
          {},
          Object.fromEntries(checked.errors.map((e) => [e.field, e.message])),
        );
      }
      return ok('OK', { data: checked.token });
    },
  );

  r.post(
    '/test-payments/authenticate',
    { schema: { body: testAuthenticationRequestSchema, response: replies(okSchema) } },
    async ({ body }) => {
      if (!(await answerTestAuthentication(app.db, body.payment_intent_id, body.result))) {
        throw billingError(404, 'payment_not_found', 'Zu dieser Zahlung wird keine Bestätigung erwartet.');
      }
      return ok(body.result === 'complete' ? 'Zahlung bestätigt.' : 'Bestätigung abgelehnt.', {});
    },
  );
}
