import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFonts } from './font-warmup';

const loads: string[] = [];
const fonts = {
  load: vi.fn((face: string) => {
    loads.push(face);
    return Promise.resolve([]);
  }),
};

afterEach(() => {
  loads.length = 0;
  vi.unstubAllGlobals();
});

describe('fonts fetched ahead of the first layout', () => {
  it('asks for the regular and bold face of the resume’s font and the typed signature’s face', () => {
    vi.stubGlobal('document', { fonts });
    warmUpFonts('Times New Roman', 'Italianno');
    expect(loads).toEqual([
      expect.stringMatching(/^400 16px "Tinos"/),
      expect.stringMatching(/^700 16px "Tinos"/),
      '400 16px "Italianno"',
    ]);
  });

  it('uses Montserrat when no font is stored, and no signature face without a typed signature', () => {
    vi.stubGlobal('document', { fonts });
    warmUpFonts(undefined, null);
    expect(loads).toEqual([
      expect.stringMatching(/^400 16px "Montserrat"/),
      expect.stringMatching(/^700 16px "Montserrat"/),
    ]);
  });

  it('does nothing where the browser has no font loading API', () => {
    vi.stubGlobal('document', {});
    expect(() => warmUpFonts('Montserrat', 'Italianno')).not.toThrow();
  });
});
