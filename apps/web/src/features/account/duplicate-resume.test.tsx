import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../components/toast/toast-store';
import { RESUME_TOKEN, resumeItem, setUpLoggedInGermanTests } from '../../test/customer-test-utils';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { CustomerPage } from './customer-page';

const COPY = 'e'.repeat(32);
const copy = { ...resumeItem, resume_name: 'Lebenslauf Jana Schröder (Kopie)', resume_token: COPY };

setUpLoggedInGermanTests();

describe('My Resume › Duplizieren', () => {
  it('copies the resume with the login token and lists the copy beside the original', async () => {
    const api = mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/resume/duplicate': () => ({ data: copy }),
      // Neither resume has letters: no letters row between the resumes' rows.
      '/letters': () => ({ data: [] }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: '„Lebenslauf Jana Schröder“ duplizieren' }));
    expect(await screen.findByRole('row', { name: /Lebenslauf Jana Schröder \(Kopie\)/ })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(
      'Die Kopie „Lebenslauf Jana Schröder (Kopie)“ wurde angelegt.',
    );
    expect(api.callsTo('/resume/duplicate')).toEqual([{ resume_token: RESUME_TOKEN }]);
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/resume/duplicate'));
    const headers = (call?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toBe('Bearer tok');
  });

  it('offers Duplizieren in the grid as well', async () => {
    mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/resume/duplicate': () => ({ data: copy }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kacheln' }));
    const card = screen.getByRole('heading', { level: 2, name: 'Lebenslauf Jana Schröder' }).closest('li');
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: /duplizieren/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lebenslauf Jana Schröder (Kopie)' }),
    ).toBeTruthy();
  });

  it('says in German why a copy failed and keeps the list as it was', async () => {
    mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/letters': () => ({ data: [] }),
      '/resume/duplicate': () =>
        reply(403, { status: 403, message: 'Dieser Lebenslauf gehört zu einem Konto.' }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: /duplizieren/ }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(
        'Der Lebenslauf konnte nicht dupliziert werden: Dieser Lebenslauf gehört zu einem Konto.',
      ),
    );
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
