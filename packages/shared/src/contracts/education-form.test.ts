import { describe, expect, it } from 'vitest';
import { EDUCATION_LIMITS } from '../constants';
import { type EducationFormInput, educationFormSchema, parseGrade } from './education-form';
import { educationEntrySchema } from './meta-values';

/** A stored entry's fields as the form has them: the school's name and everything else empty. */
const form = (overrides: Partial<EducationFormInput> = {}) => ({
  ...educationEntrySchema.parse({ sname: 'Gymnasium am Markt' }),
  ...overrides,
});

/** The message key each field shows, in the order the issues come. */
function check(overrides: Partial<EducationFormInput>): Record<string, string> {
  const result = educationFormSchema.safeParse(form(overrides));
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message.replace(/^education\.errors\./, ''),
    ]),
  );
}

describe('grade average (NOTENDURCHSCHNITT)', () => {
  it.each([
    ['1,7', 1.7],
    ['1.7', 1.7],
    [' 2,35 ', 2.35],
    ['1', 1],
    ['15', 15],
    ['85,5', 85.5],
    ['', ''],
    ['   ', ''],
  ])('reads %j as %j', (input, expected) => expect(parseGrade(input)).toBe(expected));

  it.each(['gut', '1,7,3', '1,234', '-1', '101', '1e2', ',5'])('refuses %j', (input) =>
    expect(parseGrade(input)).toBeNull(),
  );
});

describe('education form (01 §5)', () => {
  it('accepts a school name alone, and a full entry', () => {
    expect(check({})).toEqual({});
    expect(
      check({
        slname: 'Dresden',
        sdegree: 'Bachelor of Science (B.Sc.)',
        fieldOStudy: 'Informatik',
        pointer: '1,7',
        studyStartMonth: 'October',
        studyStartYear: '2016',
        studyEndMonth: 'September',
        studyEndYear: '2020',
        sdescription: 'Schwerpunkt Datenbanken',
      }),
    ).toEqual({});
  });

  it.each<[string, Partial<EducationFormInput>, Record<string, string>]>([
    ['an empty school name', { sname: '' }, { sname: 'schoolRequired' }],
    ['a school name of spaces', { sname: '   ' }, { sname: 'schoolRequired' }],
    ['a grade that is not a number', { pointer: 'sehr gut' }, { pointer: 'gradeInvalid' }],
    [
      'an end before the start',
      { studyStartMonth: 'October', studyStartYear: '2020', studyEndMonth: 'March', studyEndYear: '2019' },
      { studyEndYear: 'endBeforeStart' },
    ],
    [
      'an earlier month in the same year',
      { studyStartMonth: 'October', studyStartYear: '2020', studyEndMonth: 'March', studyEndYear: '2020' },
      { studyEndYear: 'endBeforeStart' },
    ],
    [
      'a start year the form does not offer (an older entry)',
      { studyStartYear: '2040' },
      { studyStartYear: 'yearOutOfRange' },
    ],
    ['an end year the form does not offer', { studyEndYear: '1950' }, { studyEndYear: 'yearOutOfRange' }],
    [
      'the same year when a month is missing',
      { studyStartMonth: 'October', studyStartYear: '2020', studyEndYear: '2020' },
      {},
    ],
    [
      'the end of an ongoing entry',
      { studyStartYear: '2020', studyEndMonth: 'May', studyEndYear: '2019', check: true },
      {},
    ],
    [
      'every problem at once',
      { sname: '', pointer: 'x' },
      { sname: 'schoolRequired', pointer: 'gradeInvalid' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(check(overrides)).toEqual(expected);
  });

  it.each(['sname', 'slname', 'sdegree', 'fieldOStudy', 'sdescription'] as const)(
    '%s: at most what the server stores, trimmed',
    (field) => {
      const max = EDUCATION_LIMITS[field];
      expect(check({ [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: 'tooLong' });
      expect(check({ [field]: 'x'.repeat(max) })).toEqual({});
      expect(check({ [field]: ` ${'x'.repeat(max)} ` })).toEqual({});
    },
  );

  it('reports the problems of every field together, the dates too', () => {
    expect(Object.keys(check({ sname: '', pointer: 'x', studyStartYear: '2040' }))).toEqual([
      'sname',
      'pointer',
      'studyStartYear',
    ]);
  });

  it('messages are the i18n keys under education.errors', () => {
    const result = educationFormSchema.safeParse(form({ sname: '', studyEndYear: '1950' }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'education.errors.schoolRequired',
      'education.errors.yearOutOfRange',
    ]);
  });
});
