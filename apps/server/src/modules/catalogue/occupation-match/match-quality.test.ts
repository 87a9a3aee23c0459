import { beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../job-profiles';
import { measureMatchQuality } from './match-quality';
import { HELD_OUT_TITLES } from './titles-held-out';
import { TUNING_TITLES } from './titles-tuning';

/** The bar on the held-out third: at most one answer in ten wrong, at least four in five found. */
const MIN_PRECISION = 0.9;
const MIN_RECALL = 0.8;

const report = (name: string, quality: ReturnType<typeof measureMatchQuality>) =>
  console.log(
    `${name}: precision ${quality.precision.toFixed(3)} (${quality.right}/${quality.answered}), ` +
      `recall ${quality.recall.toFixed(3)} (${quality.right}/${quality.withProfile})` +
      (quality.failures.length > 0 ? `\n  ${quality.failures.join('\n  ')}` : ''),
  );

beforeAll(() => getCatalogue());

describe('occupation matcher quality', () => {
  it('has at least 300 titles, every expected profile a real one', () => {
    const all = [...TUNING_TITLES, ...HELD_OUT_TITLES];
    expect(all.length).toBeGreaterThanOrEqual(300);
    const profileTitles = new Set(getCatalogue().profiles.map((profile) => profile.title));
    const unknown = all.flatMap(([, expected]) =>
      expected === null || profileTitles.has(expected) ? [] : [expected],
    );
    expect(unknown).toEqual([]);
  });

  it('keeps the held-out third apart from the tuning set', () => {
    const tuning = new Set(TUNING_TITLES.map((row) => JSON.stringify(row)));
    expect(HELD_OUT_TITLES.filter((row) => tuning.has(JSON.stringify(row)))).toEqual([]);
    expect(HELD_OUT_TITLES.length).toBeGreaterThanOrEqual(100);
  });

  it(`names the right profile on the held-out titles (precision ≥ ${MIN_PRECISION}, recall ≥ ${MIN_RECALL})`, () => {
    const quality = measureMatchQuality(getCatalogue(), HELD_OUT_TITLES);
    report('held-out', quality);
    expect(quality.precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(quality.recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
