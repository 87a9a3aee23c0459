import { describe, expect, it } from 'vitest';
import { idSchema, richTextSchema, text } from './common';
import { headingSchema } from './meta-values';
import { findTextProblem, isSafeText, MAX_NESTING, UNSAFE_TEXT_MESSAGE } from './safe-text';

describe('safe text', () => {
  it.each([
    ['Jürgen Weiß', true],
    ['Emoji 🙂 (a surrogate pair)', true],
    ['Zeile 1\nZeile 2\tTab', true],
    ['a\u0000b', false],
    ['\ud800', false],
    ['a\udc00', false],
    ['\udc00\ud800', false],
  ])('%j is safe: %s', (value, safe) => {
    expect(isSafeText(value)).toBe(safe);
  });

  it('refuses unsafe text in the text, rich-text and nested meta_value schemas with a German message', () => {
    for (const schema of [text(), richTextSchema]) {
      expect(schema.safeParse('a\u0000b').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    }
    const heading = headingSchema.safeParse({ fname: 'Erika', street: 'Weg \ud800' });
    expect(heading.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['street', UNSAFE_TEXT_MESSAGE],
    ]);
  });

  it('finds unsafe values and keys anywhere in a body, and refuses absurd nesting', () => {
    expect(findTextProblem({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      reason: 'unsafe-text',
      path: ['a', 1, 'c'],
    });
    expect(findTextProblem({ meta: { 'k\ud800': 1 } })).toEqual({
      reason: 'unsafe-text',
      path: ['meta', 'k\ud800'],
    });
    expect(findTextProblem({ a: ['ok', 1, null, true] })).toBeNull();
    expect(findTextProblem(new Uint8Array([97, 0, 98]))).toBeNull();
    let deep: unknown = 'x';
    for (let i = 0; i <= MAX_NESTING; i++) deep = [deep];
    expect(findTextProblem(deep)?.reason).toBe('too-deep');
  });
});

describe('ids', () => {
  it.each([1, '1', 2_147_483_647, '2147483647'])('accepts %j', (id) => {
    expect(idSchema().safeParse(id).success).toBe(true);
  });
  it.each([0, -1, 1.5, 1e10, 2_147_483_648, '1e10', '0x10', ' 1', '', 'abc', '99999999999999999999', null])(
    'refuses %j',
    (id) => {
      expect(idSchema().safeParse(id).success).toBe(false);
    },
  );
});
