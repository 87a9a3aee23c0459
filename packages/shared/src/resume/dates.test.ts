import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatDay,
  formatMonthYear,
  MONTHS,
  monthValue,
  parseIsoDay,
  parseMonth,
  parseYear,
  toMonthYear,
} from './dates';

describe('months', () => {
  it('offers twelve months with English values and German labels', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[2]).toEqual({ value: 'March', number: 3, label: 'März', labelEn: 'March' });
  });

  it.each([
    ['January', 1],
    ['january', 1],
    ['Januar', 1],
    ['März', 3],
    ['Maerz', 3],
    ['Okt.', 10],
    ['Dez', 12],
    ['Sept', 9],
    ['01', 1],
    ['9', 9],
    [12, 12],
    [' 05 ', 5],
  ])('reads %j as month %i', (input, expected) => {
    expect(parseMonth(input)).toBe(expected);
  });

  it.each([['13'], ['0'], [0], [1.5], ['Frühling'], [null], [undefined], [{}]])('rejects %j', (input) => {
    expect(parseMonth(input)).toBeNull();
  });

  it('maps a month number back to its stored value', () => {
    expect(monthValue(10)).toBe('October');
    expect(monthValue(13)).toBeNull();
  });
});

describe('years', () => {
  it.each([
    ['2021', 2021],
    [2021, 2021],
    [' 1999 ', 1999],
    ['21', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseYear(input)).toBe(expected);
  });
});

describe('date ranges (MM/YYYY, ongoing shown as Aktuell)', () => {
  const march2019 = toMonthYear('March', '2019');
  const june2021 = toMonthYear('06', 2021);

  it('formats month and year as MM/YYYY', () => {
    expect(formatMonthYear(march2019)).toBe('03/2019');
    expect(formatMonthYear(toMonthYear('', '2019'))).toBe('2019');
    expect(toMonthYear('March', '')).toBeNull();
  });

  it('joins start and end with an en dash', () => {
    expect(formatDateRange(march2019, june2021, false)).toBe('03/2019 – 06/2021');
  });

  it('shows Aktuell for a current entry', () => {
    expect(formatDateRange(march2019, june2021, true)).toBe('03/2019 – Aktuell');
  });

  it('takes another label for the current entry', () => {
    expect(formatDateRange(march2019, null, true, 'Current')).toBe('03/2019 – Current');
  });

  it('shows one date alone when the other is missing', () => {
    expect(formatDateRange(march2019, null, false)).toBe('03/2019');
    expect(formatDateRange(null, june2021, false)).toBe('06/2021');
    expect(formatDateRange(null, null, false)).toBe('');
    expect(formatDateRange(null, null, true)).toBe('Aktuell');
  });

  it('shows a single date when start and end are the same month', () => {
    expect(formatDateRange(march2019, march2019, false)).toBe('03/2019');
  });
});

describe('calendar days', () => {
  it('shows a day the German way, or the English way', () => {
    expect(formatDay(new Date(2026, 10, 22))).toBe('22.11.2026');
    expect(formatDay(new Date(2026, 0, 5), 'en')).toBe('05/01/2026');
  });

  it('reads yyyy-MM-dd and refuses days that do not exist', () => {
    expect(parseIsoDay('2026-11-22')?.getDate()).toBe(22);
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('22.11.2026')).toBeNull();
    expect(parseIsoDay(20261122)).toBeNull();
  });
});
