import { describe, expect, it } from 'vitest';
import { fieldForIscoGroup, type OccupationField } from './occupation-fields';

describe('occupation field of the ISCO group the occupation matcher names', () => {
  it.each<[string, OccupationField]>([
    ['2221', 'care'],
    ['2512', 'it'],
    ['4311', 'finance'],
    ['4110', 'office'],
    ['5223', 'retail'],
    ['8344', 'logistics'],
    ['7411', 'trades'],
    ['5120', 'hospitality'],
    ['2342', 'social'],
    ['2431', 'marketing'],
    ['9112', 'general'],
  ])('ISCO group %s → %s', (group, field) => {
    expect(fieldForIscoGroup(group)).toBe(field);
  });
});
