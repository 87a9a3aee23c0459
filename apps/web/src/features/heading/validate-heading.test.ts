import { type Heading, headingFormSchema } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_HEADING } from './heading-values';
import { validateHeading } from './validate-heading';

const valid: Heading = { ...EMPTY_HEADING, fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' };
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
  // schema library (docs/decisions/forms.md): its checks are compared here with the contract's,
  // whose expected messages for each rule are in packages/shared (heading-form.test.ts).
  const email35 = `${'a'.repeat(24)}@example.de`;
  const drafts: Partial<Heading>[] = [
    {},
    { email: '' },
    { email: '   ' },
    { email: 'lena.example.de' },
    { fname: '' },
    { lname: '' },
    { fname: 'A'.repeat(35) },
    { lname: 'B'.repeat(35) },
    { email: ` ${email35} `, fname: ` ${'A'.repeat(34)} `, lname: 'B'.repeat(34) },
    { licence: 'L'.repeat(81) },
    { licence: 'L'.repeat(81), moreOptions: true },
    { socialLink: 'javascript:alert(1)' },
    { socialLink: 'data:text/html,x', moreOptions: true },
    { socialLink: 'https://lena.example.de', moreOptions: true },
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
