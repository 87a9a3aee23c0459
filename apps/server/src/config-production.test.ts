import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
const OPERATOR = {
  OPERATOR_NAME: 'Vita Software GmbH',
  OPERATOR_ADDRESS: 'Musterstraße 1, 10115 Berlin',
  OPERATOR_EMAIL: 'kontakt@vita.example',
  OPERATOR_PHONE: '+49 30 1234567',
  OPERATOR_VAT_ID: 'DE123456789',
};
const PRODUCTION = { NODE_ENV: 'production', ...OPERATOR };

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
    const message = refusal(PRODUCTION);
    expect(message).toContain(
      'PAYMENTS: Im Produktivbetrieb (NODE_ENV=production) ist kein Zahlungsanbieter',
    );
    expect(message).toContain('STRIPE_SECRET_KEY und STRIPE_PUBLISHABLE_KEY');
    expect(message).toContain('PAYMENTS=test');
  });

  it('starts with the test provider when PAYMENTS=test asks for it', () => {
    const config = loadConfig({ ...PRODUCTION, PAYMENTS: 'test' });
    expect(config.production).toBe(true);
    expect(config.stripe).toBeNull();
  });

  it('starts with Stripe', () => {
    expect(loadConfig({ ...PRODUCTION, ...STRIPE }).stripe?.publishableKey).toBe('pk_live_x');
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

describe('the operator in production', () => {
  it('refuses to start without the operator’s identity, listing every missing variable', () => {
    const message = refusal({ NODE_ENV: 'production', PAYMENTS: 'test' });
    for (const key of Object.keys(OPERATOR)) {
      expect(message).toContain(`${key}: fehlt: im Produktivbetrieb (NODE_ENV=production)`);
    }
    const { OPERATOR_PHONE: _phone, ...withoutPhone } = OPERATOR;
    const one = refusal({ NODE_ENV: 'production', PAYMENTS: 'test', ...withoutPhone });
    expect(one).toContain('OPERATOR_PHONE: fehlt');
    expect(one).not.toContain('OPERATOR_NAME');
  });

  it('lists a bad operator e-mail or phone number with the other bad variables', () => {
    const message = refusal({
      ...OPERATOR,
      OPERATOR_EMAIL: 'keine-adresse',
      OPERATOR_PHONE: 'ruf an',
      PORT: 'x',
    });
    expect(message).toContain('OPERATOR_EMAIL: muss eine gültige E-Mail-Adresse sein');
    expect(message).toContain('OPERATOR_PHONE: muss eine Telefonnummer sein');
    expect(message).toContain('PORT:');
  });

  it('reads the identity, the address in its lines, and the optional details', () => {
    const config = loadConfig({
      ...PRODUCTION,
      PAYMENTS: 'test',
      OPERATOR_ADDRESS: 'Musterstraße 1,  10115 Berlin, Deutschland',
      OPERATOR_REGISTER: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
    });
    expect(config.operator).toEqual({
      name: 'Vita Software GmbH',
      addressLines: ['Musterstraße 1', '10115 Berlin', 'Deutschland'],
      email: 'kontakt@vita.example',
      phone: '+49 30 1234567',
      vatId: 'DE123456789',
      representative: null,
      register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
      supervisoryAuthority: null,
      dataProtectionOfficer: null,
    });
  });

  it('starts without it outside production', () => {
    expect(loadConfig({}).operator.name).toBeNull();
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
