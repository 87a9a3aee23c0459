/** How one localStorage value is read and written. Reading never throws: bad data reads as null. */
export interface Codec<T> {
  decode(raw: string): T | null;
  encode(value: T): string;
}

export const text: Codec<string> = {
  decode: (raw) => raw,
  encode: (value) => value,
};

export const oneOf = <T extends string>(values: readonly T[]): Codec<T> => ({
  decode: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : null),
  encode: (value) => value,
});

export const integer: Codec<number> = {
  decode: (raw) => (/^-?\d+$/.test(raw) ? Number(raw) : null),
  encode: (value) => String(Math.trunc(value)),
};

/** Flags are stored as 'true' / 'false', as the original did. */
export const flag: Codec<boolean> = {
  decode: (raw) => (raw === 'true' ? true : raw === 'false' ? false : null),
  encode: (value) => (value ? 'true' : 'false'),
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

export const isRecordArray = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every(isRecord);

/**
 * List-like and object values are JSON-encoded. The guard checks the shape only (array, object);
 * the fields inside are the forms' concern, and the server validates every save.
 */
export const json = <T>(guard: (value: unknown) => boolean): Codec<T> => ({
  decode: (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return guard(value) ? (value as T) : null;
    } catch {
      return null;
    }
  },
  encode: (value) => JSON.stringify(value),
});
