/**
 * How the document builder reads the stored parts that have a contract schema (heading, work and
 * education entries, signature, formatting). Two readers, one result for valid data:
 * - `shapeReaders` (here, no zod): each field keeps its stored value when it has the default's
 *   type and, for choices and ranges, an allowed value; anything else falls back to the default.
 *   The browser uses it: its values were written by the forms and checked by the server on save,
 *   and the preview must not pull the schema library onto the page (first-load budget).
 * - `schemaReaders` (schema-readers.ts): the contract schemas field by field, for data read from
 *   the database.
 */
import { DEFAULT_FORMATTING, FONTS, FORMAT_BOUNDS } from '../constants';
import type { EducationEntry, Heading, Signature, WorkEntry } from '../contracts/meta-values';
import type { Formatting } from '../contracts/style';
import { asRecord, type UnknownRecord } from './lenient';

export interface PartReaders {
  heading(value: unknown): Heading | null;
  work(value: unknown): WorkEntry | null;
  education(value: unknown): EducationEntry | null;
  signature(value: unknown): Signature | null;
  formatting(value: unknown): Formatting | null;
}

// The schemas' own defaults, written out so that reading needs no schema code; a test keeps them
// equal to `schema.parse({})`.
export const EMPTY_HEADING: Heading = {
  fname: '',
  lname: '',
  street: '',
  location: '',
  pincode: '',
  birthDatePlace: '',
  phone: '',
  email: '',
  licence: '',
  maritalStatus: '',
  socialLink: '',
  moreOptions: false,
};
export const EMPTY_WORK: WorkEntry = {
  jobtitle: '',
  employer: '',
  pincode: '',
  city: '',
  country: '',
  startMonth: '',
  startYear: '',
  endMonth: '',
  endYear: '',
  check: false,
  workDescription: '',
};
export const EMPTY_EDUCATION: EducationEntry = {
  sdegree: '',
  fieldOStudy: '',
  sname: '',
  slname: '',
  sdescription: '',
  pointer: '',
  educationDescription: '',
  studyStartMonth: '',
  studyStartYear: '',
  studyEndMonth: '',
  studyEndYear: '',
  check: false,
  gMonth: '',
  gYear: '',
};
export const EMPTY_SIGNATURE: Signature = {
  tab: 0,
  text: '',
  style: { fontFamily: 'Italianno', fontStyle: 'normal', color: 'black' },
  textSize: 20,
  signSize: 140,
  imageSize: 100,
  contrast: 100,
  adjustment: 'left',
  color: 'black',
  addDateAndPlace: false,
  date: '',
  location: '',
  sign: '',
  upload: '',
};

type Allowed = Record<string, (value: unknown) => boolean>;
const oneOf =
  (...values: readonly unknown[]) =>
  (value: unknown) =>
    values.includes(value);
const between = (min: number, max: number) => (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const bounded = (key: keyof typeof FORMAT_BOUNDS) => between(FORMAT_BOUNDS[key].min, FORMAT_BOUNDS[key].max);

/**
 * Field by field: the stored value where it has the fallback's type (and passes `allowed`), the
 * fallback's value otherwise; nested records likewise. Null when the value is not a record.
 */
export function readByShape<T extends object>(value: unknown, fallback: T, allowed: Allowed = {}): T | null {
  const raw = asRecord(value);
  if (raw === null) return null;
  const result: UnknownRecord = { ...(fallback as UnknownRecord) };
  for (const [key, initial] of Object.entries(fallback)) {
    const stored = raw[key];
    const check = allowed[key];
    if (check !== undefined) {
      if (check(stored)) result[key] = stored;
    } else if (initial !== null && typeof initial === 'object') {
      result[key] = readByShape(stored, initial) ?? initial;
    } else if (typeof stored === typeof initial) {
      result[key] = stored;
    }
  }
  return result as T;
}

const SIGNATURE_ALLOWED: Allowed = {
  tab: oneOf(0, 1, 2),
  textSize: between(16, 24),
  signSize: between(116, 164),
  imageSize: between(80, 140),
  contrast: between(100, 200),
  adjustment: oneOf('left', 'center', 'right'),
  color: oneOf('black', 'blue'),
};
const FORMATTING_ALLOWED: Allowed = {
  fontSize: bounded('fontSize'),
  headingSize: bounded('headingSize'),
  lineSpacing: bounded('lineSpacing'),
  sectionSpacing: bounded('sectionSpacing'),
  paragraphSpacing: bounded('paragraphSpacing'),
  paragraphIndent: bounded('paragraphIndent'),
  fontStyle: oneOf(...FONTS),
  preset: oneOf('Small', 'Normal', 'Large'),
};
// A grade is a number or empty, never text.
const EDUCATION_ALLOWED: Allowed = {
  pointer: (value) =>
    value === '' || value === null || (typeof value === 'number' && value >= 0 && value <= 100),
};

export const shapeReaders: PartReaders = {
  heading: (value) => readByShape(value, EMPTY_HEADING),
  work: (value) => readByShape(value, EMPTY_WORK),
  education: (value) => readByShape(value, EMPTY_EDUCATION, EDUCATION_ALLOWED),
  signature: (value) => readByShape(value, EMPTY_SIGNATURE, SIGNATURE_ALLOWED),
  formatting: (value) => readByShape(value, DEFAULT_FORMATTING, FORMATTING_ALLOWED),
};
