import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { renderPage } from '../test/render-page';
import { testI18n } from '../test/render-route';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const autocompleteOf = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');

/** A paste that the page does not cancel: `fireEvent` answers false when a handler prevented it. */
const pasteGoesThrough = (label: string) =>
  fireEvent.paste(screen.getByLabelText(label), { clipboardData: { getData: () => 'kopiert123' } });

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-in forms work with a password manager (WCAG 2.2 3.3.8)', () => {
  it('login: the e-mail is the user name, the password the current one, and both take a paste', () => {
    renderPage('/impressum', <LoginForm idPrefix="l" continueAfter={false} onForgot={() => undefined} />);
    expect(autocompleteOf('E-Mail')).toBe('username');
    expect(autocompleteOf('Passwort')).toBe('current-password');
    expect(pasteGoesThrough('E-Mail')).toBe(true);
    expect(pasteGoesThrough('Passwort')).toBe(true);
  });

  it('registration: a new password, so the manager offers to make and save one', () => {
    renderPage('/impressum', <RegisterForm idPrefix="r" continueAfter={false} />);
    expect(autocompleteOf('E-Mail')).toBe('username');
    expect(autocompleteOf('Passwort')).toBe('new-password');
    expect(pasteGoesThrough('Passwort')).toBe(true);
  });

  it('reset: the code is a one-time code, both new passwords new-password, the account named for the manager', async () => {
    mockApi({ '/forgot-password': () => ({}) });
    renderPage('/', <ForgotPasswordForm idPrefix="f" onDone={() => undefined} />);
    expect(autocompleteOf('E-Mail')).toBe('username');
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'jana@example.de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await screen.findByLabelText('Code aus der E-Mail');
    expect(autocompleteOf('Code aus der E-Mail')).toBe('one-time-code');
    expect(autocompleteOf('Neues Passwort')).toBe('new-password');
    expect(autocompleteOf('Passwort bestätigen')).toBe('new-password');
    const username = document.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(username?.value).toBe('jana@example.de');
    for (const label of ['Code aus der E-Mail', 'Neues Passwort', 'Passwort bestätigen']) {
      expect(pasteGoesThrough(label), label).toBe(true);
    }
  });
});
