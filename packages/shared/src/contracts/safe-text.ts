/**
 * Text that PostgreSQL can store and every browser can show. A NUL byte is refused by PostgreSQL's
 * text and jsonb types, and a lone UTF-16 surrogate cannot be encoded as UTF-8 (jsonb refuses the
 * `\ud800` escape; a text column silently turns it into U+FFFD). Neither is ever typed by a person,
 * so both are refused before they reach the database.
 */

export const UNSAFE_TEXT_MESSAGE = 'Der Text enthält unzulässige Zeichen.';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is what it finds
const UNSAFE_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** false for a NUL byte or a surrogate without its partner. */
export const isSafeText = (value: string): boolean => !UNSAFE_CHARACTERS.test(value);

/** Deeper than any value Vita stores (a resume snapshot is 3 levels deep); more is an attack. */
export const MAX_NESTING = 32;

export type ValuePath = (string | number)[];
export type TextProblem = { reason: 'unsafe-text' | 'too-deep'; path: ValuePath };

/** Parsed JSON and query strings only; a raw body (Buffer) is not text. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

type Visit = { value: unknown; key: string | number | null; parent: Visit | null; depth: number };
const pathOf = (visit: Visit): ValuePath => {
  const path: ValuePath = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The first string or object key in `value` that is not safe text, or a nesting deeper than
 * MAX_NESTING; null when there is none. Walks with its own stack and parent links, so a hostile
 * body of 50,000 nested arrays costs neither the call stack nor quadratic time.
 */
export function findTextProblem(value: unknown): TextProblem | null {
  const stack: Visit[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const item = visit.value;
    if (typeof item === 'string') {
      if (!isSafeText(item)) return { reason: 'unsafe-text', path: pathOf(visit) };
      continue;
    }
    const isArray = Array.isArray(item);
    if (!isArray && !isPlainObject(item)) continue;
    if (visit.depth >= MAX_NESTING) return { reason: 'too-deep', path: pathOf(visit) };
    const entries: [string | number, unknown][] = isArray
      ? item.map((child, index) => [index, child])
      : Object.entries(item);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && !isSafeText(key)) {
        return { reason: 'unsafe-text', path: [...pathOf(visit), key] };
      }
      stack.push({ value: child, key, parent: visit, depth: visit.depth + 1 });
    }
  }
  return null;
}
