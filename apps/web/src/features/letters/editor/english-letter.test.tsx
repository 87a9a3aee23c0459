import { screen, waitFor, within } from '@testing-library/react';
import { type Letter, letterFieldsSchema } from '@vita/shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResumeStore } from '../../../store/resume-store';
import { renderPage } from '../../../test/render-page';
import { testI18n } from '../../../test/render-route';
import { LetterEditorPage } from './letter-editor-page';

const TOKEN = 'e'.repeat(32);
// As the server stores a new letter: the German Gruß is the stored default of every letter.
const stored: Letter = {
  ...letterFieldsSchema.parse({
    recipient: {
      company: 'Northwind Ltd',
      contact: 'Frau Kaya',
      street: '1 High Street',
      zip: 'EC1A 1BB',
      city: 'London',
    },
    subject: 'Application for the post of Store Manager',
    place: 'Berlin',
    date: '2026-12-03',
  }),
  id: 7,
  resume_token: TOKEN,
  created_at: '2026-12-03T08:00:00.000Z',
  updated_at: '2026-12-03T08:00:00.000Z',
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
let draftCalls = 0;

beforeEach(async () => {
  draftCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/letter-draft')) draftCalls += 1;
      if (url.includes('/attachments')) return json({ status: 200, message: 'ok', data: [] });
      if (url.includes('/letters/7') && (init?.method ?? 'GET') === 'GET')
        return json({ status: 200, message: 'ok', data: stored });
      return json({ status: 200, message: 'ok', data: stored });
    }),
  );
  const store = useResumeStore.getState();
  store.clearAll();
  store.set('resumeToken', TOKEN);
  await testI18n.changeLanguage('de');
});
afterEach(() => {
  useResumeStore.getState().clearAll();
  vi.unstubAllGlobals();
});

const preview = () => within(screen.getByTestId('letter-preview'));

describe('letter editor of an English resume (German interface)', () => {
  it('suggests and previews the English salutation, closing and date', async () => {
    useResumeStore.getState().set('documentLanguage', 'en');
    renderPage('/anschreiben/7', <LetterEditorPage />, { path: '/anschreiben/:id' });

    const salutation = (await screen.findByLabelText('Anrede')) as HTMLInputElement;
    expect(salutation.placeholder).toBe('Dear Ms Kaya,');
    const closing = screen.getByLabelText('Gruß') as HTMLInputElement;
    expect(closing.value).toBe('');
    expect(closing.placeholder).toBe('Yours sincerely,');

    expect(preview().getByText('Dear Ms Kaya,')).toBeTruthy();
    expect(preview().getByText('Yours sincerely,')).toBeTruthy();
    expect(preview().getByText('3 December 2026')).toBeTruthy();
    const page = screen.getByTestId('letter-preview').textContent ?? '';
    expect(page).not.toMatch(/Sehr geehrte|Mit freundlichen Grüßen|Berlin, /);
    // A plain business letter: no DIN 5008 window, fold marks or sender line.
    expect(screen.getByTestId('letter-preview').querySelector('.vl-fold, .vl-window__return')).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: /DIN-5008-Anschriftfeld/ }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('offers no German draft: the writing help says the text is the applicant’s', async () => {
    useResumeStore.getState().set('documentLanguage', 'en');
    renderPage('/anschreiben/7', <LetterEditorPage />, { path: '/anschreiben/:id' });
    expect(await screen.findByTestId('writing-help-english')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ersten Entwurf erstellen' })).toBeNull();
    expect(draftCalls).toBe(0);
  });

  it('keeps the German skeleton and the DIN 5008 window for a German resume', async () => {
    renderPage('/anschreiben/7', <LetterEditorPage />, { path: '/anschreiben/:id' });
    const salutation = (await screen.findByLabelText('Anrede')) as HTMLInputElement;
    expect(salutation.placeholder).toBe('Sehr geehrte Frau Kaya,');
    await waitFor(() => expect(preview().getByText('Mit freundlichen Grüßen')).toBeTruthy());
    expect(preview().getByText('Berlin, 03.12.2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ersten Entwurf erstellen' })).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: /DIN-5008-Anschriftfeld/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
