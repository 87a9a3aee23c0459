import { describe, expect, it, vi } from 'vitest';
import {
  type Encode,
  fitWithin,
  MAX_DATA_URL_LENGTH,
  readSignatureImage,
  sniffImageKind,
} from './image-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF_HEAD = [...'GIF89a'].map((c) => c.charCodeAt(0));
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const file = (head: number[], size = 64) => {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new Blob([bytes]);
};
const fakeImage = (width: number, height: number) =>
  ({ naturalWidth: width, naturalHeight: height, width, height }) as HTMLImageElement;
const load = (width = 1200, height = 400) => vi.fn(async () => fakeImage(width, height));
const pngOfLength = (length: number) => `data:image/png;base64,${'A'.repeat(length)}`;

describe('uploaded signature: checked by content (02 §5: .png, .gif, .jpg)', () => {
  it.each([
    ['PNG', PNG_HEAD, 'png'],
    ['GIF', GIF_HEAD, 'gif'],
    ['JPEG', JPEG_HEAD, 'jpeg'],
    ['a PDF', [...'%PDF-1.7'].map((c) => c.charCodeAt(0)), null],
    ['a WebP', [...'RIFF0000WEBP'].map((c) => c.charCodeAt(0)), null],
  ])('recognises %s', (_name, head, kind) => {
    expect(sniffImageKind(Uint8Array.from(head))).toBe(kind);
  });

  it('refuses a file that only calls itself .png', async () => {
    const result = await readSignatureImage(file([0x3c, 0x73, 0x76, 0x67]), {
      load: load(),
      encode: vi.fn(),
    });
    expect(result).toEqual({ ok: false, error: 'type' });
  });

  it('refuses files over 10 MB before reading them', async () => {
    const big = { size: 10 * 1024 * 1024 + 1 } as Blob;
    expect(await readSignatureImage(big)).toEqual({ ok: false, error: 'fileTooLarge' });
  });

  it('says so when the picture cannot be decoded', async () => {
    const broken = vi.fn(async () => Promise.reject(new Error('bad')));
    expect(await readSignatureImage(file(PNG_HEAD), { load: broken })).toEqual({
      ok: false,
      error: 'unreadable',
    });
  });
});

describe('uploaded signature: re-encoded as PNG', () => {
  it('scales a large picture into 840×420 and returns the PNG data URL', async () => {
    const encode = vi.fn<Encode>(() => pngOfLength(100));
    const result = await readSignatureImage(file(JPEG_HEAD), { load: load(1680, 400), encode });
    expect(result).toEqual({ ok: true, dataUrl: pngOfLength(100) });
    expect(encode).toHaveBeenCalledWith(expect.anything(), 840, 200);
  });

  it('scales down further while the PNG is over 2 MB, then gives up', async () => {
    const encode = vi
      .fn<Encode>()
      .mockReturnValueOnce(pngOfLength(MAX_DATA_URL_LENGTH))
      .mockReturnValueOnce(pngOfLength(1000));
    const result = await readSignatureImage(file(PNG_HEAD), { load: load(800, 400), encode });
    expect(result.ok).toBe(true);
    expect(encode.mock.calls.map(([, w, h]) => [w, h])).toEqual([
      [800, 400],
      [560, 280],
    ]);

    const huge = vi.fn<Encode>(() => pngOfLength(MAX_DATA_URL_LENGTH));
    expect(await readSignatureImage(file(PNG_HEAD), { load: load(), encode: huge })).toEqual({
      ok: false,
      error: 'tooLarge',
    });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(300, 80)).toEqual({ width: 300, height: 80 });
    expect(fitWithin(4000, 4000)).toEqual({ width: 420, height: 420 });
  });
});
