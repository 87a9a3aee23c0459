import { describe, expect, it } from 'vitest';
import { degrees } from './degrees';

describe('degrees', () => {
  it('lists German degrees with unique, stable ids', () => {
    const list = degrees();
    expect(new Set(list.map((degree) => degree.id)).size).toBe(list.length);
    expect(list.find((degree) => degree.id === 6)?.title).toBe('Abitur (Allgemeine Hochschulreife)');
    expect(list.map((degree) => degree.title)).toEqual(
      expect.arrayContaining([
        'Hauptschulabschluss',
        'Mittlere Reife / Realschulabschluss',
        'Promotion (Dr.)',
        'Diplom',
      ]),
    );
  });
});
