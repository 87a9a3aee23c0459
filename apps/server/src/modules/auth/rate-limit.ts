import { eq, like, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthRateLimit } from '../../config';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** The calls limited per IP (DESIGN.md deviation 9). */
export type LimitedCall =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'passkey-options'
  | 'passkey-login';

export type RateLimiter = {
  /** Counts one call per IP; 429 over the limit. Used as an onRequest hook. */
  perIp(call: LimitedCall): (request: FastifyRequest) => Promise<void>;
  /** Counts one event for an account (e.g. a reset request); 429 over the limit. */
  hit(key: string, max?: number): Promise<void>;
  /** 429 when the account has already reached the limit, without counting. */
  assertBelow(key: string, max?: number): Promise<void>;
  /** Whether the key's open window has counted `max` or more, without counting. */
  reached(key: string, max: number): Promise<boolean>;
  clear(key: string): Promise<void>;
  /** Clears the key and every key that starts with `${key}:` (e.g. the per-address ones). */
  clearWithChildren(key: string): Promise<void>;
};

/** A LIKE pattern for the keys below `key` (`key:…`); an e-mail's own % and _ match only themselves. */
export const childKeysPattern = (key: string) => `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`;

/**
 * Fixed windows counted in the database, so several instances behind a load balancer share them.
 * One upsert per call: a window older than `windowMs` starts again at 1.
 */
export function createRateLimiter(db: Db, limits: AuthRateLimit, now: () => Date): RateLimiter {
  const minutes = Math.max(1, Math.ceil(limits.windowMs / 60_000));
  const tooMany = (windowStart: Date, at: Date) => {
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStart.getTime() + limits.windowMs - at.getTime()) / 1000),
    );
    return new HttpError(
      429,
      `Zu viele Versuche. Bitte warten Sie ${minutes} Minuten und versuchen Sie es erneut.`,
      undefined,
      { code: 'rate_limited' },
      { 'retry-after': String(retryAfter) },
    );
  };

  async function count(key: string, at: Date) {
    const windowOpenedAfter = new Date(at.getTime() - limits.windowMs);
    const expired = sql`${rateLimits.windowStart} <= ${windowOpenedAfter.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, windowStart: at })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${at.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        },
      })
      .returning();
    if (!row) throw new Error('rate limit upsert returned no row');
    // Forget finished windows now and then, so the table stays small.
    if (Math.random() < 0.01)
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, windowOpenedAfter));
    return row;
  }

  async function openWindow(key: string, at: Date) {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
    return row && row.windowStart.getTime() > at.getTime() - limits.windowMs ? row : null;
  }

  async function hit(key: string, max = limits.perAccount) {
    const at = now();
    const row = await count(key, at);
    if (row.count > max) throw tooMany(row.windowStart, at);
  }

  return {
    perIp: (call) => async (request) => hit(`ip:${call}:${request.ip}`, limits.perIp),
    hit,
    async assertBelow(key, max = limits.perAccount) {
      const at = now();
      const row = await openWindow(key, at);
      if (row && row.count >= max) throw tooMany(row.windowStart, at);
    },
    async reached(key, max) {
      const row = await openWindow(key, now());
      return row !== null && row.count >= max;
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async clearWithChildren(key) {
      await db
        .delete(rateLimits)
        .where(or(eq(rateLimits.key, key), like(rateLimits.key, childKeysPattern(key))));
    },
  };
}
