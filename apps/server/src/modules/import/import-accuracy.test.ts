import { describe, expect, it } from 'vitest';
import { measureAccuracy, percent } from './fixtures/accuracy';
import { importFile } from './importers';

/** The floor of `npm run bench:import`: the ten sample CVs that Vita did not make. */
describe('import accuracy on ten German sample CVs', () => {
  it('reads at least 90 % of the fields right, at least 70 % in each CV, and flags most wrong fields', async () => {
    const summary = await measureAccuracy(async (name, data) => (await importFile(name, data)).draft);
    for (const sample of summary.samples) {
      const right = sample.checks.filter((c) => c.right).length;
      expect(percent(right, sample.checks.length), sample.id).toBeGreaterThanOrEqual(70);
    }
    expect(percent(summary.right, summary.total)).toBeGreaterThanOrEqual(90);
    // The review screen must point at most of the misread fields, without crying wolf.
    expect(summary.wrongFlagged * 2).toBeGreaterThan(summary.wrong);
    expect(summary.rightFlagged).toBeLessThanOrEqual(summary.right * 0.1);
  }, 60_000);
});
