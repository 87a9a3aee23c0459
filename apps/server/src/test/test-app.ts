import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type CreateAppOptions, createApp } from '../app';
import { type AppConfig, DEFAULT_CHROMIUM_PATH, FACEBOOK_JWKS_URL, GOOGLE_JWKS_URL } from '../config';
import { type Database, openDatabase } from '../db/client';
import { workerDatabaseUrl } from './postgres-workers';

let shared: Promise<Database> | undefined;

/**
 * This worker's PostgreSQL database when the tests run on PostgreSQL (TEST_DATABASE_URL): each
 * worker has its own beside the named one (postgres-workers.ts); null on PGlite.
 */
export function testDatabaseUrl(): string | null {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const worker = process.env.VITEST_POOL_ID;
  return worker ? workerDatabaseUrl(base, worker) : base;
}

/** One database per test worker: PostgreSQL when TEST_DATABASE_URL is set, else PGlite in memory. */
export function testDatabase(): Promise<Database> {
  shared ??= openDatabase({ databaseUrl: testDatabaseUrl(), pgliteDir: null });
  return shared;
}

export const ALL_TABLES =
  'users, resumes, resume_meta, extra_sections, custom_sections, photos, social_identities, ' +
  'password_resets, communication_preferences, outbox, rate_limits, ' +
  'subscriptions, orders, bills, invoice_counters, contract_cancellations, test_payments, attachments, letters, ' +
  'passkeys, passkey_challenges, tracked_applications, application_status_changes, share_links';

export async function resetDatabase(): Promise<void> {
  const database = await testDatabase();
  await database.exec(`TRUNCATE ${ALL_TABLES} RESTART IDENTITY CASCADE`);
}

/** The operator every test app names (invoices, legal pages). */
export const TEST_OPERATOR: AppConfig['operator'] = {
  name: 'Vita Test GmbH',
  addressLines: ['Teststraße 12', '10115 Berlin'],
  email: 'kontakt@vita.test',
  phone: '+49 30 1234567',
  vatId: 'DE123456789',
  representative: 'Erika Betreiberin',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
  supervisoryAuthority: null,
  dataProtectionOfficer: null,
};

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl: null,
    persistDataDir: false,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    logLevel: 'silent',
    trustProxy: false,
    rateLimitMax: 100_000,
    redisUrl: null,
    spellcheckRateLimitMax: 100_000,
    webDistDir: null,
    publicUrl: null,
    smtpUrl: null,
    mailFrom: 'Vita <no-reply@vita.test>',
    mailRetryIntervalMs: 0,
    googleClientId: null,
    facebookAppId: null,
    googleJwksUrl: GOOGLE_JWKS_URL,
    facebookJwksUrl: FACEBOOK_JWKS_URL,
    authRateLimit: { windowMs: 15 * 60_000, perIp: 100_000, perAccount: 100_000 },
    stripe: null,
    billingRenewalIntervalMs: 0,
    followUpIntervalMs: 0,
    // PDF export also needs the print entry (webDistDir): without it no Chromium is started.
    chromiumPath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    pdfPoolSize: 2,
    pdfRenderTimeoutMs: 15_000,
    pdfWarmOnStart: false,
    exportRequiresPlan: true,
    production: false,
    metricsToken: null,
    shutdownTimeoutMs: 10_000,
    operator: TEST_OPERATOR,
    ...overrides,
  };
}

/** The real app on the worker's database, emptied first. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<CreateAppOptions, 'now'> = {},
): Promise<FastifyInstance> {
  const database = await testDatabase();
  await resetDatabase();
  return createApp(testConfig(overrides), { database, logger: false, strictResponses: true, ...options });
}

export const newToken = () => randomBytes(16).toString('hex');

export type JsonBody = Record<string, unknown>;

/** POST JSON to /api/v1 and return status and parsed body. */
export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: InjectOptions['headers'] = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as JsonBody,
    headers,
  });
  return { status: res.statusCode, body: res.json() as JsonBody & { message: string } };
}

export async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: res.statusCode, body: res.json() as JsonBody & { message: string } };
}

/** The Content-Security-Policy header the app sends with a GET of `/api/v1<url>`. */
export async function cspOf(app: FastifyInstance, url: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/v1${url}` });
  return String(res.headers['content-security-policy']);
}

/** POST /resume/save-meta of one value, as the wizard saves a step. */
export const saveMeta = (app: FastifyInstance, token: string, key: string, value: unknown) =>
  post(app, '/resume/save-meta', { resume_token: token, meta_key: key, meta_value: value });
