/**
 * The benchmarks start the real server with the same harness as the end-to-end tests
 * (@vita/shared/testing); here only where their results go.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StartServerOptions, startServer as startVitaServer } from '@vita/shared/testing';

export { getFreePort, type HealthAnswer, isTcpReachable, type RunningServer } from '@vita/shared/testing';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');

export const startServer = (options: Omit<StartServerOptions, 'dataDirPrefix'>) =>
  startVitaServer({ ...options, dataDirPrefix: 'vita-bench-' });
