import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESUME_TOKEN, resumeItem, setUpLoggedInGermanTests } from '../../test/customer-test-utils';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { CustomerPage } from './customer-page';

const ENGLISH = 'f'.repeat(32);
const translated = {
  resume_token: ENGLISH,
  source_token: RESUME_TOKEN,
  document_language: 'en',
  untranslated: ['summary'],
  untranslated_count: 1,
};

setUpLoggedInGermanTests();

describe('My Resume › Englische Fassung erstellen', () => {
  it('asks the server for an English version with the login token and opens it on the final page', async () => {
    const api = mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/resume/translate': () => ({ data: translated }),
      '/letters': () => ({ data: [] }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Englische Fassung von „Lebenslauf Jana Schröder“ erstellen',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('/resume/translate')).toEqual([{ resume_token: RESUME_TOKEN, target: 'en' }]),
    );
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/resume/translate'));
    const headers = (call?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toBe('Bearer tok');
    expect((await screen.findByTestId('where')).textContent).toBe(`/final-resume?id=${ENGLISH}`);
  });

  it('lists an English version with the badge "Englisch" and offers no further translation on it', async () => {
    mockApi({
      '/resume-listing': () => ({
        data: [{ ...resumeItem, resume_token: ENGLISH, resume_name: 'CV Jana', document_language: 'en' }],
      }),
      '/letters': () => ({ data: [] }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    const row = await screen.findByRole('row', { name: /CV Jana/ });
    expect(row.textContent).toContain('Englisch');
    expect(screen.queryByRole('button', { name: /Englische Fassung/ })).toBeNull();
    expect(screen.getByRole('button', { name: '„CV Jana“ duplizieren' })).toBeTruthy();
  });

  it('says under the strength how many texts of an English version are still German', async () => {
    mockApi({
      '/resume-listing': () => ({
        data: [
          resumeItem,
          {
            ...resumeItem,
            resume_token: ENGLISH,
            resume_name: 'CV Jana',
            resume_strength: 50,
            document_language: 'en',
            untranslated_count: 2,
          },
        ],
      }),
      '/letters': () => ({ data: [] }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    const english = await screen.findByRole('row', { name: /CV Jana/ });
    expect(english.textContent).toContain('50 %2 Texte noch zu übersetzen');
    const german = screen.getByRole('row', { name: /Lebenslauf Jana Schröder/ });
    expect(german.textContent).toContain('60 %');
    expect(german.textContent).not.toContain('zu übersetzen');
    expect(screen.getAllByTestId('untranslated-note')).toHaveLength(1);
  });
});
