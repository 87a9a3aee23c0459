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
} from './education-values';

const form = (overrides: Partial<EducationFormValues> = {}): EducationFormValues => ({
  ...EMPTY_EDUCATION_FORM,
  sname: 'Gymnasium am Markt',
  ...overrides,
});

describe('grade average (NOTENDURCHSCHNITT)', () => {
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
