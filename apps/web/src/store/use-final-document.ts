import { assembleResumeDocument, type ResumeDocument, type ResumeLocale } from '@vita/shared/resume';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { RESUME_PART_KEYS, type ResumePartValues, resumePartsFromStore } from './resume-parts';
import { useResumeStore } from './resume-store';

const selectResumeParts = (state: { values: ResumePartValues }): ResumePartValues => {
  const picked = {} as Record<keyof ResumePartValues, unknown>;
  for (const key of RESUME_PART_KEYS) picked[key] = state.values[key];
  return picked as ResumePartValues;
};

/**
 * The document the preview shows, built from the local store the same way (without the sample
 * resume): the arrangement panel lists exactly the sections the preview draws.
 */
export function useFinalDocument(): ResumeDocument {
  const { i18n } = useTranslation();
  const locale: ResumeLocale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const values = useResumeStore(useShallow(selectResumeParts));
  return useMemo(
    () =>
      assembleResumeDocument(resumePartsFromStore(values), {
        locale,
        chosenExtraSections: values.extraSectionNames ?? undefined,
      }),
    [values, locale],
  );
}

/** Whether the heading has anything the resume shows (name, contact details or photo). */
export function hasPersonal(personal: ResumeDocument['personal']): boolean {
  return [
    personal.fullName,
    personal.address,
    personal.phone,
    personal.email,
    personal.birthDatePlace,
    personal.photo ?? '',
  ].some((value) => value.trim() !== '');
}
