import { describe, expect, it } from 'vitest';
import { EMPTY_WORK } from '../resume';
import type { WorkEntry } from './meta-values';
import { needsMoreInformation, workFormSchema } from './work-form';

const today = new Date(2026, 10, 22); // 22 November 2026
const entry = (dates: Partial<WorkEntry>): WorkEntry => ({
  ...EMPTY_WORK,
  jobtitle: 'Koch',
  startMonth: 'March',
  startYear: '2019',
  endMonth: 'June',
  endYear: '2023',
  ...dates,
});

/** The message key each date shows. */
function check(dates: Partial<WorkEntry>): Record<string, string> {
  const result = workFormSchema(today).safeParse(entry(dates));
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message.replace(/^work\.errors\./, ''),
    ]),
  );
}

describe('work form dates (01 §5)', () => {
  it('accepts a past job and a current one', () => {
    expect(check({})).toEqual({});
    expect(check({ check: true, endMonth: '', endYear: '' })).toEqual({});
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
    ['the end of a current job is no error', { check: true, endMonth: 'December', endYear: '2030' }, {}],
  ])('%s', (_name, dates, expected) => {
    expect(check(dates)).toEqual(expected);
  });

  it('the current month is not after today; start and end in the same month are fine', () => {
    expect(check({ startMonth: 'November', startYear: '2026', check: true })).toEqual({});
    expect(check({ startMonth: 'May', startYear: '2020', endMonth: 'May', endYear: '2020' })).toEqual({});
  });

  it('messages are the i18n keys under work.errors', () => {
    const result = workFormSchema(today).safeParse(entry({ startMonth: '' }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['work.errors.startEmpty']);
  });
});

describe('More Information Needed', () => {
  it.each([
    ['', '', true],
    ['  ', ' ', true],
    ['Koch', '', false],
    ['', 'Hotel Adler', false],
  ])('job title %j and employer %j → %s', (jobtitle, employer, expected) => {
    expect(needsMoreInformation({ jobtitle, employer })).toBe(expected);
  });
});
