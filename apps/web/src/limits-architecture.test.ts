import { describe, expect, it } from 'vitest';

/**
 * Every length limit of a form field has one home, a named constant in packages/shared that the
 * contract checks too (HEADING_LIMITS, WORK_LIMITS, …). A number written into `maxLength` repeats
 * a limit and drifts from the server's; checked here so it cannot come back silently.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `maxLength={…}` in JSX and `maxLength: …` in an object: the value up to its end. */
const MAX_LENGTH = /\bmaxLength\s*(?:=\s*\{([^}]*)\}|:\s*([^,\n}]*))/g;
const NUMBER = /^-?\d[\d_]*(?:\.\d+)?$/;

/** Whether a value is a number literal, alone or as a branch of `?:`, `??` or `||`. */
function isLiteralLimit(value: string): boolean {
  return value
    .split(/\?\?|\|\||\?|:/)
    .map((part) => part.trim())
    .some((part) => NUMBER.test(part));
}

/** `file:line: maxLength …` for every literal limit in a source text. */
function literalLimits(file: string, text: string): string[] {
  return [...text.matchAll(MAX_LENGTH)].flatMap((match) => {
    const value = (match[1] ?? match[2] ?? '').trim();
    if (!isLiteralLimit(value)) return [];
    const line = text.slice(0, match.index).split('\n').length;
    return [`${file}:${line}: ${match[0].trim()}`];
  });
}

describe('length limits', () => {
  it('finds the sources it checks, form fields among them', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const withLimit = Object.values(sources).filter((text) => /\bmaxLength\s*[=:]/.test(text));
    expect(withLimit.length).toBeGreaterThan(10);
  });

  it('no maxLength in apps/web is a number literal', () => {
    const found = Object.entries(sources).flatMap(([file, text]) => literalLimits(file, text));
    expect(found).toEqual([]);
  });

  it.each([
    ['<input maxLength={120} />'],
    ['<input maxLength={ 80 } />'],
    ['<input maxLength={isNew ? 80 : undefined} />'],
    ['<input maxLength={limit ?? 60} />'],
    ["{ name: 'code', maxLength: 6, }"],
    ['{ maxLength: 1_800 }'],
  ])('reports %s', (text) => {
    expect(literalLimits('x.tsx', text)).toHaveLength(1);
  });

  it.each([
    ['<input maxLength={HEADING_LIMITS.street} />'],
    ['<input maxLength={RESUME_NAME_MAX + 20} />'],
    ['<input maxLength={isNew ? ACCOUNT_LIMITS.email : undefined} />'],
    ['{ maxLength: ACCOUNT_LIMITS.resetCode, }'],
    ['interface P { maxLength: number; }'],
    ['interface P { maxLength?: number; }'],
  ])('accepts %s', (text) => {
    expect(literalLimits('x.tsx', text)).toEqual([]);
  });

  it('names the file and line of what it reports', () => {
    expect(literalLimits('./a.tsx', 'line one\n<input\n  maxLength={60}\n/>')).toEqual([
      './a.tsx:3: maxLength={60}',
    ]);
  });
});
