import { describe, expect, it } from 'vitest';
import { letterDate, placeAndDate, recipientLines, salutationFor, todayInBerlin } from './letter-text';

describe('letter salutation', () => {
  it.each([
    ['Frau Dr. Anna Berger', 'Sehr geehrte Frau Dr. Berger,'],
    ['Herr Jonas Müller', 'Sehr geehrter Herr Müller,'],
    ['Frau Prof. Dr. Eva Groß-Weber', 'Sehr geehrte Frau Prof. Dr. Groß-Weber,'],
    ['', 'Sehr geehrte Damen und Herren,'],
    ['Frau', 'Sehr geehrte Damen und Herren,'],
    ['Kim Schulz', 'Guten Tag Kim Schulz,'],
  ])('derives from “%s” → “%s”', (contact, expected) => {
    expect(salutationFor(contact)).toBe(expected);
  });
});

describe('letter date', () => {
  it('writes both DIN 5008 forms', () => {
    expect(letterDate('2026-11-25', 'numeric')).toBe('25.11.2026');
    expect(letterDate('2026-03-01', 'long')).toBe('1. März 2026');
  });

  it('takes today in Berlin when empty, also just after midnight there', () => {
    const lateUtc = new Date('2026-11-25T23:30:00Z');
    expect(todayInBerlin(lateUtc)).toBe('2026-11-26');
    expect(placeAndDate({ place: 'Berlin', date: '', date_style: 'numeric' }, lateUtc)).toBe(
      'Berlin, 26.11.2026',
    );
  });
});

describe('recipient lines', () => {
  it('leaves out empty lines and writes Herrn in the address', () => {
    expect(
      recipientLines({
        company: 'ACME GmbH',
        contact: 'Herr Jonas Müller',
        street: '',
        zip: '10115',
        city: 'Berlin',
      }),
    ).toEqual(['ACME GmbH', 'Herrn Jonas Müller', '10115 Berlin']);
  });
});
