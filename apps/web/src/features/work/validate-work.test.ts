import type { WorkEntry } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { monthOptions } from '../../components/date-range';
import { needsMoreInformation, validateWorkDates } from './validate-work';
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

describe('work dates (01 §5)', () => {
  it('accepts a past job and a current one', () => {
    expect(validateWorkDates(entry({}), today)).toEqual({});
    expect(validateWorkDates(entry({ check: true, endMonth: '', endYear: '' }), today)).toEqual({});
  });

  it.each<[string, Partial<WorkEntry>, Record<string, string>]>([
    ["start can't be empty", { startMonth: '', startYear: '' }, { start: 'startEmpty' }],
    ['start needs its month', { startMonth: '' }, { start: 'startEmpty' }],
    ['start needs its year', { startYear: '' }, { start: 'startEmpty' }],
    [
      "start can't be after today",
      { startMonth: 'December', startYear: '2026', check: true },
      { start: 'startAfterToday' },
    ],
    ["end can't be empty unless current", { endMonth: '', endYear: '' }, { end: 'endEmpty' }],
    ["end can't be after today", { endMonth: 'December', endYear: '2026' }, { end: 'endAfterToday' }],
    ["end can't be before the start", { endMonth: 'February', endYear: '2019' }, { end: 'endBeforeStart' }],
    ['a year before 1958 is not offered', { startYear: '1950' }, { start: 'yearOutOfRange' }],
    [
      'both dates empty',
      { startMonth: '', startYear: '', endMonth: '', endYear: '' },
      { start: 'startEmpty', end: 'endEmpty' },
    ],
  ])('%s', (_name, dates, expected) => {
    expect(validateWorkDates(entry(dates), today)).toEqual(expected);
  });

  it('the current month is not after today; start and end in the same month are fine', () => {
    expect(
      validateWorkDates(entry({ startMonth: 'November', startYear: '2026', check: true }), today),
    ).toEqual({});
    expect(
      validateWorkDates(
        entry({ startMonth: 'May', startYear: '2020', endMonth: 'May', endYear: '2020' }),
        today,
      ),
    ).toEqual({});
  });
});

describe('More Information Needed', () => {
  it.each([
    ['', '', true],
    ['  ', ' ', true],
    ['Koch', '', false],
    ['', 'Hotel Adler', false],
  ])('job title %j and employer %j → %s', (jobtitle, employer, expected) => {
    expect(needsMoreInformation({ ...EMPTY_WORK_ENTRY, jobtitle, employer })).toBe(expected);
  });
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
