/**
 * Starts the real server for the whole run (unless VITA_E2E_BASE_URL points at one already
 * running) and returns the teardown that stops it and removes its DATA_DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR, REPO_ROOT, startServer } from './support/server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.VITA_E2E_BASE_URL) {
    return async () => {};
  }
  const port = Number(process.env.VITA_E2E_PORT);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error('VITA_E2E_PORT was not set by playwright.config.ts');
  }
  const index = path.join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(index)) {
    throw new Error(`${index} is missing: build the web app first (npm run build, or npm run test:e2e).`);
  }
  const server = await startServer({ port, logFile: path.join(ARTIFACTS_DIR, 'server.log') });
  process.env.VITA_E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
