import { describe, expect, it } from 'vitest';
import { HELD_OUT_CVS } from './fixtures/held-out-cvs';
import { findingKey, fixtureFindings, tallyByRule } from './fixtures/run-fixture';
import { CHECK_DAY, TUNING_CVS } from './fixtures/tuning-cvs';

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

describe('Lebenslauf-Check quality', () => {
  it('has at least 30 labelled CVs, a third of them held out', () => {
    expect(TUNING_CVS.length + HELD_OUT_CVS.length).toBeGreaterThanOrEqual(30);
    expect(HELD_OUT_CVS.length * 3).toBeGreaterThanOrEqual(TUNING_CVS.length + HELD_OUT_CVS.length - 2);
  });

  it.each(TUNING_CVS.map((cv) => [cv.name, cv] as const))('finds what a recruiter would in "%s"', (_, cv) => {
    const keys = fixtureFindings(cv, CHECK_DAY).findings.map(findingKey).sort();
    expect(keys).toEqual([...cv.expected].sort());
  });

  it('reaches its precision and recall per rule on the held-out CVs', () => {
    const tally = tallyByRule(HELD_OUT_CVS, CHECK_DAY);
    const rows = [...tally].map(([rule, t]) => ({
      rule,
      ...t,
      precision: ratio(t.tp, t.tp + t.fp),
      recall: ratio(t.tp, t.tp + t.fn),
    }));
    const all = rows.reduce((s, r) => ({ tp: s.tp + r.tp, fp: s.fp + r.fp, fn: s.fn + r.fn }), {
      tp: 0,
      fp: 0,
      fn: 0,
    });
    console.log(
      [
        'rule                  TP FP FN  precision recall',
        ...rows
          .sort((a, b) => a.rule.localeCompare(b.rule))
          .map(
            (r) =>
              `${r.rule.padEnd(22)}${String(r.tp).padStart(2)} ${String(r.fp).padStart(2)} ${String(r.fn).padStart(2)}  ${r.precision.toFixed(2).padStart(9)} ${r.recall.toFixed(2).padStart(6)}`,
          ),
        `${'all'.padEnd(22)}${String(all.tp).padStart(2)} ${String(all.fp).padStart(2)} ${String(all.fn).padStart(2)}  ${ratio(
          all.tp,
          all.tp + all.fp,
        )
          .toFixed(2)
          .padStart(9)} ${ratio(all.tp, all.tp + all.fn)
          .toFixed(2)
          .padStart(6)}`,
      ].join('\n'),
    );
    expect(ratio(all.tp, all.tp + all.fp)).toBeGreaterThanOrEqual(MIN_OVERALL.precision);
    expect(ratio(all.tp, all.tp + all.fn)).toBeGreaterThanOrEqual(MIN_OVERALL.recall);
    for (const row of rows) {
      expect.soft(row.precision, `${row.rule} precision`).toBeGreaterThanOrEqual(MIN_PER_RULE.precision);
      expect.soft(row.recall, `${row.rule} recall`).toBeGreaterThanOrEqual(MIN_PER_RULE.recall);
    }
  });
});

/**
 * What the rules reached on the held-out set (16 CVs, 22 expected findings): 21 found, 2 false
 * (a future internship also read as a gap and as a current job), 1 missed (a bullet of 108
 * characters in a two-column main column, estimated at two lines). See the decision record.
 */
const MIN_OVERALL = { precision: 0.91, recall: 0.95 };
const MIN_PER_RULE = { precision: 0.5, recall: 0.5 };
