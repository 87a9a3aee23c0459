import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { letterFieldsSchema } from '@vita/shared/contracts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { testI18n } from '../../test/render-route';
import { MappeDownload } from './mappe-download';
import './texts';

const TOKEN = 'c'.repeat(32);
const letter = {
  ...letterFieldsSchema.parse({ recipient: { company: 'Fährhaus Logistik AG' } }),
  id: 41,
  resume_token: TOKEN,
  created_at: 'x',
  updated_at: 'x',
};

/** The Mappe download dialog for the test resume, with the app's providers around it. */
const dialogWith = (client: QueryClient) => (
  <I18nextProvider i18n={testI18n}>
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MappeDownload attachments={[]} access={{ resumeToken: TOKEN, token: null }} onDone={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>
  </I18nextProvider>
);

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => vi.unstubAllGlobals());

describe('the Mappe download: the letter to bind', () => {
  it('offers a letter written since the final page last read the list', async () => {
    mockApi({
      '/letters': () => ({ data: [letter] }),
      '/export/capabilities': () => ({ data: { requiresPlan: false } }),
      '/application/preflight': () => ({ data: { bytes: 120_000, pages: 4, file_name: 'Bewerbung.pdf' } }),
    });
    // As in the app: answers stay fresh for a minute, and the final page read the list (empty)
    // before "Anschreiben erstellen" opened the editor on another page.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    client.setQueryData(['letters', TOKEN], []);
    render(dialogWith(client));
    expect(await screen.findByRole('option', { name: 'Fährhaus Logistik AG' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Anschreiben' }) as HTMLSelectElement).value).toBe('41');
  });
});

describe('the Mappe download: the choices', () => {
  it('keeps the Anlagenverzeichnis ticked when the dialog is opened again', async () => {
    mockApi({
      '/letters': () => ({ data: [] }),
      '/export/capabilities': () => ({ data: { requiresPlan: false } }),
      '/application/preflight': () => ({ data: { bytes: 120_000, pages: 4, file_name: 'Bewerbung.pdf' } }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const dialog = () => dialogWith(client);
    const index = () => screen.getByRole('checkbox', { name: /Anlagenverzeichnis/ }) as HTMLInputElement;
    const first = render(dialog());
    expect(index().checked).toBe(false);
    fireEvent.click(index());
    first.unmount();
    render(dialog());
    expect(index().checked).toBe(true);
  });
});
