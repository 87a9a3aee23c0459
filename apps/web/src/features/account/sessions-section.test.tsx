import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../api/account-api';
import { Toaster } from '../../components/toast';
import { sessionApi } from '../../session/session-api';
import { useSignOutOnRejectedLogin } from '../../session/use-login-expired';
import { getItem, setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { SessionsSection } from './sessions-section';

const LOGOUT_ALL = 'Überall abmelden';

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  setItem('loginToken', 'tok');
  setItem('userInfo', { first_name: 'Tom', last_name: 'Müller', email: 't@example.de' });
  useResumeStore.getState().reload();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('My Account › Überall abmelden', () => {
  it('explains itself and asks first; Abbrechen sends nothing', async () => {
    const api = mockApi({ '/logout-all': () => ({}) });
    renderPage('/customer-account', <SessionsSection loginToken="tok" />);
    expect(screen.getByRole('heading', { name: 'Angemeldete Geräte' })).toBeTruthy();
    expect(screen.getByText(/beendet jede Anmeldung bei Vita/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: LOGOUT_ALL }));
    const dialog = await screen.findByRole('dialog', { name: 'Auf allen Geräten abmelden?' });
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(api.callsTo('/logout-all')).toEqual([]);
  });

  it('after confirming ends every login, this one too, and starts afresh on /', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ '/logout-all': () => ({ message: 'Sie wurden auf allen Geräten abgemeldet.' }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPage('/customer-account', <SessionsSection loginToken="tok" />);
    fireEvent.click(screen.getByRole('button', { name: LOGOUT_ALL }));
    const dialog = await screen.findByRole('dialog', { name: 'Auf allen Geräten abmelden?' });
    fireEvent.click(screen.getAllByRole('button', { name: LOGOUT_ALL }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.callsTo('/logout-all')).toHaveLength(1));
    expect(api.fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer tok' },
    });
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    await vi.advanceTimersByTimeAsync(1500);
    expect(assign).toHaveBeenCalledWith('/');
    expect(getItem('loginToken')).toBeNull();
  });

  it('shows a failure in the dialog and stays signed in', async () => {
    mockApi({
      '/logout-all': () => reply(503, { status: 503, message: 'Der Dienst ist nicht erreichbar.' }),
    });
    renderPage('/customer-account', <SessionsSection loginToken="tok" />);
    fireEvent.click(screen.getByRole('button', { name: LOGOUT_ALL }));
    await screen.findByRole('dialog', { name: 'Auf allen Geräten abmelden?' });
    fireEvent.click(screen.getAllByRole('button', { name: LOGOUT_ALL }).at(-1) as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe('Der Dienst ist nicht erreichbar.');
    expect(getItem('loginToken')).toBe('tok');
  });
});

function Shell() {
  useSignOutOnRejectedLogin();
  return <Toaster />;
}

describe('a login token refused by the server (signed out elsewhere)', () => {
  it('signs this browser out once, with a note, and keeps the resume', async () => {
    setItem('resumeToken', 'a'.repeat(32));
    useResumeStore.getState().reload();
    const api = mockApi({
      '/profile-info': () => reply(401, { status: 401, message: 'abgelaufen', code: 'login_expired' }),
    });
    render(
      <I18nextProvider i18n={testI18n}>
        <Shell />
      </I18nextProvider>,
    );
    await Promise.allSettled([accountApi.profile('tok'), accountApi.profile('tok')]);
    expect(getItem('loginToken')).toBeNull();
    expect(getItem('userInfo')).toBeNull();
    expect(getItem('resumeToken')).toBe('a'.repeat(32));
    expect(
      await screen.findAllByText('Sie wurden abgemeldet. Bitte melden Sie sich erneut an.'),
    ).toHaveLength(1);
    expect(api.callsTo('/profile-info')).toHaveLength(2);
  });

  it('ignores a 401 of a call sent without a login token (a wrong password)', async () => {
    mockApi({ '/login': () => reply(401, { status: 401, message: 'E-Mail oder Passwort ist falsch.' }) });
    render(
      <I18nextProvider i18n={testI18n}>
        <Shell />
      </I18nextProvider>,
    );
    await sessionApi.login({ email: 'a@example.de', password: 'x' }).catch(() => undefined);
    expect(getItem('loginToken')).toBe('tok');
  });
});
