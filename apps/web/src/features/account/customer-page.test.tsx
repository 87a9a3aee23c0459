import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { CustomerPage } from './customer-page';

const TOKEN = 'c'.repeat(32);
const item = {
  resume_name: 'Lebenslauf Jana Schröder',
  resume_token: TOKEN,
  resume_strength: 60,
  resume_details: [{ created_at: '2026-03-02T10:00:00.000Z', updated_at: '2026-03-05T10:00:00.000Z' }],
};
const login = (subStatus = '0') => {
  setItem('loginToken', 'tok');
  setItem('subscriptionStatus', subStatus);
  useResumeStore.getState().reload();
};

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => vi.unstubAllGlobals());

describe('/customer — My Resume (02 §2.7)', () => {
  it('goes to /final-resume without a login token', async () => {
    useResumeStore.getState().reload();
    renderPage('/customer', <CustomerPage delayMs={0} />);
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/final-resume');
  });

  it('fetches the list only after the 1 s delay, with the login token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ '/resume-listing': () => ({ data: [] }) });
    login();
    renderPage('/customer', <CustomerPage />);
    await vi.advanceTimersByTimeAsync(900);
    expect(api.callsTo('/resume-listing')).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    expect(await screen.findByText('Keine Lebensläufe vorhanden')).toBeTruthy();
    const [, init] = api.fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('shows name, strength and dates in the list and in the grid', async () => {
    mockApi({ '/resume-listing': () => ({ data: [item] }) });
    login();
    renderPage('/customer', <CustomerPage delayMs={0} />);
    const row = await screen.findByRole('row', { name: /Lebenslauf Jana Schröder/ });
    expect(row.textContent).toContain('60 %');
    expect(row.textContent).toContain('02.03.2026');
    expect(row.textContent).toContain('05.03.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Kacheln' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Lebenslauf Jana Schröder' })).toBeTruthy();
  });

  it('Edit restores the saved copy and opens /final-resume?id=…', async () => {
    mockApi({
      '/resume-listing': () => ({ data: [item] }),
      '/resume/get-resume-object': () => ({
        data: {
          ...item,
          resume_json_data: { resume_token: TOKEN, templateId: '3' },
          created_at: '',
          updated_at: '',
        },
      }),
    });
    login();
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('link', { name: '„Lebenslauf Jana Schröder“ bearbeiten' }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', `/final-resume?id=${TOKEN}`);
    expect(useResumeStore.getState().values.templateId).toBe(3);
    expect(useResumeStore.getState().values.resumeToken).toBe(TOKEN);
  });

  it('Download with a plan opens the edit flow with the download flag; without one, /payment', async () => {
    mockApi({
      '/resume-listing': () => ({ data: [item] }),
      '/resume/get-resume-object': () => ({ data: null }),
    });
    login('1');
    const first = renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: '„Lebenslauf Jana Schröder“ herunterladen' }));
    expect(await screen.findByTestId('where')).toHaveProperty(
      'textContent',
      `/final-resume?id=${TOKEN}&download=1`,
    );
    first.unmount();

    mockApi({
      '/resume-listing': () => ({ data: [item] }),
      '/subscription-plan': () => ({ data: { current_plan: null } }),
    });
    login('0');
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: '„Lebenslauf Jana Schröder“ herunterladen' }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/payment');
  });

  it('Create New Resume goes to / with a reload', async () => {
    mockApi({ '/resume-listing': () => ({ data: [] }) });
    login();
    const reload = vi.fn();
    renderPage('/customer', <CustomerPage delayMs={0} reload={reload} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Neuen Lebenslauf erstellen' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
  });
});
