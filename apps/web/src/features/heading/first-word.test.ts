import { describe, expect, it } from 'vitest';
import { applyFirstWordRule, isTypedChange } from './first-word';

describe('first-word rule for first and last names', () => {
  it.each([
    ['keeps a name typed with the space key', 'Anna', 'Anna ', true, 'Anna '],
    ['keeps the second word typed after the space', 'Anna ', 'Anna L', false, 'Anna L'],
    ['keeps typing on after a typed space', 'Anna Len', 'Anna Lena', false, 'Anna Lena'],
    ['keeps only the first word of a pasted name', '', 'Anna Lena', false, 'Anna'],
    ['keeps only the first word of an autofilled name', '', 'Maria von Trapp', false, 'Maria'],
    ['drops leading whitespace of a pasted name', '', '  Anna Lena', false, 'Anna'],
    ['cuts a paste that adds a word to a single name', 'Anna', 'Anna Maria', false, 'Anna'],
    ['leaves a single word alone', 'Ann', 'Anna', false, 'Anna'],
    ['leaves deleting alone', 'Anna Lena', 'Anna Len', false, 'Anna Len'],
    ['keeps a hyphenated name whole', '', 'Müller-Lüdenscheidt', false, 'Müller-Lüdenscheidt'],
  ])('%s', (_name, previous, next, typedSpace, expected) => {
    expect(applyFirstWordRule(previous, next, typedSpace)).toBe(expected);
  });
});

describe('typed or pasted', () => {
  const input = (inputType: string) => Object.assign(new Event('input'), { inputType });
  it.each([
    ['the space key was pressed', new Event('input'), ' ', true],
    ['a keyboard inserted text (phones)', input('insertText'), null, true],
    ['an input method composed text', input('insertCompositionText'), null, true],
    ['text was pasted', input('insertFromPaste'), null, false],
    ['text was dropped', input('insertFromDrop'), null, false],
    ['the browser autofilled (plain event)', new Event('input'), null, false],
    ['a letter key came before a paste', input('insertFromPaste'), 'v', false],
  ])('%s → %s', (_name, event, lastKey, expected) => {
    expect(isTypedChange(event, lastKey)).toBe(expected);
  });
});
