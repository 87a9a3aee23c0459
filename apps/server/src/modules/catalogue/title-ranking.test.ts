import { CATEGORY } from '@vita/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadCatalogue, searchSubCategories } from './catalogue.service';
import { TYPED_FORMS } from './title-ranking/typed-forms';
import { TYPED_VARIANTS } from './title-ranking/variants';

const CASES: readonly (readonly [string, string])[] = [
  ...TYPED_FORMS.map((form) => [form, form] as const),
  ...TYPED_VARIANTS,
];

beforeAll(() => preloadCatalogue());

describe('job-title ranking table', () => {
  it('has at least 300 queries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(300);
  });

  it('finds the expected title first for every query', () => {
    const failures = CASES.flatMap(([query, expected]) => {
      const found = searchSubCategories(CATEGORY.skills, query).slice(0, 3);
      return found[0]?.title === expected
        ? []
        : [`"${query}": expected "${expected}", got ${found.map((item) => `"${item.title}"`).join(', ')}`];
    });
    if (failures.length > 0) console.log(`Ranking failures (${failures.length}):\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
  });
});
