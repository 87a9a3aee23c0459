import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('payments in production', () => {
  it('refuses to start without Stripe and without PAYMENTS=test, saying what to set', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toContain(
      'PAYMENTS: Im Produktivbetrieb (NODE_ENV=production) ist kein Zahlungsanbieter',
    );
    expect(message).toContain('STRIPE_SECRET_KEY und STRIPE_PUBLISHABLE_KEY');
    expect(message).toContain('PAYMENTS=test');
  });

  it('starts with the test provider when PAYMENTS=test asks for it', () => {
    const config = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' });
    expect(config.production).toBe(true);
    expect(config.stripe).toBeNull();
  });

  it('starts with Stripe', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...STRIPE }).stripe?.publishableKey).toBe('pk_live_x');
  });

  it('keeps the embedded test provider outside production', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it('refuses contradictions: PAYMENTS=test with Stripe keys, PAYMENTS=stripe without them', () => {
    expect(refusal({ PAYMENTS: 'test', ...STRIPE })).toContain('PAYMENTS: ist test, aber STRIPE_SECRET_KEY');
    expect(refusal({ PAYMENTS: 'stripe' })).toContain('STRIPE_SECRET_KEY: fehlt (PAYMENTS=stripe');
    expect(refusal({ PAYMENTS: 'echt' })).toContain('PAYMENTS: muss test oder stripe sein');
  });
});

describe('operations settings', () => {
  it('has a 10 s shutdown deadline and no metrics token by default', () => {
    const config = loadConfig({});
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.metricsToken).toBeNull();
  });

  it('reads SHUTDOWN_TIMEOUT_MS and METRICS_TOKEN, and refuses a short token', () => {
    const config = loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500', METRICS_TOKEN: 'a-long-enough-token' });
    expect(config.shutdownTimeoutMs).toBe(2500);
    expect(config.metricsToken).toBe('a-long-enough-token');
    expect(refusal({ METRICS_TOKEN: 'kurz' })).toContain(
      'METRICS_TOKEN: muss mindestens 16 Zeichen lang sein',
    );
    expect(refusal({ SHUTDOWN_TIMEOUT_MS: '-1' })).toContain('SHUTDOWN_TIMEOUT_MS');
  });
});
