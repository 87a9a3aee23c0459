import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { getItem } from './local-store';
import { prefetchResume, reopenResume } from './reopen-resume';
import { useResumeStore } from './resume-store';

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
    const api = mockApi({
      '/resume/get-resume-object': async () => {
        await objectAnswered;
        return {
          data: {
            resume_token: TOKEN,
            resume_name: 'Geteilter Lebenslauf',
            resume_json_data: { templateStyleName: 'styleTempOne' },
            resume_strength: 10,
            created_at: '',
            updated_at: '',
          },
        };
      },
      '/resume/get-meta': (body) =>
        (body as { meta_key: string }).meta_key === 'heading'
          ? { resume: { meta_value: { fname: 'Max', lname: 'Fremd', email: 'max@example.de' } } }
          : { resume: { meta_value: null } },
      '/resume/custom-section-listing': () => ({ data: [] }),
      '/resume/document': () => ({ data: { sections: [] } }),
      '/resume/get-resume-style': () => ({
        data: { template_id: 1, style_name: 'styleTempOne', colour: 'brand', formatting: {} },
      }),
      '/resume/get-photo': () => ({ base64_img: '' }),
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
    const api = mockApi({
      '/resume/get-resume-object': () => ({
        data: {
          resume_token: TOKEN,
          resume_name: 'Geteilter Lebenslauf',
          resume_json_data: { templateStyleName: 'styleTempOne' },
          resume_strength: 10,
          created_at: '',
          updated_at: '',
        },
      }),
      '/resume/get-meta': (body) =>
        (body as { meta_key: string }).meta_key === 'heading'
          ? { resume: { meta_value: { fname: 'Max', lname: 'Fremd' } } }
          : { resume: { meta_value: null } },
      '/resume/custom-section-listing': () => ({ data: [] }),
      '/resume/document': () => ({ data: { sections: [] } }),
      '/resume/get-resume-style': () => ({
        data: { template_id: 1, style_name: 'styleTempOne', colour: 'brand', formatting: {} },
      }),
      '/resume/get-photo': () => ({ base64_img: '' }),
    });
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
