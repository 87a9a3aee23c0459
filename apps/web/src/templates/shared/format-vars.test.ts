import { DEFAULT_FORMATTING, FONTS, GALLERY_COLOURS } from '@vita/shared/constants';
import { describe, expect, it } from 'vitest';
import { contrastWithWhite, darkenToContrast, parseHex, tint } from './colour';
import { FONT_STACKS, templateVariables } from './format-vars';

const formatting = (overrides: Partial<typeof DEFAULT_FORMATTING> = {}) => ({
  ...DEFAULT_FORMATTING,
  ...overrides,
});
const colour = { key: 'brand', hex: '#1f4e79' };

describe('formatting as CSS sizes', () => {
  it('sets the body in points, as a word processor does', () => {
    const vars = templateVariables({ formatting: formatting({ fontSize: 11, lineSpacing: 2 }), colour });
    expect(vars).toMatchObject({
      '--vt-body-size': '14.67px', // 11 pt
      '--vt-name-size': '33px', // heading size 18 + 15
      '--vt-heading-size': '16.2px', // heading size 18 × 0.9
      '--vt-line-height': '18.33px', // 14.67 px × (1.15 + 0.05 × 2)
      '--vt-paragraph-bottom': '3px', // 1 + paragraph spacing 2
      '--vt-section-top': '4px', // section spacing 1 + 3
      '--vt-indent': '0px', // 20 × indent 0
    });
  });

  it.each([
    ['Small', { fontSize: 9, headingSize: 14 }, { body: '12px', name: '29px', heading: '12.6px' }],
    ['Large', { fontSize: 13, headingSize: 24 }, { body: '17.33px', name: '39px', heading: '21.6px' }],
  ])('follows the %s preset sizes', (_preset, sizes, expected) => {
    const vars = templateVariables({ formatting: formatting(sizes), colour });
    expect(vars['--vt-body-size']).toBe(expected.body);
    expect(vars['--vt-name-size']).toBe(expected.name);
    expect(vars['--vt-heading-size']).toBe(expected.heading);
  });

  it('scales spacing and indent with the sliders', () => {
    const vars = templateVariables({
      formatting: formatting({
        fontSize: 11,
        lineSpacing: 5,
        paragraphSpacing: 0,
        sectionSpacing: 5,
        paragraphIndent: 3,
      }),
      colour,
    });
    expect(vars['--vt-line-height']).toBe('20.53px'); // 14.67 px × 1.4 at 11 pt
    expect(vars['--vt-paragraph-bottom']).toBe('1px');
    expect(vars['--vt-section-top']).toBe('8px');
    expect(vars['--vt-indent']).toBe('60px');
  });

  it('has a self-hosted font stack for every font choice', () => {
    for (const font of FONTS) {
      const vars = templateVariables({ formatting: formatting({ fontStyle: font }), colour });
      expect(vars['--vt-font-family']).toBe(FONT_STACKS[font]);
    }
    expect(FONT_STACKS['Times New Roman'].startsWith('"Tinos"')).toBe(true);
    expect(FONT_STACKS['Source Sans Pro'].startsWith('"Source Sans 3"')).toBe(true);
  });
});

describe('template colours', () => {
  it('reads hex colours, short and long', () => {
    expect(parseHex('#1f4e79')).toEqual([31, 78, 121]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
  });

  it('darkens every gallery colour until small text on white reaches 4.5:1', () => {
    for (const { hex } of GALLERY_COLOURS) {
      expect(contrastWithWhite(darkenToContrast(hex, 4.5)), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves a colour that is dark enough as it is', () => {
    expect(darkenToContrast('#1f4e79', 4.5)).toBe('#1f4e79');
  });

  it('tints towards white', () => {
    expect(tint('#000000', 0.1)).toBe('#e6e6e6');
  });
});
