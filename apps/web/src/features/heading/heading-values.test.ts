import { type Heading, headingSchema } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_HEADING,
  HEADING_MAX_LENGTH,
  type HeadingField,
  templateShowsPhoto,
  toHeadingDraft,
  trimHeading,
} from './heading-values';

const valid: Heading = { ...EMPTY_HEADING, fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' };

/** A value of `length` characters the field's contract accepts when short enough. */
function textOf(field: HeadingField, length: number): string {
  if (field === 'socialLink')
    return `https://example.de/${'a'.repeat(length - 'https://example.de/'.length)}`;
  if (field === 'email') return `${'a'.repeat(length - '@b.de'.length)}@b.de`;
  return 'a'.repeat(length);
}

describe('heading limits of the form', () => {
  for (const [field, max] of Object.entries(HEADING_MAX_LENGTH) as [HeadingField, number][]) {
    it(`${field}: the form stops where the contract does (${max} characters)`, () => {
      expect(headingSchema.safeParse({ [field]: textOf(field, max) }).success).toBe(true);
      expect(headingSchema.safeParse({ [field]: textOf(field, max + 1) }).success).toBe(false);
    });
  }
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
