// No schema code here: the heading form scores the heading it has just checked, on a page that
// loads no zod (strength.ts scores stored values leniently through the schemas).

/** Progress strength, 01 §4: five sections of at most 20 points each. */
export const STRENGTH_MAX = { heading: 20, education: 20, work: 20, skills: 20, summary: 20 } as const;

const HEADING_TEXT_FIELDS = [
  'fname',
  'lname',
  'street',
  'location',
  'pincode',
  'birthDatePlace',
  'phone',
  'email',
  'licence',
  'maritalStatus',
  'socialLink',
] as const;

export type HeadingTexts = Record<(typeof HEADING_TEXT_FIELDS)[number], string>;

/**
 * 20 points, minus 7 without any address piece, minus 5 with one and minus 2 with two of the three
 * (street, postal code, city). A heading without any text counts 0.
 */
export function headingDraftStrength(h: HeadingTexts): number {
  if (HEADING_TEXT_FIELDS.every((field) => h[field].trim() === '')) return 0;
  const addressPieces = [h.street, h.pincode, h.location].filter((piece) => piece.trim() !== '').length;
  const deduction = [7, 5, 2, 0][addressPieces] ?? 0;
  return STRENGTH_MAX.heading - deduction;
}
