import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('payment configuration', () => {
  it('uses the built-in test provider when no STRIPE_* is set', () => {
    expect(loadConfig({}).stripe).toBeNull();
  });

  it('reads the Stripe keys, the webhook secret and an API base for tests', () => {
    const config = loadConfig({ ...stripeEnv, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: 'http://127.0.0.1:12111',
    });
  });

  it.each([
    [
      'a secret key in the publishable slot',
      { STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' },
      'STRIPE_PUBLISHABLE_KEY',
    ],
    ['a publishable key in the secret slot', { STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY'],
    ['a secret key without the publishable key', { STRIPE_PUBLISHABLE_KEY: '' }, 'STRIPE_PUBLISHABLE_KEY'],
    ['a webhook secret without the secret key', { STRIPE_SECRET_KEY: '' }, 'STRIPE_SECRET_KEY'],
  ])('refuses to start with %s', (_name, change, variable) => {
    expect(() => loadConfig({ ...stripeEnv, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...stripeEnv, ...change })).toThrow(variable);
  });

  it('runs renewals every 10 minutes unless told otherwise; 0 turns the job off', () => {
    expect(loadConfig({}).billingRenewalIntervalMs).toBe(600_000);
    expect(loadConfig({ BILLING_RENEWAL_INTERVAL_MS: '0' }).billingRenewalIntervalMs).toBe(0);
  });
});
