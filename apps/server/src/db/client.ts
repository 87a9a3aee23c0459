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
  /** PGlite: the bytes of its WebAssembly memory (which never shrinks); PostgreSQL: null. */
  memoryBytes(): number | null;
  close(): Promise<void>;
};

/** Beside this module in src/ and in the built dist/ alike. */
export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  pgliteDir: string | null;
  /** PGlite's start parameters; PGLITE_START_PARAMS unless a measurement compares others. */
  pgliteStartParams?: string[];
  /** Called with each SQL statement Drizzle sends (tests count the statements a request makes). */
  logQuery?: (query: string) => void;
}

type QueryLogger = { logQuery: (query: string) => void } | false;

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir` (or in memory when null). */
export async function openDatabase(options: OpenDatabaseOptions) {
  const logger = options.logQuery ? { logQuery: options.logQuery } : false;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, logger);
  return openPglite(options.pgliteDir, options.pgliteStartParams ?? PGLITE_START_PARAMS, logger);
}

async function openPostgres(url: string, logger: QueryLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg({ client: pool, schema, logger });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    memoryBytes: () => null,
    close: () => pool.end(),
  };
}

/**
 * PGlite's WebAssembly memory only ever grows (up to 2 GB), so every buffer PostgreSQL is allowed
 * stays in the process for good: shared buffers, sort and maintenance memory are kept small here
 * (docs/decisions/pglite-memory.md).
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB'],
  ...['-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'],
];

async function openPglite(dir: string | null, startParams: string[], logger: QueryLogger): Promise<Database> {
  const options = { startParams };
  const client = dir ? new PGlite(path.join(dir, 'pglite'), options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    memoryBytes: () => client.Module.HEAPU8.buffer.byteLength,
    close: () => client.close(),
  };
}
