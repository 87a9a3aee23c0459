import { Redis } from 'ioredis';
import { openDatabase } from '../src/db/client';
import { RATE_LIMIT_NAMESPACE } from '../src/http/rate-limit-counters';
import { ALL_TABLES } from '../src/test/test-app';
import { clusterEnv } from './cluster-env';

/**
 * Once before all cluster tests: migrate and empty the database, and forget the rate-limit
 * counters of an earlier run. Migrating here also keeps the instances from racing to migrate.
 */
export default async function setup() {
  const { databaseUrl, redisUrl } = clusterEnv();
  const database = await openDatabase({ databaseUrl, pgliteDir: null });
  await database.exec(`TRUNCATE ${ALL_TABLES} RESTART IDENTITY CASCADE`);
  await database.close();

  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${RATE_LIMIT_NAMESPACE}*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}
