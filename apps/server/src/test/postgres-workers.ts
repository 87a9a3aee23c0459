import pg from 'pg';

/** How many test workers share the PostgreSQL run, each on its own database (vitest.config.ts). */
export const POSTGRES_TEST_WORKERS = 2;

/** `postgres://…/vita_test` → `postgres://…/vita_test_2` for worker 2. */
export function workerDatabaseUrl(base: string, worker: string | number): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_${worker}`;
  return url.toString();
}

/**
 * Vitest's global setup for the API tests on PostgreSQL: every worker gets a database of its own
 * beside TEST_DATABASE_URL's (`<name>_1`, `<name>_2`), made anew on each run, so that the files run
 * in parallel as they do on PGlite and no file empties another's tables. The role needs CREATEDB
 * (.ci/run grants it).
 */
export default async function setup(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    for (let worker = 1; worker <= POSTGRES_TEST_WORKERS; worker += 1) {
      const name = new URL(workerDatabaseUrl(base, worker)).pathname.slice(1);
      const quoted = `"${name.replaceAll('"', '""')}"`;
      await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
      try {
        await client.query(`CREATE DATABASE ${quoted}`);
      } catch (error) {
        throw new Error(
          `Cannot create the test database ${name} (${(error as Error).message}): ` +
            'the API tests on PostgreSQL need a role with CREATEDB (ALTER ROLE … CREATEDB).',
        );
      }
    }
  } finally {
    await client.end();
  }
}
