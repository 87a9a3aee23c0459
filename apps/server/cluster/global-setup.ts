import { openDatabase } from '../src/db/client';
import { ALL_TABLES } from '../src/test/test-app';
import { clusterEnv } from './cluster-env';
import { forgetRateLimits, truncate } from './forget-limits';

/**
 * Once before all cluster tests: migrate and empty the database, and forget the rate-limit
 * counters of an earlier run. Migrating here also keeps the instances from racing to migrate.
 */
export default async function setup() {
  const database = await openDatabase({ databaseUrl: clusterEnv().databaseUrl, pgliteDir: null });
  await database.close();
  await truncate(ALL_TABLES);
  await forgetRateLimits();
}
