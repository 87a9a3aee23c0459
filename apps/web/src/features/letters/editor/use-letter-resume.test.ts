import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueuePendingSave } from '../../../components/save-status/pending-saves';
import { sectionCalls } from '../../../components/save-status/section-call';
import { getItem, setItem } from '../../../store/local-store';
import { useResumeStore } from '../../../store/resume-store';
import { mockApi, mockOffline } from '../../../test/fetch-mock';
import { testI18n } from '../../../test/render-route';
import { storedResumeAnswers } from '../../../test/stored-resume-answers';
import { useLetterResume } from './use-letter-resume';

const CURRENT = 'a'.repeat(32);
const LETTERS = 'b'.repeat(32);

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  localStorage.clear();
  setItem('loginToken', 'tok');
  setItem('resumeToken', CURRENT);
  setItem('heading', { fname: 'Jana', lname: 'Schröder' } as never);
  useResumeStore.getState().reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('the letter editor on a letter of another resume', () => {
  it('is ready at once for a letter of the resume this browser holds', () => {
    const api = mockApi({});
    const { result } = renderHook(() => useLetterResume(CURRENT));
    expect(result.current.state).toEqual({ kind: 'ready' });
    expect(api.calls).toEqual([]);
  });

  it("sends the current resume's waiting saves first, then switches to the letter's resume", async () => {
    enqueuePendingSave(
      sectionCalls.saveMeta({ resume_token: CURRENT, meta_key: 'heading', meta_value: { fname: 'Jana' } }),
    );
    const api = mockApi({
      '/resume/save-meta': () => ({ resume: { meta_value: { fname: 'Jana' } } }),
      ...storedResumeAnswers(LETTERS, 'Lena', { fname: 'Lena', lname: 'Schäfer' }),
    });
    const { result } = renderHook(() => useLetterResume(LETTERS));
    expect(result.current.state).toEqual({ kind: 'switching' });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready' }));
    const paths = api.calls.map(([path]) => path);
    expect(paths.indexOf('/resume/save-meta')).toBeLessThan(paths.indexOf('/resume/stored'));
    expect(api.callsTo('/resume/save-meta')[0]).toMatchObject({ resume_token: CURRENT });
    expect(getItem('resumeToken')).toBe(LETTERS);
    expect(getItem('heading')).toMatchObject({ fname: 'Lena', lname: 'Schäfer' });
  });

  it('switches nothing while the waiting saves cannot be sent, and says why in German', async () => {
    enqueuePendingSave(
      sectionCalls.saveMeta({ resume_token: CURRENT, meta_key: 'heading', meta_value: { fname: 'Jana' } }),
    );
    mockOffline();
    const { result } = renderHook(() => useLetterResume(LETTERS));
    await waitFor(() => expect(result.current.state.kind).toBe('failed'));
    expect(result.current.state).toEqual({
      kind: 'failed',
      message:
        'Ihre letzten Änderungen am aktuellen Lebenslauf sind noch nicht gespeichert, weil der Server nicht erreichbar ist. Bitte versuchen Sie es gleich noch einmal.',
    });
    expect(getItem('resumeToken')).toBe(CURRENT);
    expect(getItem('pendingSaves')).toHaveLength(1);
  });
});
