import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNodeCache } from './node-cache';
import { signatureFontStack } from './signature-view';

describe('node cache', () => {
  it('returns the very same element while the data is equal in value, a new one when it changes', () => {
    const { result } = renderHook(() => useNodeCache());
    const build = (title: string) =>
      result.current((stable) => stable('heading', { title }, (data) => <h2>{data.title}</h2>));
    const first = build('Berufserfahrung');
    expect(build('Berufserfahrung')).toBe(first);
    const changed = build('Ausbildung');
    expect(changed).not.toBe(first);
    expect(build('Ausbildung')).toBe(changed);
  });

  it('forgets what a build did not use', () => {
    const { result } = renderHook(() => useNodeCache());
    const first = result.current((stable) => stable('a', 1, () => <p>a</p>));
    result.current(() => null);
    expect(result.current((stable) => stable('a', 1, () => <p>a</p>))).not.toBe(first);
  });
});

describe('signature fonts', () => {
  it('falls back to a family like the chosen one, and cannot break out of the CSS string', () => {
    expect(signatureFontStack('Italianno')).toBe('"Italianno", cursive');
    expect(signatureFontStack('Courier New')).toBe('"Courier New", monospace');
    expect(signatureFontStack('Times New Roman')).toBe('"Times New Roman", serif');
    expect(signatureFontStack('x"; color: red')).toBe('"x; color: red", cursive');
  });
});
