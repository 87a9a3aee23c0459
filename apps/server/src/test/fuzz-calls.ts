import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Deterministic pseudo-random source so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** Values that trip careless parsing: huge, empty, markup, SQL, control characters, wrong types. */
export const HOSTILE_VALUES: readonly unknown[] = [
  1e308,
  '',
  ' ',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000\uffff',
  [],
  {},
  { $gt: '' },
  true,
];

export type FuzzOptions = {
  seed: number;
  rounds: number;
  postCalls: readonly string[];
  getCalls: readonly string[];
  fields: readonly string[];
  values: readonly unknown[];
  /** A body gets 0 … maxFields - 1 fields. */
  maxFields: number;
  getShare: number;
  /** How often a request carries an Authorization header; 80 % of those are this token. */
  authShare: number;
  loginToken: string;
  /** A path parameter appended to a call, drawn from the same source (e.g. /bill-info/<id>). */
  completeUrl?: (url: string, pick: <T>(items: readonly T[]) => T) => string;
  /** A 5xx the calls may answer by design (e.g. 503 for an unreachable provider). */
  tolerated?: (res: { statusCode: number; body: string }) => boolean;
};

/**
 * Sends `rounds` random bodies (fields and values drawn from the lists, sometimes a bare value,
 * a wrong content type or broken JSON) to random calls under /api/v1. Every answer must carry a
 * JSON message and no stack trace; returns the requests answered with a 5xx.
 */
export async function fuzzCalls(app: FastifyInstance, options: FuzzOptions): Promise<string[]> {
  const rand = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const failures: string[] = [];
  for (let i = 0; i < options.rounds; i++) {
    const body: Record<string, unknown> = {};
    for (let n = Math.floor(rand() * options.maxFields); n > 0; n--) {
      // defineProperty, so that '__proto__' becomes an own field as JSON.parse would make it.
      Object.defineProperty(body, pick(options.fields), {
        value: pick(options.values),
        enumerable: true,
        writable: true,
      });
    }
    const payload = rand() < 0.15 ? pick(options.values) : body;
    const useGet = rand() < options.getShare;
    let url = `/api/v1${useGet ? pick(options.getCalls) : pick(options.postCalls)}`;
    if (options.completeUrl) url = options.completeUrl(url, pick);
    const headers: Record<string, string> = {
      'content-type': rand() < 0.05 ? 'text/plain' : 'application/json',
    };
    if (rand() < options.authShare) {
      headers.authorization = rand() < 0.8 ? `Bearer ${options.loginToken}` : 'Bearer kaputt';
    }
    const res = useGet
      ? await app.inject({ method: 'GET', url, headers })
      : await app.inject({
          method: 'POST',
          url,
          payload: rand() < 0.1 ? `${JSON.stringify(payload)}}` : JSON.stringify(payload),
          headers,
        });
    if (res.statusCode >= 500 && !options.tolerated?.(res)) {
      failures.push(`${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`);
    }
    expect(res.body).not.toMatch(/\n\s+at /);
    expect(typeof (res.json() as { message?: unknown }).message).toBe('string');
  }
  return failures;
}
