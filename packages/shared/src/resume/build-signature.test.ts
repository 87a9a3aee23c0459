import { describe, expect, it } from 'vitest';
import { signatureSchema } from '../contracts/meta-values';
import { buildSignature, SIGNATURE_COLOURS } from './build-signature';

const NOW = new Date(2026, 10, 22);
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const sign = (fields: Record<string, unknown>) => buildSignature(signatureSchema.parse(fields), 'de', NOW);

describe('signature on the resume', () => {
  it('shows typed text in its font, colour and size', () => {
    expect(sign({ tab: 0, text: 'Lena Schäfer', color: 'blue', textSize: 22, adjustment: 'right' })).toEqual({
      kind: 'text',
      text: 'Lena Schäfer',
      fontFamily: 'Italianno',
      color: SIGNATURE_COLOURS.blue,
      size: 22,
      contrast: 100,
      alignment: 'right',
      image: null,
      placeDate: '',
    });
  });

  it('shows the drawn or uploaded image of the chosen tab only', () => {
    expect(sign({ tab: 1, sign: PNG, upload: PNG, signSize: 150 })).toMatchObject({
      kind: 'drawn',
      image: PNG,
      size: 150,
    });
    expect(sign({ tab: 2, upload: PNG, imageSize: 90 })).toMatchObject({
      kind: 'upload',
      image: PNG,
      size: 90,
    });
    expect(sign({ tab: 1, text: 'Lena' })).toBeNull();
  });

  it('writes place and date the German way', () => {
    expect(
      sign({ tab: 0, text: 'L', addDateAndPlace: true, location: 'Köln', date: '2026-03-05' })?.placeDate,
    ).toBe('Köln, 05.03.2026');
  });

  it('reads a date an older version stored as MM/DD/YYYY and shows it as TT.MM.JJJJ', () => {
    const stored = { tab: 0, text: 'L', addDateAndPlace: true, location: 'Köln', date: '11/25/2026' };
    expect(buildSignature(stored, 'de', NOW)?.placeDate).toBe('Köln, 25.11.2026');
  });

  it('dates a ticked box without a date today', () => {
    expect(sign({ addDateAndPlace: true, location: 'Berlin' })).toMatchObject({
      kind: null,
      placeDate: 'Berlin, 22.11.2026',
    });
  });

  it('leaves date and place out unless the box is ticked', () => {
    expect(sign({ tab: 0, text: 'L', location: 'Berlin', date: '2026-03-05' })?.placeDate).toBe('');
  });

  it('is null when there is nothing to show', () => {
    expect(sign({})).toBeNull();
    expect(buildSignature(null, 'de', NOW)).toBeNull();
  });
});
