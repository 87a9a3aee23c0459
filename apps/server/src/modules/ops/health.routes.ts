import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from '@vita/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { replies } from '../../http/responses';
import type { Readiness } from './readiness';

/**
 * The probes, outside every rate limit (a balancer asks often, from one address):
 * GET /livez — the process is up and its event loop answers;
 * GET /readyz — it can serve: database, migrations, PDF pool (503 with the failing checks, and
 * from SIGTERM on); GET /api/v1/health — the older check, kept for existing monitors.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { readiness: Readiness; databaseKind: 'pglite' | 'postgres' },
) {
  const { readiness, databaseKind } = options;
  app.get('/livez', { schema: { response: replies(livenessResponseSchema) } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get(
    '/readyz',
    { schema: { response: replies(readinessResponseSchema, { 503: readinessResponseSchema }) } },
    async (_request, reply) => {
      const report = await readiness.check();
      return reply
        .status(report.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: report.ready ? 'ready' : 'not ready', ...report });
    },
  );

  app.get('/api/v1/health', { schema: { response: replies(healthResponseSchema) } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 200, message: 'ok', database: databaseKind };
  });
}
