import type { EducationEntry } from '@vita/shared';
import { useEffect } from 'react';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';

/**
 * Shows unsaved input in the live preview while a degree is being typed. The list is put into the
 * store's in-memory mirror only (`setState`, not `set`): local storage keeps the saved list, so an
 * entry nobody saved never becomes part of the resume. Leaving the page restores the mirror from
 * local storage; the page's own saves write both (docs/decisions/save-pattern.md).
 */
export function useEducationPreviewOverlay(list: readonly EducationEntry[] | null): void {
  useEffect(() => {
    // null: nothing typed yet, the preview shows the saved list (or the sample resume).
    const shown = list === null ? getItem('education') : [...list];
    useResumeStore.setState((state) => ({ values: { ...state.values, education: shown } }));
  }, [list]);

  useEffect(
    () => () => {
      useResumeStore.setState((state) => ({ values: { ...state.values, education: getItem('education') } }));
    },
    [],
  );
}
