import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL (tests reset tables with it). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
};

/** Beside this module in src/ and in the built dist/ alike. */
export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir` (or in memory when null). */
export async function openDatabase(options: { databaseUrl: string | null; pgliteDir: string | null }) {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | null): Promise<Database> {
  const client = dir ? new PGlite(path.join(dir, 'pglite')) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
