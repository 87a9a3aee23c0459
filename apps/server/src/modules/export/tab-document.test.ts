import { PRINT_IMAGE_REF } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { documentForTab } from './print-page';

const photo = `data:image/jpeg;base64,${'A'.repeat(2000)}`;
const signature = `data:image/png;base64,${'B'.repeat(2000)}`;

describe('documentForTab', () => {
  it('sends an image the tab does not hold, and only its name the next time', () => {
    const known = new Set<string>();
    const doc = { photo, heading: { signature, fname: 'Ada' }, small: 'data:x' };
    const first = documentForTab(doc, known);
    expect(Object.values(first.images).sort()).toEqual([photo, signature].sort());
    expect(first.json).not.toContain('base64');
    expect(first.json).toContain('"small":"data:x"');
    const second = documentForTab(doc, known);
    expect(second.images).toEqual({});
    expect(second.json).toBe(first.json);
    expect(second.json.match(new RegExp(PRINT_IMAGE_REF, 'g'))).toHaveLength(2);
  });

  it('names two different images differently and leaves other long text alone', () => {
    const known = new Set<string>();
    const text = 'x'.repeat(5000);
    const { json, images } = documentForTab({ a: photo, b: signature, text }, known);
    expect(Object.keys(images)).toHaveLength(2);
    expect(JSON.parse(json).text).toBe(text);
  });

  it('forgets every image past 32 and says so, so the tab forgets them too', () => {
    const known = new Set<string>();
    for (let i = 0; i < 32; i++) documentForTab({ photo: `${photo}${i}` }, known);
    expect(known.size).toBe(32);
    const next = documentForTab({ photo: `${photo}x` }, known);
    expect(next.reset).toBe(true);
    expect(known.size).toBe(1);
  });
});
