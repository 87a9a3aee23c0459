import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('listens on this machine only unless HOST names another address (the container sets 0.0.0.0)', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ HOST: 'vita.intern' }).host).toBe('vita.intern');
  });

  it('lists every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'abc',
        HOST: 'http://0.0.0.0',
        DATABASE_URL: 'kein-url',
        JWT_SECRET: 'kurz',
        LOG_LEVEL: 'laut',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'HOST', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL'])
      expect(message).toContain(name);
    expect(message).toContain('HOST: muss eine IP-Adresse oder ein Rechnername sein');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
  });
});
