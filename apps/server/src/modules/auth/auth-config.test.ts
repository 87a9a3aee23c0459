import { describe, expect, it } from 'vitest';
import { ConfigError, FACEBOOK_JWKS_URL, GOOGLE_JWKS_URL, loadConfig } from '../../config';

describe('account settings from the environment', () => {
  it('turns social login and SMTP off by default and uses the providers’ key sets', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      smtpUrl: null,
      googleClientId: null,
      facebookAppId: null,
      googleJwksUrl: GOOGLE_JWKS_URL,
      facebookJwksUrl: FACEBOOK_JWKS_URL,
      authRateLimit: { windowMs: 15 * 60_000, perIp: 10, perAccount: 5 },
    });
    expect(config.mailRetryIntervalMs).toBeGreaterThan(0);
  });

  it('reads SMTP_URL, MAIL_FROM, GOOGLE_CLIENT_ID, FACEBOOK_APP_ID and AUTH_RATE_LIMIT_MAX', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.de:465',
      MAIL_FROM: 'Vita <konto@vita.de>',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '12345',
      AUTH_RATE_LIMIT_MAX: '50',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.de:465',
      mailFrom: 'Vita <konto@vita.de>',
      googleClientId: 'abc.apps.googleusercontent.com',
      facebookAppId: '12345',
      authRateLimit: { perIp: 50 },
    });
  });

  it('lists a bad SMTP_URL and AUTH_RATE_LIMIT_MAX', () => {
    expect(() => loadConfig({ SMTP_URL: 'kein url', AUTH_RATE_LIMIT_MAX: '0' })).toThrow(ConfigError);
    try {
      loadConfig({ SMTP_URL: 'kein url', AUTH_RATE_LIMIT_MAX: '0' });
    } catch (error) {
      expect((error as Error).message).toMatch(
        /SMTP_URL[\s\S]*AUTH_RATE_LIMIT_MAX|AUTH_RATE_LIMIT_MAX[\s\S]*SMTP_URL/,
      );
    }
  });
});
