import { describe, expect, it } from 'vitest';
import { scoreCases } from './evaluate';
import { HELD_OUT_CASES } from './fixtures/held-out';
import { TUNING_CASES } from './fixtures/tuning';

describe('Zeugnis decoder accuracy', () => {
  it('has at least 45 hand-graded texts, a third of them held out', () => {
    expect(TUNING_CASES.length + HELD_OUT_CASES.length).toBeGreaterThanOrEqual(45);
    expect(HELD_OUT_CASES.length * 3).toBeGreaterThanOrEqual(TUNING_CASES.length + HELD_OUT_CASES.length - 2);
  });

  it('grades every held-out text within ±0.5 of the expert (measured 16 of 16)', () => {
    const { results, share } = scoreCases(HELD_OUT_CASES);
    expect(results.filter((r) => !r.within)).toEqual([]);
    expect(share).toBe(1);
  });

  it('grades at least 32 of the 33 tuning texts within ±0.5', () => {
    expect(scoreCases(TUNING_CASES).results.filter((r) => r.within).length).toBeGreaterThanOrEqual(32);
  });
});
