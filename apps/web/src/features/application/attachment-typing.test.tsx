import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Attachment } from '@vita/shared';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../store/local-store';
import { mockApi } from '../../test/fetch-mock';
import { testI18n } from '../../test/render-route';
import { ApplicationDialog } from './application-dialog';

const TOKEN = 'd'.repeat(32);

/** One stored Anlage and a server that changes only the fields sent; the title's answer waits. */
function serverWithLateTitleAnswer(answerDate: (stored: string) => string = (stored) => stored) {
  const row: Attachment = {
    id: 1,
    title: 'Scan',
    document_date: '2019-03-06',
    position: 0,
    mime: 'image/jpeg',
    bytes: 80_000,
    pages: 1,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  let answerTitle: () => void = () => {};
  const titleAnswered = new Promise<void>((resolve) => {
    answerTitle = resolve;
  });
  const api = mockApi({
    '/attachments': () => ({ data: [{ ...row }] }),
    '/attachments/1': async (body) => {
      const change = body as Partial<Attachment>;
      Object.assign(row, change);
      const answer = { ...row };
      if ('title' in change) {
        await titleAnswered;
        answer.document_date = answerDate(answer.document_date);
      }
      return { data: answer };
    },
    '/letters': () => ({ data: [] }),
    '/export/capabilities': () => ({ data: { requiresPlan: false } }),
    '/application/preflight': () => ({ data: { bytes: 80_000, pages: 2, file_name: 'Bewerbung.pdf' } }),
  });
  return { row, api, answerTitle: () => act(async () => answerTitle()) };
}

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bewerbungsmappe
      </button>
      <ApplicationDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const titleField = () => screen.getByLabelText('Titel') as HTMLInputElement;
const dateField = () => screen.getByLabelText('Datum') as HTMLInputElement;

/**
 * Types key by key, as a person does: each keystroke adds to what the field shows at that moment.
 * Entered by Tab, the field's text is selected, so the first key replaces it (`replace`).
 */
function typeInto(field: HTMLInputElement, text: string, { replace = true } = {}) {
  [...text].forEach((key, at) => {
    const before = at === 0 && replace ? '' : field.value;
    fireEvent.change(field, { target: { value: before + key } });
  });
}

async function reopen() {
  fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
  fireEvent.click(screen.getByRole('button', { name: 'Bewerbungsmappe', hidden: true }));
  await screen.findByLabelText('Titel');
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  setItem('resumeToken', TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('an Anlage’s title and date typed in quick succession', () => {
  it('keeps both when the title’s save answers after the date was typed and saved', async () => {
    const server = serverWithLateTitleAnswer();
    renderPage();
    await waitFor(() => expect(titleField().value).toBe('Scan'));

    fireEvent.focus(titleField());
    typeInto(titleField(), 'Arbeitszeugnis REWE');
    fireEvent.blur(titleField());
    fireEvent.focus(dateField());
    typeInto(dateField(), '31.01.2024');
    fireEvent.blur(dateField());
    await server.answerTitle();
    await waitFor(() => expect(server.api.callsTo('/attachments/1')).toHaveLength(2));

    expect(titleField().value).toBe('Arbeitszeugnis REWE');
    expect(dateField().value).toBe('31.01.2024');
    await reopen();
    expect(titleField().value).toBe('Arbeitszeugnis REWE');
    expect(dateField().value).toBe('31.01.2024');
    expect(server.api.callsTo('/attachments/1')).toEqual([
      { title: 'Arbeitszeugnis REWE' },
      { document_date: '2024-01-31' },
    ]);
    expect(server.row).toMatchObject({ title: 'Arbeitszeugnis REWE', document_date: '2024-01-31' });
  });

  it('does not swallow the first digit when the title’s answer brings another date mid-typing', async () => {
    // A server that empties the date on a title-only PUT answers with that empty date; the
    // dialog must keep what the user is typing.
    const server = serverWithLateTitleAnswer(() => '');
    renderPage();
    await waitFor(() => expect(titleField().value).toBe('Scan'));

    fireEvent.focus(titleField());
    typeInto(titleField(), 'Arbeitszeugnis REWE');
    fireEvent.blur(titleField());
    fireEvent.focus(dateField());
    typeInto(dateField(), '3');
    await server.answerTitle();
    typeInto(dateField(), '1.01.2024', { replace: false });
    expect(dateField().value).toBe('31.01.2024');
    fireEvent.blur(dateField());
    await waitFor(() => expect(server.api.callsTo('/attachments/1')).toHaveLength(2));

    expect(server.api.callsTo('/attachments/1')[1]).toEqual({ document_date: '2024-01-31' });
    await reopen();
    expect(titleField().value).toBe('Arbeitszeugnis REWE');
    expect(dateField().value).toBe('31.01.2024');
  });

  it('shows the title typed before closing even while its save is still on its way', async () => {
    const server = serverWithLateTitleAnswer();
    renderPage();
    await waitFor(() => expect(titleField().value).toBe('Scan'));
    fireEvent.focus(titleField());
    typeInto(titleField(), 'Zeugnis REWE');
    fireEvent.blur(titleField());
    await reopen();
    expect(titleField().value).toBe('Zeugnis REWE');
    await server.answerTitle();
    expect(titleField().value).toBe('Zeugnis REWE');
  });
});
