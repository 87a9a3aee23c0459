import type { Heading } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_HEADING, templateShowsPhoto, toHeadingDraft, trimHeading } from './heading-values';
import { validateHeading } from './validate-heading';

const valid: Heading = { ...EMPTY_HEADING, fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' };
const check = (overrides: Partial<Heading>) => validateHeading({ ...valid, ...overrides });

describe('heading validation (01 §5)', () => {
  it('accepts name and email alone', () => {
    expect(check({})).toEqual({});
  });

  it.each<[string, Partial<Heading>, Record<string, string>]>([
    ['email is required', { email: '' }, { email: 'emailRequired' }],
    ['email of spaces only is required', { email: '   ' }, { email: 'emailRequired' }],
    ['email must be valid', { email: 'lena@example' }, { email: 'emailInvalid' }],
    ['email without @ is invalid', { email: 'lena.example.de' }, { email: 'emailInvalid' }],
    ['email with a space is invalid', { email: 'lena s@example.de' }, { email: 'emailInvalid' }],
    [
      'email of 36 characters is too long',
      { email: `${'a'.repeat(25)}@example.de` },
      { email: 'emailTooLong' },
    ],
    ['first name is required', { fname: '' }, { fname: 'fnameRequired' }],
    ['first name of spaces is required (trimmed)', { fname: '  ' }, { fname: 'fnameRequired' }],
    ['first name of 35 characters is too long', { fname: 'A'.repeat(35) }, { fname: 'fnameTooLong' }],
    ['last name is required', { lname: '' }, { lname: 'lnameRequired' }],
    ['last name of 35 characters is too long', { lname: 'B'.repeat(35) }, { lname: 'lnameTooLong' }],
    ['a street longer than the server keeps', { street: 'S'.repeat(121) }, { street: 'tooLong' }],
  ])('%s', (_name, overrides, expected) => {
    expect(check(overrides)).toEqual(expected);
  });

  it('accepts exactly 35 characters of email and 34 of names, counted after trimming', () => {
    const email = `${'a'.repeat(24)}@example.de`;
    expect(email).toHaveLength(35);
    expect(check({ email: ` ${email} `, fname: ` ${'A'.repeat(34)} `, lname: 'B'.repeat(34) })).toEqual({});
  });

  it('checks the more-options fields only while they are shown', () => {
    expect(check({ licence: 'L'.repeat(81) })).toEqual({});
    expect(check({ licence: 'L'.repeat(81), moreOptions: true })).toEqual({ licence: 'tooLong' });
  });

  it('accepts only http(s) profile links, by the shared web-address rule', () => {
    expect(check({ socialLink: 'javascript:alert(1)' })).toEqual({});
    expect(check({ socialLink: 'javascript:alert(1)', moreOptions: true })).toEqual({
      socialLink: 'linkInvalid',
    });
    expect(check({ socialLink: 'data:text/html,x', moreOptions: true })).toEqual({
      socialLink: 'linkInvalid',
    });
    expect(check({ socialLink: 'www.xing.com/profile/Lena', moreOptions: true })).toEqual({});
    expect(check({ socialLink: 'https://lena.example.de', moreOptions: true })).toEqual({});
  });
});

describe('heading values', () => {
  it('the photo templates are those whose family lists them (One, Three, Four, DBSix, DBSeven, DBEight, DBTen, DBEleven)', () => {
    expect(templateShowsPhoto('styleTempOne')).toBe(true);
    expect(templateShowsPhoto('styleTempDBSix')).toBe(true);
    expect(templateShowsPhoto('styleTempThree')).toBe(true);
    expect(templateShowsPhoto('styleTempDBSeven')).toBe(true);
    expect(templateShowsPhoto('styleTempTwo')).toBe(false);
    expect(templateShowsPhoto('styleTempFive')).toBe(false);
    expect(templateShowsPhoto('styleTempDBNine')).toBe(false);
    expect(templateShowsPhoto('styleTempDBTwelve')).toBe(false);
  });

  it('no stored template reads as the default template (styleTempOne, with photo)', () => {
    expect(templateShowsPhoto(null)).toBe(true);
  });

  it('reads a partial or odd stored heading as a complete draft', () => {
    expect(toHeadingDraft({ fname: 'Lena', pincode: 50667, moreOptions: 'yes' })).toEqual({
      ...EMPTY_HEADING,
      fname: 'Lena',
      pincode: '50667',
    });
    expect(toHeadingDraft(null)).toEqual(EMPTY_HEADING);
    expect(toHeadingDraft(['x'])).toEqual(EMPTY_HEADING);
  });

  it('trims every text for saving', () => {
    expect(trimHeading({ ...valid, fname: ' Lena ', street: ' Hauptstr. 1 ' })).toMatchObject({
      fname: 'Lena',
      street: 'Hauptstr. 1',
    });
  });

  it('completes a profile link without scheme with https:// for saving', () => {
    expect(trimHeading({ ...valid, socialLink: ' www.xing.com/profile/Lena ' }).socialLink).toBe(
      'https://www.xing.com/profile/Lena',
    );
  });
});
