import type { z } from 'zod';

/**
 * A success answer read through the route's response contract from @vita/shared: a test gets the
 * contract's types instead of a hand-written cast, and fails when the answer no longer matches.
 */
export function answerOf<S extends z.ZodType>(
  schema: S,
  res: { status: number; body: unknown },
): z.output<S> {
  if (res.status >= 300)
    throw new Error(`expected a success answer, got ${res.status}: ${JSON.stringify(res.body)}`);
  return schema.parse(res.body);
}
