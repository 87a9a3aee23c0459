import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { post } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';

useAppAndToken();

const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;
const bytesOf = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

/** A drawn signature as signature_pad makes it: dark strokes on a transparent canvas. */
const drawnSignature = () =>
  sharp({ create: { width: 500, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="160"><path d="M20 120 C 120 10, 200 150, 480 40" stroke="#000" stroke-width="6" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

/** A photographed signature carrying where it was taken. */
const scanWithGps = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#f4f1ea' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Lena Schäfer', Make: 'Kamera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 56/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '6/1 57/1 3/1',
      },
    })
    .toBuffer();

/** A real, valid 20000 × 20000 PNG (1 bit grey): 50 KB on the wire, 400 megapixels decoded. */
function pixelBomb(): Buffer {
  const side = 20_000;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(side * (1 + side / 8)); // each row: filter byte 0, then white-or-black bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const createSignature = (fields: object) =>
  post(app, '/resume/create-signature', { resume_token: token, meta_key: 'signature', ...fields });
const storedSignature = async () =>
  (await post(app, '/resume/get-meta', { resume_token: token, meta_key: 'signature' })).body.resume as {
    meta_value: { sign: string; upload: string } | null;
  };

describe('signature images', () => {
  it('keeps a drawn signature transparent and shows it in the resume document', async () => {
    const res = await createSignature({ tab: 1, sign: dataUrl(await drawnSignature()) });
    expect(res.status).toBe(200);
    const sign = (await storedSignature()).meta_value?.sign ?? '';
    expect(sign.startsWith('data:image/png;base64,')).toBe(true);
    const meta = await sharp(bytesOf(sign)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 500, height: 160, hasAlpha: true });
    const { data } = await sharp(bytesOf(sign)).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // the top-left corner is still see-through
    const doc = await post(app, '/resume/document', { resume_token: token });
    expect(doc.body.data).toMatchObject({ signature: { kind: 'drawn', image: sign } });
  });

  it('drops EXIF with GPS from an uploaded signature and keeps it at most 1200 px wide', async () => {
    const original = await scanWithGps();
    // The GPS IFD pointer (tag 0x8825, little-endian) is there before the upload.
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const res = await createSignature({ tab: 2, upload: dataUrl(original, 'image/jpeg') });
    expect(res.status).toBe(200);
    const upload = bytesOf((await storedSignature()).meta_value?.upload ?? '');
    const meta = await sharp(upload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });
    expect(upload.includes(Buffer.from('Lena'))).toBe(false);
  });

  it.each([
    ['HTML', '<html><body><script>alert(1)</script></body></html>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'],
  ])('refuses %s bytes labelled image/png and stores nothing', async (_kind, markup) => {
    const res = await createSignature({ tab: 2, upload: dataUrl(Buffer.from(markup)) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Die Datei ist kein Bild. Erlaubt sind JPEG, PNG, GIF und WebP.');
    expect(res.body.errors).toHaveProperty('upload');
    expect((await post(app, '/resume/get-meta', { resume_token: token, meta_key: 'signature' })).status).toBe(
      404,
    );
  });

  it('refuses a 20000 × 20000 PNG quickly, on every path that stores a signature', async () => {
    const bomb = dataUrl(pixelBomb());
    const started = performance.now();
    const created = await createSignature({ tab: 1, sign: bomb });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(created.status).toBe(413);
    expect(created.body.message).toContain('zu groß');
    const saved = await post(app, '/resume/save-meta', {
      resume_token: token,
      meta_key: 'signature',
      meta_value: { tab: 1, sign: bomb },
    });
    expect(saved.status).toBe(413);
    expect((await createSignature({ text: 'Lena Schäfer' })).status).toBe(200);
    const updated = await post(app, '/resume/update-signature', {
      resume_token: token,
      tab: 2,
      upload: bomb,
    });
    expect(updated.status).toBe(413);
    expect((await storedSignature()).meta_value).toMatchObject({ sign: '', upload: '' });
  });
});
