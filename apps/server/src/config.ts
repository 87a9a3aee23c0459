import path from 'node:path';
import { z } from 'zod';
import { checkOperator, type OperatorConfig, operatorEnvShape, operatorOf } from './config-operator';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

export type { OperatorConfig } from './config-operator';

const optionalUrl = z.url({ error: 'muss eine gültige URL sein' }).optional();
const optionalString = z.string().min(1).optional();
const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Listen address: this machine only by default; the container image sets 0.0.0.0. */
    HOST: z
      .union([z.ipv4(), z.ipv6(), z.string().regex(HOSTNAME)], {
        error: 'muss eine IP-Adresse oder ein Rechnername sein (z. B. 127.0.0.1 oder 0.0.0.0)',
      })
      .default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    JWT_SECRET: z.string().min(32, { error: 'muss mindestens 32 Zeichen lang sein' }).optional(),
    PUBLIC_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where the Stripe SDK sends its calls (tests: a local fake of Stripe's API). */
    STRIPE_API_BASE: optionalUrl,
    /** How often due renewals are charged; 0 turns the job off. */
    BILLING_RENEWAL_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(10 * 60_000),
    /** How often due follow-up reminders of tracked applications are mailed; 0 turns the job off. */
    FOLLOW_UP_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(10 * 60_000),
    GOOGLE_CLIENT_ID: optionalString,
    FACEBOOK_APP_ID: optionalString,
    CHROMIUM_PATH: optionalString,
    /** Rate-limit counters shared by every instance (redis:// or rediss://). */
    REDIS_URL: optionalUrl,
    /** Which proxies may name the client's address (X-Forwarded-For); see trust-proxy.ts. */
    TRUST_PROXY: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Requests per minute and IP across the API; raised by benchmarks. */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    /** Login, registration and password calls per IP and call in 15 minutes (DESIGN.md deviation 9). */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    /** Spell-check calls per IP and route in a minute (each one is Hunspell work). */
    SPELLCHECK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
    WEB_DIST_DIR: optionalString,
    /** Chromium pages kept open for PDF exports. */
    PDF_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
    /** Start Chromium when the server starts listening (off: at the first export). */
    PDF_WARM: z.enum(['true', 'false', '1', '0']).default('true'),
    /** Downloads (PDF, TXT) need a login and an active plan (02 §6); 'false' only for test set-ups. */
    EXPORT_REQUIRES_PLAN: z.enum(['true', 'false', '1', '0']).default('true'),
    NODE_ENV: z.string().optional(),
    /** 'test': the built-in test provider is wanted even in production (every page says so). */
    PAYMENTS: z.enum(['test', 'stripe'], { error: 'muss test oder stripe sein' }).optional(),
    /** Bearer token for GET /metrics; in production /metrics is off without it. */
    METRICS_TOKEN: z.string().min(16, { error: 'muss mindestens 16 Zeichen lang sein' }).optional(),
    /** How long SIGTERM waits for requests in flight before it closes their connections. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    ...operatorEnvShape,
  })
  .superRefine((env, ctx) => {
    const trustProxy = parseTrustProxy(env.TRUST_PROXY);
    if (typeof trustProxy === 'object' && 'error' in trustProxy) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: trustProxy.error });
    }
    // A secret key in the publishable slot would be sent to every browser (DESIGN.md deviation 3).
    if (env.STRIPE_PUBLISHABLE_KEY && !env.STRIPE_PUBLISHABLE_KEY.startsWith('pk_')) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'muss mit pk_ beginnen' });
    }
    if (env.STRIPE_SECRET_KEY && !/^(sk|rk)_/.test(env.STRIPE_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'muss mit sk_ oder rk_ beginnen',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'fehlt (STRIPE_SECRET_KEY ist gesetzt)',
      });
    }
    if (!env.STRIPE_SECRET_KEY && (env.STRIPE_PUBLISHABLE_KEY || env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'fehlt (andere STRIPE_-Variablen sind gesetzt)',
      });
    }
    checkPayments(env, ctx);
    checkOperator(env, ctx);
  });

/**
 * In production the built-in test provider (no real money) runs only when PAYMENTS=test asks for
 * it: a forgotten STRIPE_SECRET_KEY must not open a shop that sells nothing.
 */
function checkPayments(
  env: { NODE_ENV?: string; PAYMENTS?: 'test' | 'stripe'; STRIPE_SECRET_KEY?: string },
  ctx: z.RefinementCtx,
) {
  const production = env.NODE_ENV === 'production';
  if (env.PAYMENTS === 'test' && env.STRIPE_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS'],
      message: 'ist test, aber STRIPE_SECRET_KEY ist gesetzt: entfernen Sie eines von beiden',
    });
  } else if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'fehlt (PAYMENTS=stripe verlangt echte Zahlungen über Stripe)',
    });
  } else if (production && !env.STRIPE_SECRET_KEY && env.PAYMENTS !== 'test') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS'],
      message:
        'Im Produktivbetrieb (NODE_ENV=production) ist kein Zahlungsanbieter eingerichtet. Setzen Sie ' +
        'STRIPE_SECRET_KEY und STRIPE_PUBLISHABLE_KEY für echte Zahlungen – oder PAYMENTS=test, wenn ' +
        'der eingebaute Testanbieter ohne echtes Geld gewollt ist (jede Seite zeigt dann einen Hinweis).',
    });
  }
}

export type Env = z.infer<typeof envSchema>;

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in dataDir (or in memory when dataDir is null). */
  databaseUrl: string | null;
  /** null: keep the database in memory (tests). */
  persistDataDir: boolean;
  jwtSecret: string | null;
  logLevel: Env['LOG_LEVEL'];
  /** Off by default: X-Forwarded-For is believed only from the proxies named here. */
  trustProxy: TrustProxy;
  rateLimitMax: number;
  /** Where the API's rate-limit counters live; null: in this process's memory. */
  redisUrl: string | null;
  /** Spell-check calls per minute and IP, per route. */
  spellcheckRateLimitMax: number;
  webDistDir: string | null;
  publicUrl: string | null;
  /** SMTP when set; otherwise mails stay in the outbox table (and a log line). */
  smtpUrl: string | null;
  mailFrom: string;
  /** How often unsent mails are retried; 0 turns the job off (tests). */
  mailRetryIntervalMs: number;
  /** Social login buttons show only for the providers configured here. */
  googleClientId: string | null;
  facebookAppId: string | null;
  /** The providers' key sets; tests point them at a local server. */
  googleJwksUrl: string;
  facebookJwksUrl: string;
  /** Limits of the login, registration and password calls (DESIGN.md deviation 9). */
  authRateLimit: AuthRateLimit;
  /** Stripe when set; otherwise the built-in test provider takes payments. */
  stripe: StripeConfig | null;
  /** How often due renewals are charged; 0 turns the job off (tests run it by hand). */
  billingRenewalIntervalMs: number;
  /** How often follow-up reminders are mailed; 0 turns the job off (tests run it by hand). */
  followUpIntervalMs: number;
  /** PDF export (DESIGN.md §2): the Chromium binary, CHROMIUM_PATH or /usr/bin/chromium. */
  chromiumPath: string;
  pdfPoolSize: number;
  /** A render that takes longer is abandoned (503) and its page replaced (DESIGN.md §5). */
  pdfRenderTimeoutMs: number;
  pdfWarmOnStart: boolean;
  /** Downloads need a login and an active plan (02 §6); off only in test set-ups. */
  exportRequiresPlan: boolean;
  /** NODE_ENV=production: stricter start-up rules (payments, /metrics). */
  production: boolean;
  /** GET /metrics needs `Authorization: Bearer <token>` when set; in production it is off without. */
  metricsToken: string | null;
  /** SIGTERM: requests in flight get this long to finish before their connections are closed. */
  shutdownTimeoutMs: number;
  /** Who runs this Vita (OPERATOR_*): required in production, shown on legal pages and invoices. */
  operator: OperatorConfig;
};

export type StripeConfig = {
  secretKey: string;
  /** The only key the browser ever sees (DESIGN.md deviation 3). */
  publishableKey: string;
  /** Without it the webhook endpoint is not mounted. */
  webhookSecret: string | null;
  /** e.g. http://127.0.0.1:12111 in tests; null: Stripe's own API. */
  apiBase: string | null;
};

export type AuthRateLimit = {
  windowMs: number;
  /** Calls per IP and call within the window. */
  perIp: number;
  /** Failed logins, reset requests and code checks per account within the window. */
  perAccount: number;
};

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const FACEBOOK_JWKS_URL = 'https://www.facebook.com/.well-known/oauth/openid/jwks/';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export class ConfigError extends Error {}

/** Checked by the schema already; a bad value cannot reach here. */
function trustProxyOf(value: string | undefined): TrustProxy {
  const parsed = parseTrustProxy(value);
  return typeof parsed === 'object' && 'error' in parsed ? false : parsed;
}

/** Parses the environment and lists every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    persistDataDir: true,
    jwtSecret: e.JWT_SECRET ?? null,
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    rateLimitMax: e.RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL ?? null,
    spellcheckRateLimitMax: e.SPELLCHECK_RATE_LIMIT_MAX,
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    publicUrl: e.PUBLIC_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Vita <no-reply@localhost>',
    mailRetryIntervalMs: 60_000,
    googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    facebookAppId: e.FACEBOOK_APP_ID ?? null,
    googleJwksUrl: GOOGLE_JWKS_URL,
    facebookJwksUrl: FACEBOOK_JWKS_URL,
    authRateLimit: { windowMs: 15 * 60_000, perIp: e.AUTH_RATE_LIMIT_MAX, perAccount: 5 },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
            apiBase: e.STRIPE_API_BASE ?? null,
          }
        : null,
    billingRenewalIntervalMs: e.BILLING_RENEWAL_INTERVAL_MS,
    followUpIntervalMs: e.FOLLOW_UP_INTERVAL_MS,
    chromiumPath: e.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    pdfPoolSize: e.PDF_POOL_SIZE,
    pdfRenderTimeoutMs: 15_000,
    pdfWarmOnStart: e.PDF_WARM === 'true' || e.PDF_WARM === '1',
    exportRequiresPlan: e.EXPORT_REQUIRES_PLAN === 'true' || e.EXPORT_REQUIRES_PLAN === '1',
    production: e.NODE_ENV === 'production',
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    operator: operatorOf(e),
  };
}
