import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getItem, readAll } from './local-store';
import { selectFlowState, useFlowState, useResumeStore } from './resume-store';

beforeEach(() => {
  useResumeStore.getState().reload();
});

describe('zustand mirror of the local store', () => {
  it('writes through to localStorage and updates subscribers', () => {
    const { result } = renderHook(() => useFlowState());
    expect(result.current.finalMode).toBe(false);
    act(() => useResumeStore.getState().set('finalResume', true));
    expect(result.current.finalMode).toBe(true);
    expect(localStorage.getItem('FinalResume')).toBe('true');
  });

  it('creates the resume token once and keeps it', () => {
    const first = useResumeStore.getState().ensureResumeToken();
    const second = useResumeStore.getState().ensureResumeToken();
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(second).toBe(first);
    expect(getItem('resumeToken')).toBe(first);
  });

  it('reloads what another tab wrote', () => {
    localStorage.setItem('isStudent', 'Yes');
    useResumeStore.getState().reload();
    expect(useResumeStore.getState().values.isStudent).toBe('Yes');
  });

  it('clearResumeData empties the mirror too', () => {
    useResumeStore.getState().set('country', 'DE');
    useResumeStore.getState().clearResumeData();
    expect(useResumeStore.getState().values.country).toBeNull();
  });
});

describe('flow facts from the stored values', () => {
  it('reads a fresh store as a first visit', () => {
    const state = selectFlowState(readAll());
    expect(state).toMatchObject({ hasJobs: false, hasDegrees: false, finalMode: false, lastPath: null });
  });

  it('derives every fact the rules need', () => {
    const store = useResumeStore.getState();
    store.set('heading', { email: 'lena@example.de' } as never);
    store.set('work', [{ jobtitle: 'Köchin' } as never]);
    store.set('education', [{ sname: 'TU Berlin' } as never]);
    store.set('skills', { data: '<ul><li>Teamarbeit</li></ul>', recommended: [] });
    store.set('summary', { data: '<p>&nbsp;</p>' });
    store.set('languages', { id: 3, native: [{ nativeLang: 'Deutsch' }], languages: [] });
    store.set('webLinks', { id: 4, link1: '', link2: 'https://example.de', link3: '' });
    store.set('customSectionTwo', { id: 9, title: 'Ehrenamt', description: '' });
    const state = selectFlowState(useResumeStore.getState().values);
    expect(state).toMatchObject({
      hasHeadingEmail: true,
      hasJobs: true,
      hasDegrees: true,
      hasSkills: true,
      hasSummary: false,
      hasNativeLanguage: true,
      hasLanguageData: true,
      hasWebLinks: true,
      customSectionIds: { one: null, two: 9 },
    });
  });
});

describe('flow facts while typing', () => {
  it('re-render their readers only when a fact changes, not on every keystroke', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useFlowState();
    });
    const type = (street: string, email = '') =>
      act(() => useResumeStore.getState().set('heading', { street, email } as never));
    type('L');
    const afterFirstKey = renders;
    type('Li');
    type('Lin');
    type('Lind');
    expect(renders).toBe(afterFirstKey);
    expect(result.current.hasHeadingEmail).toBe(false);
    type('Lind', 'l');
    expect(renders).toBe(afterFirstKey + 1);
    expect(result.current.hasHeadingEmail).toBe(true);
    // Every keystroke is still in the local store.
    expect(getItem('heading')).toEqual({ street: 'Lind', email: 'l' });
  });
});
