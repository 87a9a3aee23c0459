import { describe, expect, it } from 'vitest';
import { pageCount, paginate } from './pagination';

const group = (heights: number[], keepWithNext = false) => ({ heights, keepWithNext });

describe('pagination', () => {
  it('keeps everything on one page when it fits', () => {
    expect(paginate([group([100]), group([200, 300])], 1000)).toEqual([[0], [0, 0]]);
  });

  it('continues an entry taller than the space left on the next page, between its bullets', () => {
    const pages = paginate([group([600]), group([100, 200, 150, 150])], 1000);
    expect(pages).toEqual([[0], [0, 0, 1, 1]]);
  });

  it('fills the page before a long section instead of leaving it half empty', () => {
    // A heading, then a job of five bullets that fits only in part below the summary.
    const pages = paginate(
      [group([500]), group([40], true), group([60, 90, 90, 90, 90, 90]), group([40], true), group([100])],
      1000,
    );
    // Four bullets fit, but the fifth must not open page 2 alone: the fourth goes with it.
    expect(pages).toEqual([[0], [0], [0, 0, 0, 0, 1, 1], [1], [1]]);
  });

  it('never ends a page with a heading, also before a list of short items', () => {
    const pages = paginate([group([940]), group([40], true), group([30]), group([30])], 1000);
    expect(pages).toEqual([[0], [1], [1], [1]]);
  });

  it('keeps a heading on the page when the start of a long entry fits below it', () => {
    const pages = paginate([group([700]), group([40], true), group([60, 80, 200, 200])], 1000);
    expect(pages[1]).toEqual([0]);
    expect(pages[2]).toEqual([0, 0, 1, 1]);
  });

  it('fills a page exactly to its capacity', () => {
    expect(paginate([group([500]), group([500]), group([1])], 1000)).toEqual([[0], [0], [1]]);
  });

  it('tolerates sub-pixel rounding of measured heights', () => {
    expect(paginate([group([500.2]), group([500.2])], 1000)).toEqual([[0], [0]]);
  });

  it('keeps a section heading with the first entry after it', () => {
    const pages = paginate([group([900]), group([40], true), group([120])], 1000);
    expect(pages).toEqual([[0], [1], [1]]);
  });

  it('leaves a heading where it is when its entry fits below it', () => {
    const pages = paginate([group([700]), group([40], true), group([120])], 1000);
    expect(pages).toEqual([[0], [0], [0]]);
  });

  it('splits an entry taller than a page between its blocks', () => {
    const pages = paginate([group([300]), group([100, 400, 400, 400])], 1000);
    expect(pages).toEqual([[0], [0, 0, 1, 1]]);
  });

  it('never leaves the head of a split entry alone at the foot of a page', () => {
    const pages = paginate([group([850]), group([100, 300, 400, 400, 400])], 1000);
    expect(pages).toEqual([[0], [1, 1, 1, 2, 2]]);
  });

  it('keeps a heading with the start of a split entry', () => {
    const pages = paginate([group([800]), group([40], true), group([100, 500, 500, 500])], 1000);
    expect(pages).toEqual([[0], [1], [1, 1, 2, 2]]);
  });

  it('never lets the last bullet of an entry open a page alone: the bullet before goes along', () => {
    const pages = paginate([group([600]), group([60, 100, 100, 100, 100])], 1000);
    expect(pages).toEqual([[0], [0, 0, 0, 1, 1]]);
  });

  it('moves an entry of a head and two bullets whole when its last bullet would be alone', () => {
    const pages = paginate([group([750]), group([60, 100, 100])], 1000);
    expect(pages).toEqual([[0], [1, 1, 1]]);
  });

  it('moves the section heading along with such an entry', () => {
    const pages = paginate([group([640]), group([40], true), group([60, 100, 200])], 1000);
    expect(pages).toEqual([[0], [1], [1, 1, 1]]);
  });

  it('keeps a lone last bullet when the bullet before it already opens a page', () => {
    const pages = paginate([group([100]), group([60, 100, 850, 100])], 1000);
    expect(pages).toEqual([[0], [0, 0, 1, 1]]);
    const tall = paginate([group([100]), group([60, 100, 700, 900, 100])], 1000);
    expect(tall).toEqual([[0], [0, 0, 0, 1, 1]]);
  });

  it('puts a single block taller than a page on a page of its own', () => {
    const pages = paginate([group([100]), group([1500]), group([100])], 1000);
    expect(pages).toEqual([[0], [1], [2]]);
  });

  it('is deterministic: the same heights always give the same pages', () => {
    const groups = Array.from({ length: 40 }, (_, i) => group([30 + ((i * 37) % 90), 20], i % 7 === 0));
    expect(paginate(groups, 1000)).toEqual(paginate(groups, 1000));
    expect(pageCount(paginate(groups, 1000))).toBeGreaterThan(1);
  });

  it('counts pages, at least one', () => {
    expect(pageCount([])).toBe(1);
    expect(pageCount([[0], [0, 1], [2]])).toBe(3);
  });
});
