import { describe, expect, it } from 'vitest';
import {
  applyFont,
  applyPreset,
  applySlider,
  clampToSlider,
  currentPreset,
  presetOfHeadingSize,
} from './formatting-rules';

describe('formatting presets', () => {
  it.each([
    ['Small', 9, 14],
    ['Normal', 10, 18],
    ['Large', 13, 24],
  ] as const)('%s sets paragraph size %i and heading size %i', (preset, fontSize, headingSize) => {
    const result = applyPreset({ fontSize: 8, headingSize: 26, custom: true }, preset);
    expect(result).toMatchObject({ fontSize, headingSize, preset, custom: false });
  });

  it('clears the custom spacing and keeps the font', () => {
    const result = applyPreset({ lineSpacing: 5, paragraphIndent: 3, fontStyle: 'Nunito Sans' }, 'Large');
    expect(result).toMatchObject({ lineSpacing: 2, paragraphIndent: 0, fontStyle: 'Nunito Sans' });
  });

  it.each([
    [24, 'Large'],
    [18, 'Normal'],
    [14, 'Small'],
    [20, null],
  ] as const)('maps heading size %i to %s', (size, preset) => {
    expect(presetOfHeadingSize(size)).toBe(preset);
  });
});

describe('the preset the toolbar shows', () => {
  it.each([
    ['nothing stored', null, 'Normal'],
    ['heading size 24', { headingSize: 24 }, 'Large'],
    ['heading size 14', { headingSize: 14 }, 'Small'],
    ['a moved slider', { headingSize: 24, custom: true }, 'custom'],
    ['an unmapped heading size', { headingSize: 20, preset: 'Small' as const }, 'Small'],
  ])('with %s shows %s', (_label, stored, shown) => {
    expect(currentPreset(stored)).toBe(shown);
  });
});

describe('custom sliders', () => {
  it.each([
    ['fontSize', 12],
    ['headingSize', 22],
    ['sectionSpacing', 3],
    ['paragraphSpacing', 0],
    ['lineSpacing', 5],
    ['paragraphIndent', 1],
  ] as const)('moving %s to %i sets it and the custom flag', (name, value) => {
    expect(applySlider(null, name, value)).toMatchObject({ [name]: value, custom: true });
  });

  it.each([
    ['fontSize', 20, 14],
    ['fontSize', 2, 8],
    ['headingSize', 11, 12],
    ['headingSize', 40, 26],
    ['lineSpacing', -1, 0],
    ['paragraphIndent', Number.NaN, 0],
  ] as const)('keeps %s inside its bounds: %d becomes %i', (name, value, kept) => {
    expect(clampToSlider(name, value)).toBe(kept);
  });
});

describe('fonts', () => {
  it('changes the font only', () => {
    expect(applyFont({ headingSize: 14, custom: false }, 'Times New Roman')).toMatchObject({
      fontStyle: 'Times New Roman',
      headingSize: 14,
      custom: false,
    });
  });
});
