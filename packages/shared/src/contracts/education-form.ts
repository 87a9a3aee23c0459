import { z } from 'zod';
import { EDUCATION_LIMITS } from '../constants';
import { educationDateErrors } from '../resume/entry-dates';
import { educationEntrySchema } from './meta-values';

/** The i18n keys the education form's messages are, under `education.errors` (01 §5). */
const message = {
  schoolRequired: 'education.errors.schoolRequired',
  gradeInvalid: 'education.errors.gradeInvalid',
  tooLong: 'education.errors.tooLong',
} as const;

/**
 * The grade as typed → a number (0 … 100), '' when empty, null when it is not a number. Accepts
 * a German decimal comma ('1,7') as well as a point; spaces are ignored.
 */
export function parseGrade(input: string): number | '' | null {
  const compact = input.replace(/\s+/g, '');
  if (compact === '') return '';
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return value >= 0 && value <= 100 ? value : null;
}

const trimmed = (value: string) => value.trim();
const atMost = (max: number) => z.string().refine((v) => trimmed(v).length <= max, message.tooLong);

/**
 * The education form (01 §5): the school's name required (the spec's one rule), every text at
 * most what the server stores (trimmed, as it is saved), the grade a number as typed ('1,7'),
 * and the shared date rules the server enforces too; the end of an ongoing entry is dropped on
 * saving, so here it is no error. Date issues sit at `studyStartYear` and `studyEndYear`.
 * No check aborts, so every message shows at once. Messages are i18n keys under
 * `education.errors`; what is saved is `educationEntrySchema`'s.
 */
export const educationFormSchema = educationEntrySchema
  .pick({
    studyStartMonth: true,
    studyStartYear: true,
    studyEndMonth: true,
    studyEndYear: true,
    check: true,
  })
  .extend({
    sname: z
      .string()
      .refine((v) => trimmed(v) !== '', message.schoolRequired)
      .refine((v) => trimmed(v).length <= EDUCATION_LIMITS.sname, message.tooLong),
    slname: atMost(EDUCATION_LIMITS.slname),
    sdegree: atMost(EDUCATION_LIMITS.sdegree),
    fieldOStudy: atMost(EDUCATION_LIMITS.fieldOStudy),
    pointer: z.string().refine((v) => parseGrade(v) !== null, message.gradeInvalid),
    sdescription: atMost(EDUCATION_LIMITS.sdescription),
  })
  .superRefine((entry, context) => {
    const ended = entry.check ? { ...entry, studyEndMonth: '', studyEndYear: '' } : entry;
    const errors = educationDateErrors(ended);
    for (const path of ['studyStartYear', 'studyEndYear'] as const) {
      const key = errors[path];
      if (key) context.addIssue({ code: 'custom', path: [path], message: `education.errors.${key}` });
    }
  });
export type EducationFormInput = z.input<typeof educationFormSchema>;
