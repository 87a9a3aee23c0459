import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/client';
import { contractStubs } from './contract-stub';
import { mockApi } from './fetch-mock';

const answer = {
  resume: { meta_key: 'summary' as const, meta_value: { data: '<p>Koch</p>' }, updated_at: null },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('contract stubs', () => {
  it('answers with a stub that matches the route contract', async () => {
    mockApi(contractStubs({ '/resume/get-meta': () => answer }));
    await expect(apiRequest('/resume/get-meta', { body: {} })).resolves.toMatchObject(answer);
  });

  it('fails a stub that no longer matches the contract', async () => {
    const wrong = { resume: { ...answer.resume, meta_key: 'hobbies' } } as unknown as typeof answer;
    const stubs = contractStubs({ '/resume/get-meta': () => wrong });
    await expect(stubs['/resume/get-meta']?.({}, {})).rejects.toThrow(
      /The stub of \/resume\/get-meta does not match its contract/,
    );
  });
});

describe('answers checked in tests', () => {
  it('refuses a hand-built answer that breaks the route contract', async () => {
    mockApi({ '/resume/delete-meta-section': () => ({ resume: { meta_key: 'hobbies', meta_value: null } }) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/resume/delete-meta-section', { body: {} })).rejects.toMatchObject({
      message: 'Die Antwort des Servers war unverständlich. Bitte versuchen Sie es erneut.',
    });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('/resume/delete-meta-section'),
      expect.anything(),
    );
    error.mockRestore();
  });

  it('checks a numbered path by its route (/resume/edit-extra-section/:id)', async () => {
    mockApi({ '/resume/edit-extra-section/7': () => ({ id: 'sieben' }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/resume/edit-extra-section/7', { body: {} })).rejects.toThrow();
  });

  it('leaves routes without a listed contract unchecked', async () => {
    mockApi({ '/not-listed': () => ({ anything: 1 }) });
    await expect(apiRequest('/not-listed')).resolves.toMatchObject({ anything: 1 });
  });
});
