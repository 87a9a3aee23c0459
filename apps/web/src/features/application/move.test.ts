import { describe, expect, it } from 'vitest';
import { formatSize } from './mappe-download';
import { moved } from './move';

describe('moving an item one place', () => {
  it('moves up and down and leaves the ends unchanged', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the size shown before the download', () => {
  it('is German "1,2 MB" above a megabyte and kB below it', () => {
    expect(formatSize(1.2 * 1024 * 1024, 'de')).toBe('1,2 MB');
    expect(formatSize(5.5 * 1024 * 1024, 'en')).toBe('5.5 MB');
    expect(formatSize(144_000, 'de')).toBe('141 kB');
    expect(formatSize(10, 'de')).toBe('1 kB');
  });
});
