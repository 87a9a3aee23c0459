import { describe, expect, it } from 'vitest';
import {
  closingOf,
  englishClosingFor,
  englishContact,
  englishDate,
  englishSalutationFor,
  letterLocale,
  ownClosing,
  usesAddressWindow,
} from './letter-skeleton';
import { effectiveSalutation, placeAndDate, recipientLines } from './letter-text';

describe('the English salutation (British usage)', () => {
  it.each([
    ['Frau Kaya', 'Dear Ms Kaya,'],
    ['Frau Ayşe Kaya', 'Dear Ms Kaya,'],
    ['Herr Kaya', 'Dear Mr Kaya,'],
    ['Herrn Jonas Müller', 'Dear Mr Müller,'],
    ['Frau Dr. Kaya', 'Dear Dr Kaya,'],
    ['Herr Dr. med. Jonas Kaya', 'Dear Dr Kaya,'],
    ['Frau Prof. Dr. Eva Groß-Weber', 'Dear Professor Groß-Weber,'],
    ['Ms Anna Kaya', 'Dear Ms Kaya,'],
    ['Mr. Kaya', 'Dear Mr Kaya,'],
    ['Mrs Kaya', 'Dear Ms Kaya,'],
    ['Kim Schulz', 'Dear Kim Schulz,'],
    ['', 'Dear Sir or Madam,'],
    ['   ', 'Dear Sir or Madam,'],
    ['Frau', 'Dear Sir or Madam,'],
  ])('derives from “%s” → “%s”', (contact, expected) => {
    expect(englishSalutationFor(contact)).toBe(expected);
  });

  it('puts no full stop after Ms, Mr or Dr', () => {
    for (const contact of ['Frau Kaya', 'Herr Kaya', 'Frau Dr. Kaya', 'Mr. Kaya']) {
      expect(englishSalutationFor(contact)).not.toMatch(/\b(Ms|Mr|Dr)\./);
    }
  });

  it('is what an English letter prints when the applicant typed none, and the typed one otherwise', () => {
    const recipient = { company: '', contact: 'Frau Kaya', street: '', zip: '', city: '' };
    expect(effectiveSalutation({ salutation: '', recipient }, 'en')).toBe('Dear Ms Kaya,');
    expect(effectiveSalutation({ salutation: '', recipient }, 'de')).toBe('Sehr geehrte Frau Kaya,');
    expect(effectiveSalutation({ salutation: 'Hello Ayşe,', recipient }, 'en')).toBe('Hello Ayşe,');
  });
});

describe('the English closing follows the salutation', () => {
  it.each([
    ['Dear Ms Kaya,', 'Yours sincerely,'],
    ['Dear Dr Kaya,', 'Yours sincerely,'],
    ['Dear Kim Schulz,', 'Yours sincerely,'],
    ['Dear Sir or Madam,', 'Yours faithfully,'],
    ['Dear Sirs,', 'Yours faithfully,'],
    ['To whom it may concern,', 'Yours faithfully,'],
  ])('“%s” → “%s”', (salutation, expected) => {
    expect(englishClosingFor(salutation)).toBe(expected);
  });

  it('replaces the German default every letter is stored with, in an English letter only', () => {
    expect(closingOf('Mit freundlichen Grüßen', 'Dear Ms Kaya,', 'en')).toBe('Yours sincerely,');
    expect(closingOf('', 'Dear Sir or Madam,', 'en')).toBe('Yours faithfully,');
    expect(closingOf('Mit freundlichen Grüßen', 'Sehr geehrte Frau Kaya,', 'de')).toBe(
      'Mit freundlichen Grüßen',
    );
    expect(closingOf('', 'Sehr geehrte Frau Kaya,', 'de')).toBe('Mit freundlichen Grüßen');
  });

  it('keeps a closing the applicant wrote', () => {
    expect(closingOf('Kind regards,', 'Dear Ms Kaya,', 'en')).toBe('Kind regards,');
    expect(closingOf('Viele Grüße', 'Sehr geehrte Frau Kaya,', 'de')).toBe('Viele Grüße');
    expect(ownClosing('Mit freundlichen Grüßen', 'en')).toBe('');
    expect(ownClosing('Mit freundlichen Grüßen', 'de')).toBe('Mit freundlichen Grüßen');
  });
});

describe('the English date line', () => {
  it('writes the day, the month in words and the year: 3 December 2026', () => {
    expect(englishDate('2026-12-03')).toBe('3 December 2026');
    expect(englishDate('2027-01-31')).toBe('31 January 2027');
  });

  it('has no place and no German form, whatever date style is stored', () => {
    const letter = { place: 'Berlin', date: '2026-12-03', date_style: 'numeric' as const };
    expect(placeAndDate(letter, undefined, 'en')).toBe('3 December 2026');
    expect(placeAndDate({ ...letter, date_style: 'long' }, undefined, 'en')).toBe('3 December 2026');
    expect(placeAndDate(letter, undefined, 'de')).toBe('Berlin, 03.12.2026');
  });

  it('takes today in Germany when the letter has no date', () => {
    const now = new Date('2026-12-03T23:30:00Z'); // already 4 December in Berlin
    expect(placeAndDate({ place: '', date: '', date_style: 'numeric' }, now, 'en')).toBe('4 December 2026');
  });
});

describe('the English address lines', () => {
  it('write the contact the British way and keep the rest', () => {
    expect(englishContact('Frau Dr. Anna Berger')).toBe('Dr Anna Berger');
    expect(englishContact('Herr Jonas Kaya')).toBe('Mr Jonas Kaya');
    expect(englishContact('Frau Kaya')).toBe('Ms Kaya');
    expect(englishContact('Kim Schulz')).toBe('Kim Schulz');
    const recipient = {
      company: 'Acme Ltd',
      contact: 'Herr Kaya',
      street: '1 High Street',
      zip: 'SW1A 1AA',
      city: 'London',
    };
    expect(recipientLines(recipient, 'en')).toEqual([
      'Acme Ltd',
      'Mr Kaya',
      '1 High Street',
      'SW1A 1AA London',
    ]);
    expect(recipientLines(recipient, 'de')[1]).toBe('Herrn Kaya');
  });
});

describe('the DIN 5008 address window', () => {
  it.each([
    [null, 'de', true],
    [null, 'en', false],
    [true, 'en', true],
    [false, 'de', false],
  ] as const)('chosen %s, language %s → window %s', (choice, locale, expected) => {
    expect(usesAddressWindow({ address_window: choice }, locale)).toBe(expected);
  });
});

describe('letterLocale', () => {
  it('is English only for a resume whose own language is English, never for the interface’s', () => {
    expect(letterLocale({ locale: 'en', ownLanguage: true })).toBe('en');
    expect(letterLocale({ locale: 'en', ownLanguage: false })).toBe('de');
    expect(letterLocale({ locale: 'en' })).toBe('de');
    expect(letterLocale({ locale: 'de', ownLanguage: true })).toBe('de');
  });
});
