import type { WorkEntry } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { monthOptions } from '../../components/date-range';
import { cleanWorkEntry, EMPTY_WORK_ENTRY, toWorkEntry, workYears } from './work-values';

const today = new Date(2026, 10, 22); // 22 November 2026
const entry = (dates: Partial<WorkEntry>): WorkEntry => ({
  ...EMPTY_WORK_ENTRY,
  jobtitle: 'Koch',
  startMonth: 'March',
  startYear: '2019',
  endMonth: 'June',
  endYear: '2023',
  ...dates,
});

describe('work values', () => {
  it('offers the years 1958 to the current year, newest first', () => {
    const years = workYears(today);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1958');
    expect(years).toHaveLength(2026 - 1958 + 1);
  });

  it('offers months with English values and German labels', () => {
    expect(monthOptions('de')[2]).toEqual({ value: 'March', label: 'März' });
    expect(monthOptions('en')[2]).toEqual({ value: 'March', label: 'March' });
  });

  it('clears the end date of a current job and trims texts for saving', () => {
    expect(cleanWorkEntry(entry({ check: true, jobtitle: ' Koch ' }))).toMatchObject({
      jobtitle: 'Koch',
      endMonth: '',
      endYear: '',
      check: true,
    });
  });

  it('reads a partial stored entry as a complete one', () => {
    expect(toWorkEntry({ jobtitle: 'Koch', startYear: 2019 })).toEqual({
      ...EMPTY_WORK_ENTRY,
      jobtitle: 'Koch',
      startYear: '2019',
    });
  });
});
