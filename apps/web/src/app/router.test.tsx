import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PathName, paths } from '../flow/paths';
import { i18n } from '../i18n';
import { mockApi } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { ROUTES } from './route-table';
import { appRoutes } from './router';

// Pages still without a screen (none left: every path renders its page).
const unbuilt = (Object.keys(ROUTES) as PathName[]).filter((name) => 'placeholder' in ROUTES[name]);

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
// No server here: every call the pages make (e.g. the payment mode of the layout) answers 404.
beforeEach(() => mockApi({}));
afterEach(() => vi.unstubAllGlobals());

describe('app shell', () => {
  it('has a route for every path of the table', () => {
    const routed = (appRoutes[0]?.children ?? []).map((r) => r.path);
    for (const path of Object.values(paths)) expect(routed).toContain(path);
  });

  it('has a screen for every path: no placeholder is left', () => {
    expect(unbuilt).toEqual([]);
  });

  it('renders a page with the header and the footer of §2.1', async () => {
    const name: PathName = 'imprint';
    renderApp(paths[name]);
    const title = i18n.t(`pages.${name}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Barrierefreiheit' }).getAttribute('href')).toBe(
      '/accessibility',
    );
    expect(within(footer).getByRole('link', { name: 'Verträge hier kündigen' })).toBeTruthy();
    expect(footer.textContent).toContain('ESCO');
    expect(document.title).toBe(`${title} – Vita`);
  });

  it('shows the six-step progress bar on a wizard step', async () => {
    renderApp('/signature');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const progress = screen.getByRole('navigation', { name: 'Fortschritt' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(6);
  });

  it.each([
    ['/Work-summary', 'work'],
    ['/edu-summary', 'education'],
  ] as const)(
    'shows the progress bar and Anmelden on %s, as on the forms of its step',
    async (path, step) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: i18n.t(`${step}.summary.title`) }),
      ).toBeTruthy();
      const progress = screen.getByRole('navigation', { name: 'Fortschritt' });
      expect(within(progress).getAllByRole('listitem')).toHaveLength(6);
      expect(progress.querySelector('[aria-current="step"]')?.textContent).toContain(
        i18n.t(`progress.${step}`),
      );
      expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    },
  );

  it('stores the last path on navigation', async () => {
    renderApp('/edu-summary');
    await waitFor(() => expect(localStorage.getItem('en_pth')).toBe('/edu-summary'));
  });

  it('answers unknown paths with a German not-found page', async () => {
    renderApp('/gibt-es-nicht');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Seite nicht gefunden');
  });
});
