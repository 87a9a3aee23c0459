import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountModal } from '../session/account-modal-store';
import { setItem } from '../store/local-store';
import { useResumeStore } from '../store/resume-store';
import { renderPage } from '../test/render-page';
import { testI18n } from '../test/render-route';
import { SiteHeader } from './site-header';

const login = () => {
  setItem('loginToken', 'tok');
  setItem('userInfo', { first_name: 'Jana' });
  useResumeStore.getState().reload();
};

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  useResumeStore.getState().reload();
  useAccountModal.getState().close();
});

describe('site header (02 §2.1)', () => {
  it('the standard header’s Anmelden opens the login modal', () => {
    renderPage('/impressum', <SiteHeader kind="standard" />);
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(useAccountModal.getState().view).toBe('login');
  });

  it('hides Anmelden on the paths of the login component’s rule', () => {
    renderPage('/choose-template', <SiteHeader kind="standard" />);
    expect(screen.queryByRole('button', { name: 'Anmelden' })).toBeNull();
  });

  it('the customer header has the logo, Lebensläufe and the user menu with the first name', () => {
    login();
    renderPage('/customer', <SiteHeader kind="customer" />);
    expect(screen.getByRole('link', { name: 'Lebensläufe' }).getAttribute('href')).toBe('/customer');
    const menu = screen.getByRole('button', { name: 'Benutzermenü von Jana' });
    expect(menu.textContent).toContain('Jana');
    fireEvent.click(menu);
    expect(screen.getByRole('link', { name: 'Einstellungen' }).getAttribute('href')).toBe(
      '/customer-account',
    );
    expect(screen.getByRole('link', { name: 'Bestellübersicht' }).getAttribute('href')).toBe(
      '/order-history',
    );
  });

  it('Abmelden clears everything and loads / afresh', () => {
    login();
    setItem('resumeToken', 'a'.repeat(32));
    useResumeStore.getState().reload();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPage('/customer', <SiteHeader kind="customer" />);
    fireEvent.click(screen.getByRole('button', { name: 'Benutzermenü von Jana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('resume_token')).toBeNull();
    vi.unstubAllGlobals();
  });
});
