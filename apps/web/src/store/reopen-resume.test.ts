import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { storedResumeAnswers } from '../test/stored-resume-answers';
import { getItem } from './local-store';
import { reopenResume } from './reopen-resume';
import { useResumeStore } from './resume-store';
import { prefetchResume } from './stored-resume-fetch';

const TOKEN = 'c'.repeat(32);

describe('reopening a resume by its link', () => {
  beforeEach(() => {
    localStorage.clear();
    useResumeStore.getState().reload();
  });

  it('asks for the stored parts together with the resume object, not after it', async () => {
    let answerObject = () => {};
    const objectAnswered = new Promise<void>((resolve) => {
      answerObject = resolve;
    });
    const answers = storedResumeAnswers(TOKEN, 'Geteilter Lebenslauf');
    const api = mockApi({
      ...answers,
      '/resume/get-resume-object': async (body, init) => {
        await objectAnswered;
        return answers['/resume/get-resume-object']?.(body, init);
      },
    });
    const reopened = reopenResume(TOKEN);
    await waitFor(() => expect(api.callsTo('/resume/get-resume-style')).toHaveLength(1));
    expect(api.callsTo('/resume/get-meta').length).toBeGreaterThan(0);
    answerObject();
    await reopened;
    expect(getItem('heading')).toMatchObject({ fname: 'Max', lname: 'Fremd' });
    expect(getItem('resumeToken')).toBe(TOKEN);
  });

  it('a prefetch asks the server while the page loads, stores nothing, and the reopen uses its answers', async () => {
    const api = mockApi(storedResumeAnswers(TOKEN, 'Geteilter Lebenslauf'));
    prefetchResume(TOKEN);
    await waitFor(() => expect(api.callsTo('/resume/get-resume-object')).toHaveLength(1));
    expect(api.callsTo('/resume/get-meta')).toHaveLength(6);
    expect(getItem('resumeToken')).toBeNull();
    expect(getItem('heading')).toBeNull();

    await reopenResume(TOKEN);
    expect(getItem('heading')).toMatchObject({ fname: 'Max', lname: 'Fremd' });
    expect(api.callsTo('/resume/get-resume-object')).toHaveLength(1);
    expect(api.callsTo('/resume/get-meta')).toHaveLength(6);
  });
});
