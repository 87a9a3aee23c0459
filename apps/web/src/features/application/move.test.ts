import { describe, expect, it } from 'vitest';
import { formatSize } from './mappe-download';
import { droppedOrder, moved } from './move';

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

describe('the Anlagen order after a drag', () => {
  const list = [{ id: 7 }, { id: 3 }, { id: 9 }, { id: 4 }];
  const ids = (items: { id: number }[] | null) => items?.map((item) => item.id) ?? null;

  it('puts the dragged Anlage where it was dropped, down or up', () => {
    expect(ids(droppedOrder(list, 7, 9))).toEqual([3, 9, 7, 4]);
    expect(ids(droppedOrder(list, 4, 3))).toEqual([7, 4, 3, 9]);
    expect(ids(droppedOrder(list, 3, 4))).toEqual([7, 9, 4, 3]);
  });

  it('changes nothing when dropped on itself, outside the list or on an unknown id', () => {
    expect(droppedOrder(list, 9, 9)).toBeNull();
    expect(droppedOrder(list, 9, null)).toBeNull();
    expect(droppedOrder(list, 9, 99)).toBeNull();
    expect(ids(list)).toEqual([7, 3, 9, 4]);
  });
});
