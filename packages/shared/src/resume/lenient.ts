import type { z } from 'zod';

export type UnknownRecord = Record<string, unknown>;

/** Stored values may arrive as JSON strings (the local store keeps list-like keys as JSON). */
export function unwrapJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

export function asRecord(value: unknown): UnknownRecord | null {
  const unwrapped = unwrapJson(value);
  return unwrapped !== null && typeof unwrapped === 'object' && !Array.isArray(unwrapped)
    ? (unwrapped as UnknownRecord)
    : null;
}

export function asArray(value: unknown): unknown[] {
  const unwrapped = unwrapJson(value);
  return Array.isArray(unwrapped) ? unwrapped : [];
}

/** Trimmed text of a string (or a number), '' for anything else. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Parses an object field by field with its contract schema: a field that is missing or does not
 * parse takes its value from `fallback` (the schema's defaults), so one bad field never loses the
 * rest of a partially stored value. Returns null when the value is not an object at all.
 */
export function parseLeniently<S extends z.ZodObject>(
  schema: S,
  value: unknown,
  fallback: z.output<S>,
): z.output<S> | null {
  const raw = asRecord(value);
  if (raw === null) return null;
  const result: UnknownRecord = { ...fallback };
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const parsed = field.safeParse(raw[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as z.output<S>;
}
