import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueuePendingSave } from '../../components/save-status/pending-saves';
import { getItem, setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { logInForTest, RESUME_TOKEN, resumeItem } from '../../test/customer-test-utils';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { storedResumeAnswers } from '../../test/stored-resume-answers';
import { CustomerPage } from './customer-page';

beforeEach(async () => {
  localStorage.clear();
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
    logInForTest();
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
    mockApi({ '/resume-listing': () => ({ data: [resumeItem] }) });
    logInForTest();
    renderPage('/customer', <CustomerPage delayMs={0} />);
    const row = await screen.findByRole('row', { name: /Lebenslauf Jana Schröder/ });
    expect(row.textContent).toContain('60 %');
    expect(row.textContent).toContain('02.03.2026');
    expect(row.textContent).toContain('05.03.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Kacheln' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Lebenslauf Jana Schröder' })).toBeTruthy();
  });

  it('Edit lays the saved resume with every stored part into the store and opens /final-resume?id=…', async () => {
    // The wizard saved a job after the last final page: the snapshot does not have it yet.
    const answers = storedResumeAnswers(RESUME_TOKEN, 'Lebenslauf Jana Schröder', { fname: 'Jana' });
    mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/resume/stored': (body) => {
        const answer = answers['/resume/stored']?.(body, {}) as { data: { meta: Record<string, unknown> } };
        answer.data.meta['work-expr'] = [{ jobtitle: 'Filialleiterin', employer: 'Drogerie Süd' }];
        return answer;
      },
    });
    logInForTest();
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('link', { name: '„Lebenslauf Jana Schröder“ bearbeiten' }));
    expect(await screen.findByTestId('where')).toHaveProperty(
      'textContent',
      `/final-resume?id=${RESUME_TOKEN}`,
    );
    expect(getItem('resumeToken')).toBe(RESUME_TOKEN);
    expect(getItem('heading')).toMatchObject({ fname: 'Jana' });
    expect(getItem('work')).toEqual([expect.objectContaining({ jobtitle: 'Filialleiterin' })]);
  });

  it('Edit of the resume this browser holds keeps what was typed here, and sends the waiting saves first', async () => {
    logInForTest();
    setItem('resumeToken', RESUME_TOKEN);
    setItem('heading', { fname: 'Jana', lname: 'Schröder' } as never);
    setItem('work', [{ jobtitle: 'Neu getippt', employer: 'Drogerie Süd' }] as never);
    enqueuePendingSave({
      path: '/resume/save-meta',
      body: { resume_token: RESUME_TOKEN, meta_key: 'heading', meta_value: { fname: 'Jana' } },
    });
    useResumeStore.getState().reload();
    const api = mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/resume/save-meta': () => ({ status: 200, message: 'ok' }),
      // An older copy: it must not replace the local one.
      ...storedResumeAnswers(RESUME_TOKEN, 'Lebenslauf Jana Schröder', { fname: 'Alt' }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('link', { name: '„Lebenslauf Jana Schröder“ bearbeiten' }));
    expect(await screen.findByTestId('where')).toHaveProperty(
      'textContent',
      `/final-resume?id=${RESUME_TOKEN}`,
    );
    expect(api.callsTo('/resume/save-meta')).toHaveLength(1);
    expect(getItem('pendingSaves')).toBeNull();
    expect(getItem('heading')).toMatchObject({ fname: 'Jana' });
    expect(getItem('work')).toEqual([expect.objectContaining({ jobtitle: 'Neu getippt' })]);
  });

  it('Download with a plan opens the edit flow with the download flag; without one, /payment', async () => {
    mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      ...storedResumeAnswers(RESUME_TOKEN, 'Lebenslauf Jana Schröder'),
    });
    logInForTest('1');
    const first = renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: '„Lebenslauf Jana Schröder“ herunterladen' }));
    expect(await screen.findByTestId('where')).toHaveProperty(
      'textContent',
      `/final-resume?id=${RESUME_TOKEN}&download=1`,
    );
    first.unmount();

    mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/subscription-plan': () => ({ data: { current_plan: null } }),
    });
    logInForTest('0');
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: '„Lebenslauf Jana Schröder“ herunterladen' }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/payment');
  });

  it('Create New Resume goes to / with a reload', async () => {
    mockApi({ '/resume-listing': () => ({ data: [] }) });
    logInForTest();
    const reload = vi.fn();
    renderPage('/customer', <CustomerPage delayMs={0} reload={reload} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Neuen Lebenslauf erstellen' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
  });
});
