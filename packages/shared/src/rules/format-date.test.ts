import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './format-date';

describe('formatDisplayDate', () => {
  it.each<[string, string | undefined, 'medium' | 'long', string]>([
    ['2026-11-22T12:00:00Z', 'de', 'medium', '22.11.2026'],
    ['2026-11-22T12:00:00Z', undefined, 'medium', '22.11.2026'],
    ['2026-11-22T12:00:00Z', 'de', 'long', '22. November 2026'],
    ['2026-11-22T12:00:00Z', 'en', 'medium', '22 Nov 2026'],
    ['2026-11-22T12:00:00Z', 'en-US', 'long', '22 November 2026'],
    ['2026-03-05T08:00:00Z', 'de', 'medium', '05.03.2026'],
  ])('%s in %s (%s) reads %s', (iso, language, style, expected) => {
    expect(formatDisplayDate(iso, language, style)).toBe(expected);
  });

  it('counts the day in German time, not in the reader’s', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Berlin (UTC+1).
    expect(formatDisplayDate('2026-12-31T23:30:00Z', 'de')).toBe('01.01.2027');
    // 22:30 UTC on 30 June is after midnight in Berlin summer time (UTC+2).
    expect(formatDisplayDate(new Date('2026-06-30T22:30:00Z'), 'en', 'long')).toBe('1 July 2026');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDisplayDate(null, 'de')).toBeNull();
    expect(formatDisplayDate(undefined, 'de')).toBeNull();
    expect(formatDisplayDate('', 'de')).toBeNull();
    expect(formatDisplayDate('kein Datum', 'de')).toBeNull();
  });
});
