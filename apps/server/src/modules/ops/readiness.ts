import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PdfPool } from '../export/pdf-pool';

export type CheckResult = 'ok' | string;
export type ReadinessReport = {
  ready: boolean;
  stopping: boolean;
  checks: { database: CheckResult; migrations: CheckResult; pdf: CheckResult };
};

export type Readiness = {
  check(): Promise<ReadinessReport>;
  /** From SIGTERM on the instance reports not ready, so the balancer stops sending it requests. */
  markStopping(): void;
};

/** A probe every second or two must not load the database: one answer of it serves this long. */
export const READINESS_CACHE_MS = 3_000;
const DATABASE_TIMEOUT_MS = 2_000;

/** How many migrations this build ships (drizzle-kit's journal beside the SQL files). */
export function expectedMigrations(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Readiness: the database answers, every migration of this build is applied (drizzle's own
 * bookkeeping table), and the PDF pool could print. Answers are cached for a few seconds.
 */
export function createReadiness(options: {
  db: Db;
  migrations: number;
  pool: Pick<PdfPool, 'printState' | 'warm'>;
  now?: () => number;
}): Readiness {
  const now = options.now ?? Date.now;
  let cached: { at: number; report: Promise<{ database: CheckResult; migrations: CheckResult }> } | null =
    null;
  let stopping = false;
  let lastRetry = Number.NEGATIVE_INFINITY;

  const database = async (): Promise<{ database: CheckResult; migrations: CheckResult }> => {
    try {
      // Both drivers answer { rows: [...] }; the shared Db type leaves the result untyped.
      const result = (await withTimeout(
        options.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
        DATABASE_TIMEOUT_MS,
      )) as { rows: { applied: number }[] };
      const applied = Number(result.rows[0]?.applied ?? 0);
      const migrations =
        applied >= options.migrations ? 'ok' : `${applied} of ${options.migrations} migrations applied`;
      return { database: 'ok', migrations };
    } catch (error) {
      return { database: `unreachable: ${reason(error)}`, migrations: 'unknown' };
    }
  };

  const pdf = (): CheckResult => {
    const state = options.pool.printState();
    if (state === 'ok') return 'ok';
    if (state === 'unavailable') return 'no Chromium or no print entry';
    // Nothing else would try again while the balancer sends no exports here: the probe does, at
    // most once per cache period.
    if (now() - lastRetry >= READINESS_CACHE_MS) {
      lastRetry = now();
      options.pool.warm(1).catch(() => {});
    }
    return 'Chromium could not open the print entry';
  };

  // Only the database's answer is cached: the PDF pool's state is read from memory, so a pool that
  // fails or recovers shows at the next probe.
  const cachedDatabase = () => {
    if (!cached || now() - cached.at >= READINESS_CACHE_MS) cached = { at: now(), report: database() };
    return cached.report;
  };

  return {
    async check() {
      const checks = { ...(await (stopping ? database() : cachedDatabase())), pdf: pdf() };
      const ready = !stopping && Object.values(checks).every((check) => check === 'ok');
      return { ready, stopping, checks };
    },
    markStopping() {
      stopping = true;
      cached = null;
    },
  };
}
