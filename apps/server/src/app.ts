import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { healthResponseSchema } from '@vita/shared';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { lockDataDir } from './db/lock';
import { registerCaller } from './http/context';
import { registerErrorHandler } from './http/errors';
import { replies } from './http/responses';
import { strictSerializerCompiler } from './http/serializer';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createLoginTokens, resolveJwtSecret } from './modules/auth/login-token';
import { socialLoginCsp } from './modules/auth/social-csp';
import { billingApi, registerBilling } from './modules/billing/billing-plugin';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { exportRoutes } from './modules/export/export.routes';
import { registerPdfPool } from './modules/export/pdf-plugin';
import { registerMail } from './modules/mail/mail-plugin';
import { metaRoutes, signatureRoutes } from './modules/resume/meta.routes';
import { resumeRoutes } from './modules/resume/resume.routes';
import { sectionRoutes } from './modules/resume/sections.routes';
import { spellcheckRoutes } from './modules/spellcheck/spellcheck.routes';

/** What Stripe.js and Elements load from (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export type CreateAppOptions = {
  /** A database the caller owns (tests share one per worker); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** The clock of reset codes, rate-limit windows and mails; tests move it forward. */
  now?: () => Date;
  /** Sees every route as it is added (tests check that each one declares its answers). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests: a response field the contract does not name is a 500, not quietly dropped. */
  strictResponses?: boolean;
};

/** The one composition root: configuration in, a ready Fastify instance out. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<FastifyInstance> {
  const usesPglite = !options.database && !config.databaseUrl && config.persistDataDir;
  const releaseLock = usesPglite ? lockDataDir(config.dataDir) : () => {};
  let database: Database;
  try {
    database =
      options.database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: config.persistDataDir ? config.dataDir : null,
      }));
  } catch (error) {
    releaseLock();
    throw error;
  }

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 6 * 1024 * 1024,
    trustProxy: true,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.strictResponses ? strictSerializerCompiler : serializerCompiler);
  registerErrorHandler(app);

  app.decorate('db', database.db);
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.persistDataDir ? config.dataDir : null);
  app.decorate('loginTokens', createLoginTokens(jwtSecret));
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
    releaseLock();
  });
  const now = options.now ?? (() => new Date());
  registerMail(app, config, now);
  await registerBilling(app, config, now);
  registerPdfPool(app, config);

  const social = socialLoginCsp(config);
  const thirdPartyScripts = [...(config.stripe ? STRIPE_CSP.script : []), ...social.script];
  const thirdPartyFrames = [...(config.stripe ? STRIPE_CSP.frame : []), ...social.frame];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'", ...social.style],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(config.stripe ? STRIPE_CSP.connect : []), ...social.connect],
        // Stripe Elements and Google's sign-in button, only when configured (DESIGN.md deviation 10).
        ...(thirdPartyScripts.length > 0 ? { scriptSrc: ["'self'", ...thirdPartyScripts] } : {}),
        ...(thirdPartyFrames.length > 0 ? { frameSrc: thirdPartyFrames } : {}),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
  });
  await app.register(multipart);

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimitMax,
        timeWindow: '1 minute',
        errorResponseBuilder: () => ({
          statusCode: 429,
          message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
        }),
      });
      registerCaller(api);
      api.get('/health', { schema: { response: replies(healthResponseSchema) } }, async () => {
        await api.db.execute(sql`select 1`);
        return { status: 200, message: 'ok', database: database.kind };
      });
      await api.register(metaRoutes);
      await api.register(signatureRoutes);
      await api.register(sectionRoutes);
      await api.register(resumeRoutes);
      await api.register(catalogueRoutes);
      await api.register(authRoutes, { config, now, jwtSecret });
      await api.register(accountRoutes, { now });
      await api.register(contactRoutes, { config, now });
      await api.register(billingApi, { config, now });
      await api.register(exportRoutes, {
        renderTimeoutMs: config.pdfRenderTimeoutMs,
        requiresPlan: config.exportRequiresPlan,
        now,
      });
      await api.register(spellcheckRoutes, { rateLimitMax: config.spellcheckRateLimitMax });
    },
    { prefix: '/api/v1' },
  );

  await registerSpa(app, config.webDistDir);
  return app;
}

/** Serves the built SPA; client routes fall back to index.html, unknown API paths get JSON 404. */
async function registerSpa(app: FastifyInstance, distDir: string | null) {
  const hasSpa = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing built file (an old tab after a deploy) must be a 404, not the app's HTML page.
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (hasSpa && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send({ status: 404, message: `Nicht gefunden: ${request.method} ${request.url.split('?')[0]}` });
  });
}
