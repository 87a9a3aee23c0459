import dePatterns from 'hyphen/patterns/de-1996';
import enPatterns from 'hyphen/patterns/en-us';
import { describe, expect, it } from 'vitest';
import { decodePatterns, encodePatterns } from './pattern-text';

describe('hyphenation patterns as a text file', () => {
  it.each([
    ['German', dePatterns],
    ['English', enPatterns],
  ])('gives back every %s pattern and exception', (_, set) => {
    const decoded = decodePatterns(encodePatterns(set));
    expect([...decoded.patterns].sort()).toEqual([...set.patterns].sort());
    expect(decoded.exceptions).toEqual(set.exceptions);
  });

  it('is much smaller than the patterns as a list', () => {
    expect(encodePatterns(dePatterns).length).toBeLessThan(JSON.stringify(dePatterns).length * 0.7);
  });
});
