import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResumeStore } from '../../store/resume-store';
import { entry, seedStore, storedEducation } from './education-test-utils';
import { useEducationPreviewOverlay } from './use-preview-overlay';

describe('live preview of unsaved education input', () => {
  it('shows the draft in the store mirror only, and restores the saved list when the page closes', () => {
    const saved = [entry({ sname: 'Realschule' })];
    seedStore({ education: saved });
    const draft = [...saved, entry({ sname: 'TU Dresden' })];
    const { rerender, unmount } = renderHook(({ list }) => useEducationPreviewOverlay(list), {
      initialProps: { list: draft as typeof draft | null },
    });
    expect(useResumeStore.getState().values.education?.map((e) => e.sname)).toEqual([
      'Realschule',
      'TU Dresden',
    ]);
    expect(storedEducation().map((e) => e.sname)).toEqual(['Realschule']);
    rerender({ list: null });
    expect(useResumeStore.getState().values.education?.map((e) => e.sname)).toEqual(['Realschule']);
    rerender({ list: draft });
    unmount();
    expect(useResumeStore.getState().values.education?.map((e) => e.sname)).toEqual(['Realschule']);
  });
});
