import { Redis } from 'ioredis';
import { openDatabase } from '../src/db/client';
import { RATE_LIMIT_NAMESPACE } from '../src/http/rate-limit-counters';
import { clusterEnv } from './cluster-env';

/** Empties the tables named (e.g. all of them, or only `rate_limits`) in the cluster database. */
export async function truncate(tables: string) {
  const database = await openDatabase({ databaseUrl: clusterEnv().databaseUrl, pgliteDir: null });
  try {
    await database.exec(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
  } finally {
    await database.close();
  }
}

/**
 * Forgets every rate-limit counter, in PostgreSQL and in Redis. Every cluster test calls from
 * 127.0.0.1, so a file that measures limits must not inherit what the files before it counted.
 */
export async function forgetRateLimits() {
  await truncate('rate_limits');
  const redis = new Redis(clusterEnv().redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${RATE_LIMIT_NAMESPACE}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
