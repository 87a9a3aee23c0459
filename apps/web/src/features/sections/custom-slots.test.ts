import { describe, expect, it } from 'vitest';
import { freeSlotOf, reconcileCustomSlots } from './custom-slots';

const section = (id: number, title = `Abschnitt ${id}`) => ({ id, title, description: '' });
const listed = (id: number, title = `Abschnitt ${id}`) => ({ id, meta_value: { title, description: '' } });

describe('custom-section slots', () => {
  it.each([
    [{ one: null, two: null }, 'one'],
    [{ one: section(1), two: null }, 'two'],
    [{ one: null, two: section(2) }, 'one'],
    [{ one: section(1), two: section(2) }, null],
  ] as const)('a new section takes the first free slot (%j → %s)', (slots, expected) => {
    expect(freeSlotOf(slots)).toBe(expected);
  });

  it('fills empty slots with the sections the server lists, oldest first', () => {
    expect(reconcileCustomSlots({ one: null, two: null }, [listed(5), listed(9)])).toEqual({
      one: section(5),
      two: section(9),
    });
  });
  it('keeps the local text of a section the server has', () => {
    const local = { ...section(5), description: '<p>Noch nicht gespeichert</p>' };
    expect(reconcileCustomSlots({ one: local, two: null }, [listed(5)])).toEqual({ one: local, two: null });
  });
  it('empties a slot whose section the server no longer has', () => {
    expect(reconcileCustomSlots({ one: section(5), two: section(9) }, [listed(9)])).toEqual({
      one: null,
      two: section(9),
    });
  });
  it('keeps a section created on this page that an older listing does not show yet', () => {
    expect(reconcileCustomSlots({ one: section(5), two: null }, [], [5])).toEqual({
      one: section(5),
      two: null,
    });
  });
  it('puts a section the other slot lacks into the free slot', () => {
    expect(reconcileCustomSlots({ one: section(5), two: null }, [listed(5), listed(7)])).toEqual({
      one: section(5),
      two: section(7),
    });
  });
});
