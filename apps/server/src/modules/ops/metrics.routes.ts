import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './metrics';

/** Route patterns, never raw URLs: ids and tokens in paths must not become label values. */
export function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return '(unmatched)';
  // The static server registers one route per built file; their hashed names say nothing.
  if (route.startsWith('/assets/')) return '/assets/*';
  return route;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

/**
 * Times every request, and serves GET /metrics (Prometheus text format): with METRICS_TOKEN only
 * to `Authorization: Bearer <token>`; without it openly outside production and not at all in
 * production (404), so that an instance never tells the internet its traffic by accident.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { metrics: AppMetrics; token: string | null; production: boolean },
): void {
  const { metrics, token } = options;
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      { method: request.method, route: routeLabel(request), status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  if (token === null && options.production) return;

  app.get('/metrics', async (request, reply) => {
    if (token !== null && !hasToken(request, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ status: 401, message: 'Für /metrics ist ein gültiger Bearer-Token nötig (METRICS_TOKEN).' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.text());
  });
}
