import { describe, expect, it } from 'vitest';
import { entry } from './education-test-utils';
import {
  EDUCATION_YEAR_OPTIONS,
  type EducationFormValues,
  EMPTY_EDUCATION_FORM,
  entryFromForm,
  fieldOfServerError,
  formatGradeInput,
  formFromEntry,
  isEmptyForm,
  parseGrade,
  validateEducation,
} from './education-values';

const form = (overrides: Partial<EducationFormValues> = {}): EducationFormValues => ({
  ...EMPTY_EDUCATION_FORM,
  sname: 'Gymnasium am Markt',
  ...overrides,
});

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

  it('shows a stored grade with a decimal comma in German and a point in English', () => {
    expect(formatGradeInput(1.7, 'de')).toBe('1,7');
    expect(formatGradeInput(1.7, 'en')).toBe('1.7');
    expect(formatGradeInput('2,3', 'de')).toBe('2,3');
    expect(formatGradeInput('', 'de')).toBe('');
    expect(formatGradeInput(null, 'de')).toBe('');
  });
});

describe('years', () => {
  it('runs from 2032 down to 1957, newest first', () => {
    expect(EDUCATION_YEAR_OPTIONS[0]).toBe('2032');
    expect(EDUCATION_YEAR_OPTIONS.at(-1)).toBe('1957');
    expect(EDUCATION_YEAR_OPTIONS).toHaveLength(76);
  });
});

describe('education validation', () => {
  it('asks for the school name when it is empty or blank', () => {
    expect(validateEducation(form({ sname: '' }))).toEqual({ sname: 'schoolRequired' });
    expect(validateEducation(form({ sname: '   ' }))).toEqual({ sname: 'schoolRequired' });
  });

  it('accepts a school name alone', () => expect(validateEducation(form())).toEqual({}));

  it('refuses a grade that is not a number', () =>
    expect(validateEducation(form({ pointer: 'sehr gut' }))).toEqual({ pointer: 'gradeInvalid' }));

  it.each([
    ['an end before the start', '2019'],
    ['an earlier month in the same year', '2020'],
  ])('refuses %s', (_, studyEndYear) =>
    expect(
      validateEducation(
        form({ studyStartMonth: 'October', studyStartYear: '2020', studyEndMonth: 'March', studyEndYear }),
      ),
    ).toEqual({ studyEndYear: 'endBeforeStart' }),
  );

  it('refuses a start year the form does not offer (an older entry), next to the start', () =>
    expect(validateEducation(form({ studyStartYear: '2040' }))).toEqual({
      studyStartYear: 'yearOutOfRange',
    }));

  it('accepts the same year when a month is missing', () =>
    expect(
      validateEducation(form({ studyStartMonth: 'October', studyStartYear: '2020', studyEndYear: '2020' })),
    ).toEqual({}));

  it('ignores the end of an ongoing entry', () =>
    expect(validateEducation(form({ studyStartYear: '2020', studyEndYear: '2019', check: true }))).toEqual(
      {},
    ));

  it('refuses text longer than the server keeps', () =>
    expect(validateEducation(form({ sdescription: 'x'.repeat(501) }))).toEqual({ sdescription: 'tooLong' }));

  it('reports every problem at once', () =>
    expect(Object.keys(validateEducation(form({ sname: '', pointer: 'x' })))).toEqual(['sname', 'pointer']));
});

describe('form values and stored entries', () => {
  it('stores the grade as a number and trims the texts', () => {
    const stored = entryFromForm(
      form({ sname: '  TU Dresden ', pointer: '1,7', fieldOStudy: ' Informatik ' }),
    );
    expect(stored).toMatchObject({ sname: 'TU Dresden', pointer: 1.7, fieldOStudy: 'Informatik' });
  });

  it('stores an empty grade as empty', () => expect(entryFromForm(form()).pointer).toBe(''));

  it('stores no end date for an ongoing entry', () => {
    const stored = entryFromForm(form({ check: true, studyEndMonth: 'May', studyEndYear: '2024' }));
    expect(stored).toMatchObject({ check: true, studyEndMonth: '', studyEndYear: '' });
  });

  it('keeps the description and graduation date of the entry it edits', () => {
    const previous = entry({ educationDescription: '<p>Thesis</p>', gMonth: 'June', gYear: '2011' });
    expect(entryFromForm(form(), previous)).toMatchObject({
      educationDescription: '<p>Thesis</p>',
      gMonth: 'June',
      gYear: '2011',
    });
  });

  it('fills the form from an entry, the grade in the interface language', () => {
    const values = formFromEntry(entry({ pointer: 2.3, check: true, studyStartYear: '2021' }), 'de');
    expect(values).toMatchObject({
      pointer: '2,3',
      check: true,
      studyStartYear: '2021',
      sname: 'Gymnasium am Markt',
    });
  });

  it('shows an older entry’s graduation date as its end', () => {
    const values = formFromEntry(entry({ gMonth: 'June', gYear: '2011' }), 'de');
    expect(values).toMatchObject({ studyEndMonth: 'June', studyEndYear: '2011' });
  });

  it('starts empty without an entry', () => {
    expect(formFromEntry(undefined, 'de')).toEqual(EMPTY_EDUCATION_FORM);
    expect(isEmptyForm(EMPTY_EDUCATION_FORM)).toBe(true);
    expect(isEmptyForm(form())).toBe(false);
  });

  it('maps server field errors onto form fields', () => {
    expect(fieldOfServerError('meta_value.sname')).toBe('sname');
    expect(fieldOfServerError('body.meta_value.pointer')).toBe('pointer');
    expect(fieldOfServerError('body.resume_token')).toBeNull();
  });
});
