import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { mockApi } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

// The Impressum's page throws while it renders, as a page with a bug would.
vi.mock('../features/legal/legal-pages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/legal/legal-pages')>()),
  ImprintPage: () => {
    throw new Error('broken page');
  },
}));

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  mockApi({});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a page that fails to render', () => {
  it('shows a German message with "Neu laden" inside the frame, not a blank app', async () => {
    renderApp('/impressum');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Diese Seite konnte nicht angezeigt werden',
    });
    const alert = heading.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the message is not announced (role="alert")');
    expect(alert.textContent).toContain('gehen nicht verloren');
    // Header and footer stay: the visitor can go on from here.
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fireEvent.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves the other pages working: another path renders its own page', async () => {
    const router = renderApp('/impressum');
    const failed = 'Diese Seite konnte nicht angezeigt werden';
    await screen.findByRole('heading', { level: 1, name: failed });
    await router.navigate('/datenschutz');
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('pages.privacy') })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: failed })).toBeNull();
  });
});
