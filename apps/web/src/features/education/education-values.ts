/**
 * The education form's values as pure functions: stored entry ⇄ form values, the grade with a
 * German decimal comma and the year list. What blocks a save is the shared educationFormSchema.
 */
import { type EducationEntry, parseGrade } from '@vita/shared';
import { EDUCATION_YEARS } from '@vita/shared/constants';

export interface EducationFormValues {
  sname: string;
  slname: string;
  sdegree: string;
  fieldOStudy: string;
  /** As typed: '1,7', '1.7', '' … */
  pointer: string;
  studyStartMonth: string;
  studyStartYear: string;
  studyEndMonth: string;
  studyEndYear: string;
  check: boolean;
  sdescription: string;
}

export type EducationField = keyof EducationFormValues;

export const EMPTY_EDUCATION_FORM: EducationFormValues = {
  sname: '',
  slname: '',
  sdegree: '',
  fieldOStudy: '',
  pointer: '',
  studyStartMonth: '',
  studyStartYear: '',
  studyEndMonth: '',
  studyEndYear: '',
  check: false,
  sdescription: '',
};

/** Nothing typed or chosen yet. */
export const isEmptyForm = (values: EducationFormValues): boolean =>
  Object.values(values).every((value) => value === '' || value === false);

/** 2032 … 1957, newest first (01 §5). */
export const EDUCATION_YEAR_OPTIONS: readonly string[] = Array.from(
  { length: EDUCATION_YEARS.to - EDUCATION_YEARS.from + 1 },
  (_, i) => String(EDUCATION_YEARS.to - i),
);

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A grade for the form: 1.7 → '1,7' in German, '1.7' in English. */
export function formatGradeInput(pointer: unknown, locale: string): string {
  const value = typeof pointer === 'number' ? pointer : parseGrade(text(pointer));
  if (value === null || value === '') return '';
  const plain = String(value);
  return locale.startsWith('de') ? plain.replace('.', ',') : plain;
}

/** The form's values for a stored entry (an older entry's graduation date fills an empty end). */
export function formFromEntry(
  entry: Partial<EducationEntry> | undefined,
  locale: string,
): EducationFormValues {
  if (!entry) return { ...EMPTY_EDUCATION_FORM };
  const noEnd = !text(entry.studyEndYear) && !text(entry.studyEndMonth);
  return {
    sname: text(entry.sname),
    slname: text(entry.slname),
    sdegree: text(entry.sdegree),
    fieldOStudy: text(entry.fieldOStudy),
    pointer: formatGradeInput(entry.pointer, locale),
    studyStartMonth: text(entry.studyStartMonth),
    studyStartYear: text(entry.studyStartYear),
    studyEndMonth: text(noEnd ? entry.gMonth : entry.studyEndMonth),
    studyEndYear: text(noEnd ? entry.gYear : entry.studyEndYear),
    check: entry.check === true,
    sdescription: text(entry.sdescription),
  };
}

/**
 * The entry to store: the form's values over the stored entry (its description and graduation
 * date are kept), trimmed; an ongoing entry has no end date (01 §4).
 */
export function entryFromForm(
  values: EducationFormValues,
  previous?: Partial<EducationEntry>,
): EducationEntry {
  const grade = parseGrade(values.pointer);
  return {
    educationDescription: '',
    gMonth: '',
    gYear: '',
    ...previous,
    sname: values.sname.trim(),
    slname: values.slname.trim(),
    sdegree: values.sdegree.trim(),
    fieldOStudy: values.fieldOStudy.trim(),
    pointer: grade === null ? '' : grade,
    studyStartMonth: values.studyStartMonth,
    studyStartYear: values.studyStartYear,
    studyEndMonth: values.check ? '' : values.studyEndMonth,
    studyEndYear: values.check ? '' : values.studyEndYear,
    check: values.check,
    sdescription: values.sdescription.trim(),
  };
}

/** The order fields are checked and focused in, top to bottom. */
export const EDUCATION_FIELD_ORDER: readonly EducationField[] = [
  'sname',
  'slname',
  'sdegree',
  'fieldOStudy',
  'pointer',
  'studyStartMonth',
  'studyStartYear',
  'studyEndMonth',
  'studyEndYear',
  'check',
  'sdescription',
];

/** Server validation errors (`errors['meta_value.sname']`) mapped onto form fields. */
export function fieldOfServerError(path: string): EducationField | null {
  const field = path.split('.').pop() ?? '';
  return (EDUCATION_FIELD_ORDER as readonly string[]).includes(field) ? (field as EducationField) : null;
}
