import { assembleResumeDocument, type ResumeLocale, sampleResumeParts } from '@vita/shared/resume';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import {
  isResumeEmpty,
  RESUME_PART_KEYS,
  type ResumePartValues,
  resumePartsFromStore,
} from '../../store/resume-parts';
import { useResumeStore } from '../../store/resume-store';
import { templateFor } from '../../templates/registry';
import { ScaledPages } from '../../templates/shared/scaled-pages';
import './preview.css';

const selectResumeParts = (state: { values: ResumePartValues }): ResumePartValues => {
  const picked = {} as Record<keyof ResumePartValues, unknown>;
  for (const key of RESUME_PART_KEYS) picked[key] = state.values[key];
  return picked as ResumePartValues;
};

/**
 * The resume as the local store holds it, in the chosen template, on A4 pages scaled to the width
 * available. Re-renders only when a value the resume is built from changes (shallow per key); the
 * template's memoised parts then re-render only the entry that was typed in. Before anything is
 * typed it shows the sample resume, marked as an example.
 */
export default function LivePreview() {
  const { t, i18n } = useTranslation();
  const locale: ResumeLocale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const values = useResumeStore(useShallow(selectResumeParts));
  const empty = isResumeEmpty(values);
  const doc = useMemo(() => {
    const parts = resumePartsFromStore(values);
    return assembleResumeDocument(empty ? { ...sampleResumeParts, style: parts.style } : parts, {
      locale,
      chosenExtraSections: values.extraSectionNames ?? undefined,
    });
  }, [values, locale, empty]);
  const Template = templateFor(doc.templateStyleName);
  return (
    <div className="live-preview" data-testid="live-preview">
      {empty && <p className="live-preview__example">{t('preview.example')}</p>}
      {/* A picture of the document: its links and headings are not the builder's own targets. */}
      <div inert>
        <ScaledPages>
          <Template doc={doc} />
        </ScaledPages>
      </div>
    </div>
  );
}
