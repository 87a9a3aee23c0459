import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

describe('translations', () => {
  const deLeaves = new Map(leaves(de));
  const enLeaves = new Map(leaves(en));

  it('German and English have exactly the same keys', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...deLeaves.keys()].sort());
  });

  it('no text is empty', () => {
    for (const [key, value] of [...deLeaves, ...enLeaves]) expect(value.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, value] of deLeaves)
      expect(placeholders(enLeaves.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('writes German quotation marks in German texts', () => {
    for (const [key, value] of deLeaves) expect(value, key).not.toMatch(/"/);
  });
});
