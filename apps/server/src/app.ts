import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { PaymentMode } from '@vita/shared';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { type Database, migrationsFolder, openDatabase } from './db/client';
import { lockDataDir } from './db/lock';
import { registerCaller } from './http/context';
import { registerErrorHandler, tooManyRequests } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { rateLimitCounters } from './http/rate-limit-counters';
import { echoRequestId, requestIdFor } from './http/request-id';
import { recordRoutes } from './http/route-table';
import { registerSecurityHeaders } from './http/security-headers';
import { strictSerializerCompiler } from './http/serializer';
import { accountRoutes } from './modules/account/account.routes';
import { applicationRoutes } from './modules/application/application.routes';
import { trackerRoutes } from './modules/applications-tracker/tracker.routes';
import { exportTrackedApplications } from './modules/applications-tracker/tracker.service';
import { registerFollowUps } from './modules/applications-tracker/tracker-plugin';
import { attachmentRoutes } from './modules/attachments/attachments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createLoginTokens, resolveJwtSecret } from './modules/auth/login-token';
import { billingApi, registerBilling } from './modules/billing/billing-plugin';
import { subscriptionStatusOf } from './modules/billing/subscription.service';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { cvCheckRoutes } from './modules/cv-check/cv-check.routes';
import { exportRoutes } from './modules/export/export.routes';
import { registerPdfPool } from './modules/export/pdf-plugin';
import { importRoutes } from './modules/import/import.routes';
import { jobMatchRoutes } from './modules/job-match/job-match.routes';
import { letterRoutes } from './modules/letters/letters.routes';
import { registerMail } from './modules/mail/mail-plugin';
import { operatorRoutes } from './modules/operator/operator.routes';
import { healthRoutes } from './modules/ops/health.routes';
import { type AppMetrics, createMetrics } from './modules/ops/metrics';
import { registerMetrics } from './modules/ops/metrics.routes';
import { createReadiness, expectedMigrations, type Readiness } from './modules/ops/readiness';
import { passkeyRoutes } from './modules/passkeys/passkeys.routes';
import { duplicateRoutes } from './modules/resume/duplicate.routes';
import { metaRoutes, signatureRoutes } from './modules/resume/meta.routes';
import { resumeRoutes } from './modules/resume/resume.routes';
import { sectionRoutes } from './modules/resume/sections.routes';
import { translateRoutes } from './modules/resume/translate.routes';
import { shareLinkRoutes } from './modules/share-links/share-links.routes';
import { sharePageRoutes } from './modules/share-links/share-page.routes';
import { spellcheckRoutes } from './modules/spellcheck/spellcheck.routes';
import { zeugnisRoutes } from './modules/zeugnis/zeugnis.routes';
import { fastifyTrustProxy } from './trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
    readiness: Readiness;
  }
}

export type CreateAppOptions = {
  /** A database the caller owns (tests share one per worker); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** The clock of reset codes, rate-limit windows and mails; tests move it forward. */
  now?: () => Date;
  /** Tests: a response field the contract does not name is a 500, not quietly dropped. */
  strictResponses?: boolean;
};

/** The caller's database, or one opened from the config; an embedded data dir is locked to this process. */
async function openAppDatabase(config: AppConfig, options: CreateAppOptions) {
  const usesPglite = !options.database && !config.databaseUrl && config.persistDataDir;
  const releaseLock = usesPglite ? lockDataDir(config.dataDir) : () => {};
  try {
    const database =
      options.database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: config.persistDataDir ? config.dataDir : null,
      }));
    return { database, releaseLock };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Fastify with what every route relies on: logging, request ids, zod, the one error handler. */
function createFastify(config: AppConfig, options: CreateAppOptions): FastifyInstance {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 6 * 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Every log line of a request carries its id (`reqId`); a sane incoming X-Request-Id is kept.
    requestIdHeader: false,
    genReqId: requestIdFor,
  });
  echoRequestId(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.strictResponses ? strictSerializerCompiler : serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  recordRoutes(app);
  return app;
}

type ApiDeps = {
  config: AppConfig;
  now: () => Date;
  jwtSecret: ReturnType<typeof resolveJwtSecret>;
  counters: Awaited<ReturnType<typeof rateLimitCounters>>;
};

/** Everything under /api/v1: rate-limited, with the caller resolved, one plugin per module. */
async function registerApi(api: FastifyInstance, { config, now, jwtSecret, counters }: ApiDeps) {
  await api.register(rateLimit, {
    ...counters,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: tooManyRequests,
  });
  registerCaller(api);
  await api.register(metaRoutes);
  await api.register(signatureRoutes);
  await api.register(sectionRoutes);
  await api.register(resumeRoutes);
  await api.register(duplicateRoutes);
  await api.register(translateRoutes);
  await api.register(letterRoutes);
  await api.register(catalogueRoutes);
  await api.register(jobMatchRoutes);
  await api.register(cvCheckRoutes, { now, rateLimitMax: config.spellcheckRateLimitMax });
  const authOptions = {
    config,
    now,
    jwtSecret,
    subscriptionStatus: (userId: number, at: Date) => subscriptionStatusOf(api.db, userId, at),
  };
  await api.register(authRoutes, authOptions);
  await api.register(passkeyRoutes, authOptions);
  await api.register(accountRoutes, { now, exportApplications: exportTrackedApplications });
  await api.register(contactRoutes, { config, now });
  await api.register(operatorRoutes, { operator: config.operator });
  await api.register(billingApi, { config, now });
  const pdf = { renderTimeoutMs: config.pdfRenderTimeoutMs, requiresPlan: config.exportRequiresPlan, now };
  await api.register(exportRoutes, pdf);
  await api.register(importRoutes);
  await api.register(attachmentRoutes);
  await api.register(applicationRoutes, pdf);
  await api.register(trackerRoutes, pdf);
  await api.register(shareLinkRoutes, { now });
  await api.register(spellcheckRoutes, { rateLimitMax: config.spellcheckRateLimitMax });
  await api.register(zeugnisRoutes);
}

/** The one composition root: configuration in, a ready Fastify instance out. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<FastifyInstance> {
  const { database, releaseLock } = await openAppDatabase(config, options);
  const app = createFastify(config, options);

  app.decorate('db', database.db);
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.persistDataDir ? config.dataDir : null);
  app.decorate('loginTokens', createLoginTokens(jwtSecret, database.db));
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
    releaseLock();
  });
  const now = options.now ?? (() => new Date());
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  registerMetrics(app, { metrics, token: config.metricsToken, production: config.production });
  registerMail(app, config, now);
  registerFollowUps(app, config, now);
  await registerBilling(app, config, now, jwtSecret);
  registerPdfPool(app, config);
  const counters = await rateLimitCounters(app, config.redisUrl);
  const readiness = createReadiness({
    db: database.db,
    migrations: expectedMigrations(migrationsFolder),
    pool: app.pdfPool,
  });
  app.decorate('readiness', readiness);

  registerSecurityHeaders(app, config);
  await app.register(multipart);
  await app.register(healthRoutes, { readiness, databaseKind: database.kind });
  await app.register(async (api) => registerApi(api, { config, now, jwtSecret, counters }), {
    prefix: '/api/v1',
  });
  await app.register(sharePageRoutes, { now });

  await registerSpa(app, config.webDistDir, app.billing.provider.mode);
  return app;
}

/**
 * Serves the built SPA; client routes fall back to index.html, unknown API paths get JSON 404.
 * The page's HTML states the payment mode (`<html data-payment-mode>`), so that no page has to ask
 * for it before it can show the test-mode banner.
 */
async function registerSpa(app: FastifyInstance, distDir: string | null, paymentMode: PaymentMode) {
  const indexFile = distDir === null ? null : path.join(distDir, 'index.html');
  const page = indexFile !== null && fs.existsSync(indexFile) ? htmlWithMode(indexFile, paymentMode) : null;
  if (page !== null && distDir !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route for every built file (a route per file cost a third of a second at start-up);
      // a path with no file goes on to the not-found handler below.
      wildcard: true,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  // The static files' wildcard would answer `/` (a directory) with 403.
  if (page !== null) app.get('/', (_request, reply) => sendPage(reply, page));
  app.setNotFoundHandler((request, reply) => {
    // A missing built file (an old tab after a deploy) must be a 404, not the app's HTML page.
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (page !== null && isPage) return sendPage(reply, page);
    return reply
      .status(404)
      .send({ status: 404, message: `Nicht gefunden: ${request.method} ${request.url.split('?')[0]}` });
  });
}

/** The built index.html, read once, with the payment mode on its root element. */
function htmlWithMode(indexFile: string, paymentMode: PaymentMode): string {
  const html = fs.readFileSync(indexFile, 'utf8');
  return html.replace(/<html(\s|>)/, `<html data-payment-mode="${paymentMode}"$1`);
}
