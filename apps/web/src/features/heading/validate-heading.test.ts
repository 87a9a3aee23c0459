import { type Heading, headingFormSchema } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_HEADING } from './heading-values';
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

/** The first message the shared form schema gives each field, as `validateHeading` names it. */
function schemaErrors(heading: Heading): Record<string, string> {
  const result = headingFormSchema.safeParse(heading);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message.replace(/^heading\.errors\./, '');
  }
  return errors;
}

describe('the first page checks what the shared heading schema checks', () => {
  // The heading page is the first of /resume and stays within its first-load budget without the
  // schema library (docs/decisions/forms.md): its checks are compared here with the contract's.
  const drafts: Partial<Heading>[] = [
    {},
    { fname: '', lname: '', email: '' },
    { fname: '  ', email: '   ' },
    { fname: 'A'.repeat(34), lname: 'B'.repeat(35) },
    { email: 'lena@example' },
    { email: 'lena s@example.de' },
    { email: `${'a'.repeat(25)}@example.de` },
    { email: `${'a'.repeat(23)}@example.de` },
    { street: 'S'.repeat(121), location: 'L'.repeat(200), pincode: '1'.repeat(20), phone: '0'.repeat(60) },
    { birthDatePlace: 'x'.repeat(300) },
    { moreOptions: true, socialLink: 'javascript:alert(1)' },
    { moreOptions: true, socialLink: 'www.xing.com/profile/Lena', licence: 'B', maritalStatus: 'ledig' },
    {
      moreOptions: true,
      licence: 'L'.repeat(400),
      maritalStatus: 'M'.repeat(400),
      socialLink: 'h'.repeat(600),
    },
    { moreOptions: false, socialLink: 'javascript:alert(1)', licence: 'L'.repeat(400) },
  ];
  it.each(drafts.map((draft) => [JSON.stringify(draft).slice(0, 60), draft] as const))(
    '%s',
    (_name, draft) => {
      const heading = { ...valid, ...draft };
      expect(validateHeading(heading)).toEqual(schemaErrors(heading));
    },
  );
});
