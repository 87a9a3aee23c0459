import { describe, expect, it } from 'vitest';
import { HELD_OUT_ROWS } from './fixtures/requirements/held-out-rows';
import { scoreRows } from './fixtures/requirements/judge-rows';
import { TUNING_ROWS } from './fixtures/requirements/tuning-rows';
import { warmVocabulary } from './vocabulary';

/** The bar for both sets: a "Fehlt" the CV disproves, or a ✓ it does not show, at most once in ten. */
const BAR = 0.9;

describe('requirements of an ad against the whole CV', () => {
  it('has at least 60 rows, a third of them held out', () => {
    const all = TUNING_ROWS.length + HELD_OUT_ROWS.length;
    expect(all).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT_ROWS.length).toBeGreaterThanOrEqual(Math.floor(all / 3));
  });

  it('judges every tuning row right', async () => {
    await warmVocabulary();
    expect(scoreRows(TUNING_ROWS).wrong).toEqual([]);
  }, 60_000);

  it(`reaches precision and recall of ${BAR} on the held-out rows`, async () => {
    await warmVocabulary();
    const { precision, recall, wrong } = scoreRows(HELD_OUT_ROWS);
    console.info(
      `held-out requirement table: ${HELD_OUT_ROWS.length} rows, precision ${precision.toFixed(2)}, recall ${recall.toFixed(2)}, wrong ${wrong.length}`,
    );
    expect({ precision: precision >= BAR, recall: recall >= BAR }).toEqual({ precision: true, recall: true });
  }, 60_000);
});
