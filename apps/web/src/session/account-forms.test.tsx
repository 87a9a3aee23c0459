import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../store/local-store';
import { useResumeStore } from '../store/resume-store';
import { mockApi, reply } from '../test/fetch-mock';
import { renderPage } from '../test/render-page';
import { testI18n } from '../test/render-route';
import { useAccountModal } from './account-modal-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { pathAfterLogin, returnAfterLogin } from './session';

const RESUME = 'b'.repeat(32);
const user = {
  id: 1,
  first_name: 'Jana',
  last_name: 'Schröder',
  email: 'jana@example.de',
  has_password: true,
};
const loginAnswer = (subscription: number) => ({
  subscription_status: subscription,
  data: user,
  token: 'login.token',
  resume_claimed: true,
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  setItem('resumeToken', RESUME);
  setItem('heading', { fname: 'Jana', lname: 'Schröder' } as never);
  useResumeStore.getState().reload();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAccountModal.getState().close();
});

describe('login (02 §2.2, §4, §5, §8)', () => {
  const renderLogin = (continueAfter = false) =>
    renderPage(
      '/impressum',
      <LoginForm idPrefix="t" continueAfter={continueAfter} onForgot={() => undefined} />,
    );

  it('asks for e-mail and password before calling', async () => {
    const api = mockApi({});
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Passwort ist ein Pflichtfeld.')).toBeTruthy();
    expect(api.callsTo('/login')).toEqual([]);
  });

  it('keeps a message while the field is corrected, until the form is sent again', async () => {
    mockApi({});
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail ist ein Pflichtfeld.')).toBeTruthy();
    fill('E-Mail', 'jana@');
    expect(screen.getByText('E-Mail ist ein Pflichtfeld.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.queryByText('E-Mail ist ein Pflichtfeld.')).toBeNull();
  });

  it('says "Invalid Credentials" (German: Ungültige Anmeldedaten.) for a wrong password', async () => {
    mockApi({ '/login': () => reply(401, { status: 401, message: 'E-Mail oder Passwort ist falsch.' }) });
    renderLogin();
    fill('E-Mail', 'jana@example.de');
    fill('Passwort', 'falsch');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Ungültige Anmeldedaten.')).toBeTruthy();
    expect(useResumeStore.getState().values.loginToken).toBeNull();
  });

  it('keeps the login, saves the local resume and goes to /payment without a plan', async () => {
    const api = mockApi({
      '/export/capabilities': () => ({ pdf: true, requiresPlan: true, freeFormats: [4] }),
      '/login': () => loginAnswer(0),
      '/resume/save-local-resume': () => ({ data: {} }),
    });
    renderLogin();
    fill('E-Mail', 'jana@example.de');
    fill('Passwort', 'geheim123');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/payment');
    expect(api.callsTo('/login')[0]).toMatchObject({
      mode: 'web',
      email: 'jana@example.de',
      resume_token: RESUME,
      resume_name: 'Lebenslauf Jana Schröder',
    });
    expect(api.callsTo('/resume/save-local-resume')[0]).toMatchObject({
      resume_token: RESUME,
      login_token: 'login.token',
    });
    const values = useResumeStore.getState().values;
    expect(values.loginToken).toBe('login.token');
    expect(values.subscriptionStatus).toBe('0');
    expect(values.userInfo?.first_name).toBe('Jana');
  });

  it('goes to /customer with a plan (subscription_status 1)', async () => {
    mockApi({ '/login': () => loginAnswer(1), '/resume/save-local-resume': () => ({ data: {} }) });
    renderLogin();
    fill('E-Mail', 'jana@example.de');
    fill('Passwort', 'geheim123');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/customer');
  });
});

describe('login when downloads need no plan (EXPORT_REQUIRES_PLAN=false)', () => {
  const freeServer = () =>
    mockApi({
      '/export/capabilities': () => ({ pdf: true, requiresPlan: false, freeFormats: [4] }),
      '/login': () => loginAnswer(0),
      '/resume/save-local-resume': () => ({ data: {} }),
    });
  const logIn = async (url: string) => {
    renderPage(url, <LoginForm idPrefix="t" continueAfter onForgot={() => undefined} />);
    fill('E-Mail', 'jana@example.de');
    fill('Passwort', 'geheim123');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(useResumeStore.getState().values.loginToken).toBe('login.token'));
  };

  it('/signup-login leads back to the last page of the resume being built, not to /payment', async () => {
    freeServer();
    setItem('lastPath', '/Work-summary');
    useResumeStore.getState().reload();
    await logIn('/signup-login');
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/Work-summary');
  });

  it('/signup-login leads to the finished resume once there is one', async () => {
    freeServer();
    setItem('finalResume', true);
    setItem('lastPath', '/lngg');
    useResumeStore.getState().reload();
    await logIn('/signup-login');
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/final-resume');
  });

  it('the login modal leaves the visitor on the page it was opened on', async () => {
    const api = freeServer();
    await logIn('/final-resume');
    await waitFor(() => expect(api.callsTo('/export/capabilities')).toHaveLength(1));
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it.each([
    [1, true, null, '/customer'],
    [1, false, '/lngg', '/customer'],
    [0, true, '/lngg', '/payment'],
    [0, false, '/lngg', '/lngg'],
    [0, false, null, null],
  ] as const)('subscription %s, plan needed %s, came from %s → %s', (status, requiresPlan, from, to) => {
    expect(pathAfterLogin(status, requiresPlan, from)).toBe(to);
  });

  it.each([
    [0, true, '/payment?download=pdf'],
    [1, true, '/final-resume?download=pdf'],
    [0, false, '/final-resume?download=pdf'],
  ] as const)(
    'a PDF download asked for the login: subscription %s, plan needed %s → %s',
    (status, requiresPlan, to) => {
      expect(pathAfterLogin(status, requiresPlan, '/final-resume', 'pdf')).toBe(to);
    },
  );

  it.each([
    [{}, '/customer'],
    [{ lastPath: '/edu-summary' }, '/edu-summary'],
    [{ lastPath: '/edu-summary', finalResume: true }, '/final-resume'],
  ] as const)('from /signup-login with %j the way back is %s', (stored, to) => {
    useResumeStore.getState().clearAll();
    if ('lastPath' in stored) setItem('lastPath', stored.lastPath);
    if ('finalResume' in stored) setItem('finalResume', stored.finalResume);
    expect(returnAfterLogin('/signup-login')).toBe(to);
    expect(returnAfterLogin('/final-resume')).toBeNull();
  });
});

describe('registration (02 §2.3, §8)', () => {
  it('starts with the name and e-mail of the CV’s heading', async () => {
    setItem('heading', { fname: 'Jana', lname: 'Schröder', email: 'jana@example.de' } as never);
    useResumeStore.getState().reload();
    renderPage('/final-resume', <RegisterForm idPrefix="r" continueAfter forDownload />);
    expect(screen.getByLabelText('Vorname')).toHaveProperty('value', 'Jana');
    expect(screen.getByLabelText('Nachname')).toHaveProperty('value', 'Schröder');
    expect(screen.getByLabelText('E-Mail')).toHaveProperty('value', 'jana@example.de');
    expect(screen.getByLabelText('Passwort')).toHaveProperty('value', '');
    expect(screen.getByText(/Name und E-Mail haben wir aus Ihrem Lebenslauf übernommen/)).toBeTruthy();
  });

  it('opened without a download, starts empty', async () => {
    setItem('heading', { fname: 'Jana', lname: 'Schröder', email: 'jana@example.de' } as never);
    useResumeStore.getState().reload();
    renderPage('/final-resume', <RegisterForm idPrefix="r" continueAfter={false} />);
    expect(screen.getByLabelText('Vorname')).toHaveProperty('value', '');
    expect(screen.getByLabelText('E-Mail')).toHaveProperty('value', '');
  });

  it('after a download asked for it, leads to /payment remembering the download', async () => {
    mockApi({
      '/register': () => loginAnswer(0),
      '/resume/save-local-resume': () => ({ data: {} }),
      '/export/capabilities': () => ({ pdf: true, requiresPlan: true, freeFormats: [4] }),
    });
    useAccountModal.getState().open('register', { continueAfter: true, download: 'pdf' });
    renderPage('/final-resume', <RegisterForm idPrefix="r" continueAfter forDownload />);
    fill('E-Mail', 'jana@example.de');
    fill('Passwort', 'geheim123');
    fireEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/payment?download=pdf');
  });

  it('sends the resume along and, without the continue flag, stays on the page', async () => {
    const api = mockApi({
      '/register': () => loginAnswer(0),
      '/resume/save-local-resume': () => ({ data: {} }),
    });
    renderPage('/final-resume', <RegisterForm idPrefix="r" continueAfter={false} />);
    fill('Vorname', 'Jana');
    fill('Nachname', 'Schröder');
    fill('E-Mail', 'jana@example.de');
    fill('Passwort', 'geheim123');
    fireEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    await waitFor(() => expect(useResumeStore.getState().values.loginToken).toBe('login.token'));
    expect(api.callsTo('/register')[0]).toMatchObject({
      resume_token: RESUME,
      resume_name: 'Lebenslauf Jana Schröder',
    });
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('shows the server’s first e-mail error when the address is taken', async () => {
    const taken = 'Diese E-Mail-Adresse ist bereits registriert.';
    mockApi({ '/register': () => reply(409, { status: 409, message: taken, errors: { email: taken } }) });
    renderPage('/final-resume', <RegisterForm idPrefix="r" continueAfter />);
    fill('Vorname', 'Jana');
    fill('Nachname', 'Schröder');
    fill('E-Mail', 'jana@example.de');
    fill('Passwort', 'geheim123');
    fireEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByText(taken)).toBeTruthy();
  });
});

describe('forgot password (02 §2.4, §5, §8; deviation 4)', () => {
  it('says "email not exist" for an unknown address and stays on step one', async () => {
    mockApi({ '/forgot-password': () => reply(404, { status: 404, message: 'x' }) });
    renderPage('/', <ForgotPasswordForm idPrefix="f" onDone={() => undefined} />);
    fill('E-Mail', 'nobody@example.de');
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Zu dieser E-Mail-Adresse gibt es kein Konto.')).toBeTruthy();
  });

  it('sends nothing on a mismatch, then resets with the e-mail, code and passwords', async () => {
    const done = vi.fn();
    const api = mockApi({ '/forgot-password': () => ({}), '/reset-password': () => ({}) });
    renderPage('/', <ForgotPasswordForm idPrefix="f" onDone={done} />);
    fill('E-Mail', 'jana@example.de');
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    fill(await screen.findByText('Code aus der E-Mail').then(() => 'Code aus der E-Mail'), '123456');
    fill('Neues Passwort', 'neues123');
    fill('Passwort bestätigen', 'anders123');
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Die Passwortbestätigung stimmt nicht überein.')).toBeTruthy();
    expect(api.callsTo('/reset-password')).toEqual([]);
    fill('Passwort bestätigen', 'neues123');
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(api.callsTo('/reset-password')[0]).toEqual({
      email: 'jana@example.de',
      code: '123456',
      password: 'neues123',
      confirmPassword: 'neues123',
    });
  });
});
