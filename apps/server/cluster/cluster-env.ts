import { existsSync } from 'node:fs';
import path from 'node:path';

export type ClusterEnv = { databaseUrl: string; redisUrl: string };

export const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * The shared parts every instance of the cluster tests uses. Missing ones fail the run with a
 * message (never a skip): these tests are the proof that several instances work.
 */
export function clusterEnv(env: NodeJS.ProcessEnv = process.env): ClusterEnv {
  const databaseUrl = env.CLUSTER_DATABASE_URL || env.TEST_DATABASE_URL;
  const redisUrl = env.REDIS_URL;
  const problems = [
    ...(databaseUrl
      ? []
      : ['CLUSTER_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL database the tests may empty']),
    ...(redisUrl ? [] : ['REDIS_URL: a Redis server, e.g. redis://127.0.0.1:6379']),
    ...(existsSync(path.join(WEB_DIST_DIR, 'print.html'))
      ? []
      : [`${WEB_DIST_DIR}/print.html: the built web app (npm run build) for the PDF export`]),
  ];
  if (!databaseUrl || !redisUrl || problems.length > 0) {
    throw new Error(
      `The cluster tests need PostgreSQL, Redis and the built web app. Missing:\n  ${problems.join('\n  ')}`,
    );
  }
  return { databaseUrl, redisUrl };
}
