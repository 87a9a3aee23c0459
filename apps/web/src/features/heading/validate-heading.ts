import { type Heading, isEmail, normaliseWebUrl } from '@vita/shared';
import { HEADING_MAX_LENGTH, type HeadingField } from './heading-values';

/** i18n keys under `heading.errors`. */
export type HeadingErrorKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'fnameRequired'
  | 'fnameTooLong'
  | 'lnameRequired'
  | 'lnameTooLong'
  | 'linkInvalid'
  | 'tooLong';

export type HeadingErrorField = HeadingField;
export type HeadingErrors = Partial<Record<HeadingErrorField, HeadingErrorKey>>;

/** Order of the error summary: as the fields appear on the page. */
export const ERROR_ORDER: readonly HeadingErrorField[] = [
  'fname',
  'lname',
  'birthDatePlace',
  'street',
  'pincode',
  'location',
  'phone',
  'email',
  'licence',
  'maritalStatus',
  'socialLink',
];

/**
 * 01 §5: email required ('E-Mail ist erforderlich.'), valid, at most 35; first and last name
 * required, trimmed, at most 34. Other fields: at most what the server stores. The photo is never
 * required, not even by a template that shows one: in Germany it is optional (AGG).
 */
export function validateHeading(heading: Heading): HeadingErrors {
  const errors: HeadingErrors = {};
  const fname = heading.fname.trim();
  const lname = heading.lname.trim();
  const email = heading.email.trim();

  if (fname === '') errors.fname = 'fnameRequired';
  else if (fname.length > HEADING_MAX_LENGTH.fname) errors.fname = 'fnameTooLong';

  if (lname === '') errors.lname = 'lnameRequired';
  else if (lname.length > HEADING_MAX_LENGTH.lname) errors.lname = 'lnameTooLong';

  if (email === '') errors.email = 'emailRequired';
  else if (email.length > HEADING_MAX_LENGTH.email) errors.email = 'emailTooLong';
  else if (!isEmail(email)) errors.email = 'emailInvalid';

  for (const field of ['street', 'location', 'pincode', 'birthDatePlace', 'phone'] as const) {
    if (heading[field].trim().length > HEADING_MAX_LENGTH[field]) errors[field] = 'tooLong';
  }
  if (heading.moreOptions) {
    for (const field of ['licence', 'maritalStatus', 'socialLink'] as const) {
      if (heading[field].trim().length > HEADING_MAX_LENGTH[field]) errors[field] = 'tooLong';
    }
    // The shared web-address rule: only http(s), so a javascript: or data: link is never stored.
    if (!errors.socialLink && normaliseWebUrl(heading.socialLink) === null) errors.socialLink = 'linkInvalid';
  }
  return errors;
}

export const hasErrors = (errors: HeadingErrors): boolean => Object.keys(errors).length > 0;
