import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { storedResumeAnswers } from '../test/stored-resume-answers';
import { getItem } from './local-store';
import { reopenResume } from './reopen-resume';
import { useResumeStore } from './resume-store';
import { prefetchResume } from './stored-resume-fetch';
import { warmUpPrefetchedFonts } from './warm-up-stored-fonts';

const TOKEN = 'c'.repeat(32);

describe('reopening a resume by its link', () => {
  beforeEach(() => {
    localStorage.clear();
    useResumeStore.getState().reload();
  });

  it('asks the server once for the object and every stored part, and lays them into the store', async () => {
    const api = mockApi(storedResumeAnswers(TOKEN, 'Geteilter Lebenslauf'));
    await reopenResume(TOKEN);
    expect(api.calls.map(([path]) => path)).toEqual(['/resume/stored']);
    expect(getItem('heading')).toMatchObject({ fname: 'Max', lname: 'Fremd' });
    expect(getItem('resumeToken')).toBe(TOKEN);
    expect(getItem('resumeName')).toBe('Geteilter Lebenslauf');
  });

  it("carries an English version's language and its fields still to translate into the store", async () => {
    const answers = storedResumeAnswers(TOKEN, 'CV (English)');
    const stored = answers['/resume/stored'];
    mockApi({
      '/resume/stored': (...args) => {
        const answer = stored?.(...args) as { data: Record<string, unknown> };
        return { data: { ...answer.data, document_language: 'en', untranslated: ['summary', 'custom.0'] } };
      },
    });
    await reopenResume(TOKEN);
    expect(getItem('documentLanguage')).toBe('en');
    expect(getItem('untranslated')).toEqual(['summary', 'custom.0']);
  });

  it('a prefetch asks the server while the page loads, stores nothing, and the reopen uses its answers', async () => {
    const api = mockApi(storedResumeAnswers(TOKEN, 'Geteilter Lebenslauf'));
    prefetchResume(TOKEN);
    await waitFor(() => expect(api.callsTo('/resume/stored')).toHaveLength(1));
    expect(getItem('resumeToken')).toBeNull();
    expect(getItem('heading')).toBeNull();

    await reopenResume(TOKEN);
    expect(getItem('heading')).toMatchObject({ fname: 'Max', lname: 'Fremd' });
    expect(api.callsTo('/resume/stored')).toHaveLength(1);
  });

  it("starts loading the reopened resume's faces before its preview lays it out", async () => {
    const load = vi.fn((_face: string) => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    mockApi(storedResumeAnswers(TOKEN, 'Geteilter Lebenslauf'));
    await reopenResume(TOKEN);
    expect(load.mock.calls.map(([face]) => face)).toEqual([
      expect.stringMatching(/^400 16px "Montserrat"/),
      expect.stringMatching(/^700 16px "Montserrat"/),
    ]);
    Reflect.deleteProperty(document, 'fonts');
  });

  it("a prefetched answer starts its font's and typed signature's faces before anything is stored", async () => {
    const load = vi.fn((_face: string) => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    mockApi(
      storedResumeAnswers(TOKEN, 'Geteilter Lebenslauf', undefined, {
        formatting: { fontStyle: 'Times New Roman' },
        signature: { tab: 0, text: 'Max Fremd', style: { fontFamily: 'Italianno' } },
      }),
    );
    prefetchResume(TOKEN);
    warmUpPrefetchedFonts();
    await waitFor(() =>
      expect(load.mock.calls.map(([face]) => face)).toEqual([
        expect.stringMatching(/^400 16px "Tinos"/),
        expect.stringMatching(/^700 16px "Tinos"/),
        '400 16px "Italianno"',
      ]),
    );
    expect(getItem('heading')).toBeNull();
    Reflect.deleteProperty(document, 'fonts');
  });
});
