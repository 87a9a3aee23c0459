import { describe, expect, it } from 'vitest';
import { EMPTY_HEADING } from '../resume';
import { type HeadingFormValues, headingFormSchema } from './heading-form';

const valid: HeadingFormValues = {
  ...EMPTY_HEADING,
  fname: 'Lena',
  lname: 'Schäfer',
  email: 'lena@example.de',
};

/** The message key each field shows (the first issue of its path, as the form shows it). */
function check(overrides: Partial<HeadingFormValues>): Record<string, string> {
  const result = headingFormSchema.safeParse({ ...valid, ...overrides });
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    shown[field] ??= issue.message.replace(/^heading\.errors\./, '');
  }
  return shown;
}

describe('heading validation (01 §5)', () => {
  it('accepts name and email alone', () => {
    expect(check({})).toEqual({});
  });

  it.each<[string, Partial<HeadingFormValues>, Record<string, string>]>([
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

describe('heading form messages', () => {
  it('are i18n keys under heading.errors, every message of the form at once', () => {
    const result = headingFormSchema.safeParse({
      ...valid,
      fname: '',
      email: 'x',
      moreOptions: true,
      socialLink: 'javascript:alert(1)',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fname', 'heading.errors.fnameRequired'],
      ['email', 'heading.errors.emailInvalid'],
      ['socialLink', 'heading.errors.linkInvalid'],
    ]);
  });
});
