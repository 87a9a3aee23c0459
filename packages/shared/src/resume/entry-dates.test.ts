import { describe, expect, it } from 'vitest';
import { type EducationDates, educationDateErrors, type WorkDates, workDateErrors } from './entry-dates';

const today = new Date(2026, 10, 22); // 22 November 2026
const job = (dates: Partial<WorkDates>): WorkDates => ({
  startMonth: 'March',
  startYear: '2019',
  endMonth: 'June',
  endYear: '2023',
  check: false,
  ...dates,
});
const noEnd = { endMonth: '', endYear: '' };

describe('work dates (01 §5)', () => {
  it.each<[string, Partial<WorkDates>, object]>([
    ['a past job', {}, {}],
    ['the current job', { check: true, ...noEnd }, {}],
    ['start and end in the same month', { endMonth: 'March', endYear: '2019' }, {}],
    [
      'a start in the current month',
      { startMonth: 'November', startYear: '2026', check: true, ...noEnd },
      {},
    ],
    ["start can't be empty", { startMonth: '', startYear: '' }, { start: 'startEmpty' }],
    ['start needs its month', { startMonth: '' }, { start: 'startEmpty' }],
    ['start needs its year', { startYear: '' }, { start: 'startEmpty' }],
    [
      "start can't be after today",
      { startMonth: 'December', startYear: '2026', check: true, ...noEnd },
      { start: 'startAfterToday' },
    ],
    ["end can't be empty unless current", noEnd, { end: 'endEmpty' }],
    ["end can't be after today", { endMonth: 'December', endYear: '2026' }, { end: 'endAfterToday' }],
    ["end can't be before the start", { endMonth: 'February', endYear: '2019' }, { end: 'endBeforeStart' }],
    ['a current job has no end', { check: true }, { end: 'endWithCurrent' }],
    ['years start at 1958', { startYear: '1957' }, { start: 'yearOutOfRange' }],
    [
      'both dates empty',
      { startMonth: '', startYear: '', ...noEnd },
      { start: 'startEmpty', end: 'endEmpty' },
    ],
  ])('%s', (_name, dates, expected) => {
    expect(workDateErrors(job(dates), { today })).toEqual(expected);
  });

  it.each<[string, Partial<WorkDates>, object]>([
    ['empty dates are a draft', { startMonth: '', startYear: '', ...noEnd }, {}],
    ['a half-entered start is not', { startMonth: '' }, { start: 'startEmpty' }],
    ['the end is still checked', { endMonth: 'January', endYear: '2018' }, { end: 'endBeforeStart' }],
    [
      'the future is still refused',
      { startMonth: 'May', startYear: '2030', check: true, ...noEnd },
      { start: 'startAfterToday' },
    ],
  ])('without requireDates (the server): %s', (_name, dates, expected) => {
    expect(workDateErrors(job(dates), { today, requireDates: false })).toEqual(expected);
  });
});

const degree = (dates: Partial<EducationDates>): EducationDates => ({
  studyStartMonth: 'October',
  studyStartYear: '2015',
  studyEndMonth: 'September',
  studyEndYear: '2019',
  check: false,
  ...dates,
});

describe('education dates (01 §5)', () => {
  it.each<[string, Partial<EducationDates>, object]>([
    ['a finished degree', {}, {}],
    ['an ongoing one', { check: true, studyEndMonth: '', studyEndYear: '' }, {}],
    ['no dates at all', { studyStartMonth: '', studyStartYear: '', studyEndMonth: '', studyEndYear: '' }, {}],
    ['an end in the future (expected graduation)', { studyEndYear: '2031' }, {}],
    ['years only, the same year', { studyStartMonth: '', studyEndMonth: '', studyEndYear: '2015' }, {}],
    ['month unknown at the end: until December', { studyEndMonth: '', studyEndYear: '2015' }, {}],
    ['end before start', { studyEndYear: '2014' }, { studyEndYear: 'endBeforeStart' }],
    [
      'end month before start month',
      { studyEndMonth: 'May', studyEndYear: '2015' },
      { studyEndYear: 'endBeforeStart' },
    ],
    ['an ongoing one has no end', { check: true }, { studyEndYear: 'endWithCurrent' }],
    ['years start at 1957', { studyStartYear: '1956' }, { studyStartYear: 'yearOutOfRange' }],
    ['years end at 2032', { studyEndYear: '2033' }, { studyEndYear: 'yearOutOfRange' }],
    [
      'a start beyond 2032',
      { studyStartYear: '2040', check: true, studyEndMonth: '', studyEndYear: '' },
      { studyStartYear: 'yearOutOfRange' },
    ],
    ['a year that is not one', { studyStartYear: '20x5' }, { studyStartYear: 'yearOutOfRange' }],
  ])('%s', (_name, dates, expected) => {
    expect(educationDateErrors(degree(dates))).toEqual(expected);
  });
});
