import { describe, expect, it } from 'vitest';
import { formatDayInput, parseDayInput, toIsoDay } from './day-input';

describe('signature date in German: TT.MM.JJJJ', () => {
  it.each([
    ['25.11.2026', '2026-11-25'],
    ['1.2.2026', '2026-02-01'],
    [' 29.02.2028 ', '2028-02-29'],
    ['', ''],
  ])('reads %j as %j', (text, iso) => {
    expect(parseDayInput(text, 'de')).toEqual({ iso });
  });

  it.each(['31.02.2026', '29.02.2027', '00.01.2026', '32.01.2026', '25.13.2026'])(
    'refuses the impossible day %j',
    (text) => {
      expect(parseDayInput(text, 'de')).toEqual({ error: 'impossible' });
    },
  );

  it.each(['11/25/2026', '2026-11-25', '25.11.26', '25-11-2026', 'morgen'])(
    'refuses %j as not TT.MM.JJJJ',
    (text) => {
      expect(parseDayInput(text, 'de')).toEqual({ error: 'format' });
    },
  );

  it('shows a stored day as 25.11.2026', () => {
    expect(formatDayInput('2026-11-25', 'de')).toBe('25.11.2026');
    expect(formatDayInput('2026-02-30', 'de')).toBe('');
  });
});

describe('signature date in English: MM/DD/YYYY', () => {
  it('reads 11/25/2026 and shows it again', () => {
    expect(parseDayInput('11/25/2026', 'en')).toEqual({ iso: '2026-11-25' });
    expect(formatDayInput('2026-11-25', 'en')).toBe('11/25/2026');
  });

  it('refuses 25/11/2026 as an impossible day', () => {
    expect(parseDayInput('25/11/2026', 'en')).toEqual({ error: 'impossible' });
  });
});

describe('stored dates, migrated on read', () => {
  it.each([
    ['2026-11-25', '2026-11-25'],
    ['11/25/2026', '2026-11-25'],
    ['25.11.2026', '2026-11-25'],
    ['2026-02-30', ''],
    ['13/25/2026', ''],
    [null, ''],
  ])('reads %j as %j', (stored, iso) => {
    expect(toIsoDay(stored)).toBe(iso);
  });
});
