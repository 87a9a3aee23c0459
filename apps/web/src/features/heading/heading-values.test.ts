import { headingSchema } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { HEADING_MAX_LENGTH, type HeadingField } from './heading-values';

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
