import type { Formatting } from '@vita/shared';
import { DEFAULT_FORMATTING, FORMAT_BOUNDS } from '@vita/shared/constants';
import { describe, expect, it } from 'vitest';
import { fitChanges, fitSteps } from './fit-steps';

const formatting = (overrides: Partial<Formatting> = {}): Formatting => ({
  ...DEFAULT_FORMATTING,
  ...overrides,
});

describe('fit to pages: the steps tried', () => {
  it('gives up white space before it makes the text smaller', () => {
    const [first, second, third, fourth] = fitSteps(formatting());
    expect(first).toMatchObject({ sectionSpacing: 0, fontSize: DEFAULT_FORMATTING.fontSize });
    expect(second).toMatchObject({ paragraphSpacing: 1, fontSize: DEFAULT_FORMATTING.fontSize });
    expect(third).toMatchObject({ lineSpacing: 1, fontSize: DEFAULT_FORMATTING.fontSize });
    expect(fourth).toMatchObject({ fontSize: DEFAULT_FORMATTING.fontSize - 1 });
  });

  it('tightens one notch per step and marks the formatting as custom', () => {
    const steps = fitSteps(formatting());
    let previous = formatting();
    for (const step of steps) {
      expect(fitChanges(previous, step)).toHaveLength(1);
      expect(step.custom).toBe(true);
      previous = step;
    }
  });

  it('stays inside the format bounds and never goes below a readable 9 pt body and 14 px headings', () => {
    const last = fitSteps(formatting({ fontSize: 14, headingSize: 26, lineSpacing: 5 })).at(-1);
    expect(last).toMatchObject({
      sectionSpacing: FORMAT_BOUNDS.sectionSpacing.min,
      paragraphSpacing: FORMAT_BOUNDS.paragraphSpacing.min,
      lineSpacing: FORMAT_BOUNDS.lineSpacing.min,
      fontSize: 9,
      headingSize: 14,
    });
  });

  it('has nothing to try when everything is already at its floor', () => {
    const tight = formatting({
      sectionSpacing: 0,
      paragraphSpacing: 0,
      lineSpacing: 0,
      fontSize: 9,
      headingSize: 14,
    });
    expect(fitSteps(tight)).toEqual([]);
    expect(fitSteps(formatting({ ...tight, fontSize: 8 }))).toEqual([]);
  });

  it('lists what a fit changed, from and to', () => {
    const after = formatting({ fontSize: 9, lineSpacing: 1 });
    expect(fitChanges(formatting(), after)).toEqual([
      { setting: 'lineSpacing', from: 2, to: 1 },
      { setting: 'fontSize', from: 10, to: 9 },
    ]);
  });
});
