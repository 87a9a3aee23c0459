import type { EducationField } from './education-values';

/** Ids of the date selects: `${prefix}-month`, `${prefix}-year`. */
export const DATE_ID_PREFIX = { start: 'edu-start', end: 'edu-end' } as const;
const DATE_FIELD_IDS: Partial<Record<EducationField, string>> = {
  studyStartMonth: `${DATE_ID_PREFIX.start}-month`,
  studyStartYear: `${DATE_ID_PREFIX.start}-year`,
  studyEndMonth: `${DATE_ID_PREFIX.end}-month`,
  studyEndYear: `${DATE_ID_PREFIX.end}-year`,
};

/** The id of a field's control (for labels, focus after a failed save, and tests). */
export const fieldId = (field: EducationField): string => DATE_FIELD_IDS[field] ?? `edu-${field}`;
