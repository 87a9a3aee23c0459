/**
 * The end-to-end tests start the real server with the same harness as the benchmarks
 * (@vita/shared/testing), with the limits a test suite needs; here too where artifacts go.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StartServerOptions, startServer as startVitaServer } from '@vita/shared/testing';

export { getFreePort, type RunningServer } from '@vita/shared/testing';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const SCREENSHOT_DIR = path.join(ARTIFACTS_DIR, 'screenshots');

/** The operator's identity as production requires it: no page may show a placeholder instead. */
export const E2E_OPERATOR = {
  OPERATOR_NAME: 'Vita Beispiel GmbH',
  OPERATOR_ADDRESS: 'Lindenstraße 5, 50674 Köln',
  OPERATOR_EMAIL: 'kontakt@vita-beispiel.de',
  OPERATOR_PHONE: '+49 221 987654',
  OPERATOR_VAT_ID: 'DE987654321',
  OPERATOR_REPRESENTATIVE: 'Jana Beispiel',
  OPERATOR_REGISTER: 'Amtsgericht Köln, HRB 12345',
};

export const startServer = (options: Omit<StartServerOptions, 'dataDirPrefix'>) =>
  startVitaServer({
    ...options,
    dataDirPrefix: 'vita-e2e-',
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The API's per-IP limit (600/min by default) is meant for people, not for a test suite
      // that sends everything from 127.0.0.1. Set RATE_LIMIT_MAX to run the suite with another.
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '100000',
      AUTH_RATE_LIMIT_MAX: process.env.AUTH_RATE_LIMIT_MAX ?? '100000',
      ...E2E_OPERATOR,
      ...options.env,
    },
  });
