/**
 * PostgreSQL's unique_violation (23505), as node-postgres and PGlite report it; drizzle wraps the
 * driver's error in its own, with the original as `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
