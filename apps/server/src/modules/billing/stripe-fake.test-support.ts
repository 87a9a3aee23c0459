import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's API that Vita calls (customers, payment methods,
 * payment intents, refunds), answering with Stripe's JSON shapes, status codes and test-card behaviour.
 * The SDK is pointed at it through STRIPE_API_BASE.
 */

type Json = Record<string, unknown>;
type Behaviour = 'succeeds' | 'declined' | 'authenticate-once' | 'authenticate-always';

const TEST_METHODS: Record<string, { brand: string; last4: string; behaviour: Behaviour }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declined' },
  pm_card_authenticationRequiredOnSetup: { brand: 'visa', last4: '3155', behaviour: 'authenticate-once' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'authenticate-always' },
};
const TEST_TOKENS: Record<string, string> = {
  tok_visa: 'pm_card_visa',
  tok_chargeDeclined: 'pm_card_chargeDeclined',
};

export type RecordedRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

export type FakeStripe = {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, Json>;
  refunds: Map<string, Json>;
  /** Cuts the connection on refunds, as when Stripe is out of reach (the SDK retries, then gives up). */
  failRefunds(fail: boolean): void;
  /** What Stripe.js's handleCardAction does in the browser: the customer passes or fails 3-D Secure. */
  authenticate(intentId: string, passed: boolean): void;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function stripeError(status: number, error: Json) {
  return {
    status,
    body: { error: { doc_url: `https://docs.stripe.com/error-codes/${String(error.code)}`, ...error } },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const methods = new Map<string, Json & { behaviour: Behaviour }>();
  const intents = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const refunds = new Map<string, Json>();
  let refundsFail = false;

  function paymentMethod(pmId: string): (Json & { behaviour: Behaviour }) | undefined {
    const known = methods.get(pmId);
    if (known) return known;
    const test = TEST_METHODS[pmId];
    if (!test) return undefined;
    const method = {
      id: pmId,
      object: 'payment_method',
      type: 'card',
      customer: null,
      created: now(),
      livemode: false,
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: test.brand,
        last4: test.last4,
        exp_month: 12,
        exp_year: 2034,
        country: 'US',
        funding: 'credit',
      },
      metadata: {},
      behaviour: test.behaviour,
    };
    methods.set(pmId, method);
    return method;
  }

  const publicMethod = ({ behaviour: _b, ...method }: Json & { behaviour: Behaviour }) => method;
  const missing = (param: string, value: string) =>
    stripeError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such PaymentMethod: '${value}'`,
    });

  function createIntent(params: Record<string, string>) {
    const method = paymentMethod(params.payment_method ?? '');
    if (!method) return missing('payment_method', params.payment_method ?? '');
    const offSession = params.off_session === 'true';
    const intent: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_received: 0,
      currency: params.currency,
      customer: params.customer ?? null,
      payment_method: method.id,
      description: params.description ?? null,
      confirmation_method: params.confirmation_method ?? 'automatic',
      capture_method: 'automatic',
      setup_future_usage: params.setup_future_usage ?? null,
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      metadata: { vita_subscription: params['metadata[vita_subscription]'] },
      created: now(),
      livemode: false,
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      status: 'requires_confirmation',
    };
    intent.client_secret = `${String(intent.id)}_secret_${randomBytes(8).toString('hex')}`;
    intents.set(String(intent.id), intent);
    const decline = (code: string, declineCode: string, message: string) => {
      const error = { type: 'card_error', code, decline_code: declineCode, message, charge: id('ch') };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      return stripeError(402, { ...error, payment_intent: intent });
    };
    if (method.behaviour === 'declined')
      return decline('card_declined', 'generic_decline', 'Your card was declined.');
    if (method.behaviour === 'authenticate-always' && offSession) {
      return decline(
        'authentication_required',
        'authentication_required',
        'Your card was declined. This transaction requires authentication.',
      );
    }
    const needsAction =
      !offSession && (method.behaviour === 'authenticate-always' || method.behaviour === 'authenticate-once');
    if (needsAction) {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
    } else {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: id('ch') });
    }
    return { status: 200, body: intent };
  }

  /** POST /v1/refunds: only a succeeded payment, never more than is left of it. */
  function createRefund(params: Record<string, string>) {
    const intentId = params.payment_intent ?? '';
    const intent = intents.get(intentId);
    if (!intent) {
      return stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${intentId}'`,
      });
    }
    const chargeId = String(intent.latest_charge);
    if (intent.status !== 'succeeded') {
      return stripeError(400, {
        type: 'invalid_request_error',
        message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      });
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + Number(r.amount), 0);
    const left = Number(intent.amount) - refunded;
    if (left <= 0) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${chargeId} has already been refunded.`,
      });
    }
    const amount = params.amount ? Number(params.amount) : left;
    if (amount > left) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      });
    }
    const metadata = Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const refund: Json = {
      id: id('re'),
      object: 'refund',
      amount,
      balance_transaction: id('txn'),
      charge: chargeId,
      created: now(),
      currency: intent.currency,
      destination_details: { type: 'card', card: { type: 'refund', reference_status: 'pending' } },
      metadata,
      payment_intent: intentId,
      reason: params.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.set(String(refund.id), refund);
    return { status: 200, body: refund };
  }

  function route(
    method: string,
    path: string,
    params: Record<string, string>,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
      };
      return { status: 200, body: { ...customer, created: now(), livemode: false, metadata: {} } };
    }
    if (method === 'POST' && path === '/v1/payment_methods') {
      const from = TEST_TOKENS[params['card[token]'] ?? ''];
      const template = from ? paymentMethod(from) : undefined;
      if (!template) return missing('card[token]', params['card[token]'] ?? '');
      const created = { ...template, id: id('pm') };
      methods.set(String(created.id), created);
      return { status: 200, body: publicMethod(created) };
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)(\/attach)?$/.exec(path);
    if (pm?.[1]) {
      const found = paymentMethod(pm[1]);
      if (!found) return missing('payment_method', pm[1]);
      if (pm[2]) found.customer = params.customer ?? null;
      return { status: 200, body: publicMethod(found) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const pi = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    const intent = pi?.[1] ? intents.get(pi[1]) : undefined;
    if (pi && !intent) return missing('intent', pi[1] ?? '');
    if (intent && pi?.[2]) {
      if (intent.status !== 'requires_confirmation') {
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${String(intent.status)}.`,
        });
      }
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: id('ch') });
    }
    if (intent) return { status: 200, body: intent };
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const params = Object.fromEntries(new URLSearchParams(raw));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: req.method ?? '',
        path,
        params,
        idempotencyKey,
        authorization: req.headers.authorization,
      });
      if (refundsFail && path === '/v1/refunds') {
        req.socket.destroy();
        return;
      }
      const cacheKey = idempotencyKey ? `${req.method} ${path} ${idempotencyKey}` : null;
      const answer = (cacheKey && idempotent.get(cacheKey)) || route(req.method ?? '', path, params);
      if (cacheKey) idempotent.set(cacheKey, answer);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    failRefunds(fail) {
      refundsFail = fail;
    },
    authenticate(intentId, passed) {
      const intent = intents.get(intentId);
      if (intent?.status !== 'requires_action') throw new Error(`no intent waiting: ${intentId}`);
      const error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      };
      Object.assign(
        intent,
        passed
          ? { status: 'requires_confirmation', next_action: null }
          : { status: 'requires_payment_method', next_action: null, last_payment_error: error },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
