import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cspOf, get, testDatabase } from '../test/test-app';

let app: FastifyInstance;
// A fresh PGlite takes long on a busy machine: open the worker's database once, up front.
beforeAll(() => testDatabase(), 120_000);
afterEach(() => app.close());

describe('content security policy and Stripe Elements', () => {
  it('allows nothing from Stripe while the built-in test provider runs', async () => {
    app = await buildTestApp();
    expect((await get(app, '/stripe-keys')).body).toMatchObject({ mode: 'test', secret_key: null });
    expect(await cspOf(app, '/stripe-keys')).not.toContain('stripe.com');
  });

  it('allows Stripe.js, its frames and its API once Stripe is configured, and hands out only the publishable key', async () => {
    app = await buildTestApp({
      stripe: {
        secretKey: 'sk_test_vita_secret',
        publishableKey: 'pk_test_vita_public',
        webhookSecret: null,
        apiBase: 'http://127.0.0.1:9',
      },
    });
    expect((await get(app, '/stripe-keys')).body).toMatchObject({
      mode: 'stripe',
      secret_key: 'pk_test_vita_public',
    });
    const csp = await cspOf(app, '/stripe-keys');
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });
});
