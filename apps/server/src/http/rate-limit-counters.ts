import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Where @fastify/rate-limit keeps its counters: its `redis` option, or nothing (its memory store). */
export type RateLimitCounters = { redis?: Redis; nameSpace?: string; skipOnError: boolean };

/** Keys of the API's counters; the per-route limits add their method and path after it. */
export const RATE_LIMIT_NAMESPACE = 'vita:rate-limit:';

/**
 * The global and per-route limits of the API count in Redis when `redisUrl` is set, so every
 * instance behind a load balancer shares them; without it each process counts on its own
 * (right for one machine). The limits of login, registration, passwords, contact and billing
 * count in the database and are shared either way.
 *
 * Redis down or slow: the limiter lets the request through (fail open) and a warning is logged
 * once per outage. A 500 or 503 for every visitor because a counter store is gone would be
 * worse than a flood guard that is off for a while; the database-backed limits keep holding.
 */
export async function rateLimitCounters(
  app: FastifyInstance,
  redisUrl: string | null,
): Promise<RateLimitCounters> {
  if (!redisUrl) return { skipOnError: false };
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    // No queue while disconnected: a request must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    app.log.warn(
      { err: error },
      'Redis unreachable: API rate limits are not counted until it is back (requests pass)',
    );
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis reachable again: API rate limits are shared again');
    down = false;
  });
  // The first connection is tried before listening; if it fails, ioredis keeps trying.
  await redis.connect().catch(() => {});
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return { redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true };
}
