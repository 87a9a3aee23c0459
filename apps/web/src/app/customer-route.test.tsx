import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShareLink } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { RESUME_TOKEN, resumeItem, setUpLoggedInGermanTests } from '../test/customer-test-utils';
import { mockApi } from '../test/fetch-mock';
import { renderPage } from '../test/render-page';
import { testI18n } from '../test/render-route';
import { CustomerRoute } from './customer-route';

setUpLoggedInGermanTests();

const OTHER_TOKEN = 'd'.repeat(32);
const nordwind: ShareLink = {
  id: 7,
  url: '/s/q7Zr0cVv3xYl1bPz8m2kWw',
  label: 'Nordwind Logistik',
  expires_at: null,
  allow_download: false,
  has_password: false,
  views: 3,
  downloads: 0,
  last_viewed_at: '2026-03-04T08:30:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  revoked_at: null,
};

describe('My Resume › Link teilen', () => {
  it('opens the share links of the chosen resume under the list, with their views, and closes them again', async () => {
    const api = mockApi({
      '/resume-listing': () => ({
        data: [resumeItem, { ...resumeItem, resume_name: 'CV englisch', resume_token: OTHER_TOKEN }],
      }),
      '/share-links': () => ({ data: [nordwind] }),
    });
    renderPage('/customer', <CustomerRoute />);
    const share = await screen.findByRole('button', { name: 'Link zu „Lebenslauf Jana Schröder“ teilen' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: /Link teilen:/ })).toBeNull();

    fireEvent.click(share);
    const panel = await screen.findByRole('region', { name: 'Link teilen: Lebenslauf Jana Schröder' });
    expect(share.getAttribute('aria-expanded')).toBe('true');
    expect(share.getAttribute('aria-controls')).toBe(panel.id);
    const item = (await within(panel).findByText('Nordwind Logistik')).closest('li');
    expect(item?.textContent).toContain('Aufrufe3');
    expect(item?.textContent).toContain(`${window.location.origin}/s/q7Zr0cVv3xYl1bPz8m2kWw`);
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining(`/share-links?resume_token=${RESUME_TOKEN}`),
      ),
    );
    expect(
      api.fetchMock.mock.calls.some(([url]) =>
        String(url).includes(`/share-links?resume_token=${OTHER_TOKEN}`),
      ),
    ).toBe(false);

    fireEvent.click(share);
    expect(screen.queryByRole('region', { name: /Link teilen:/ })).toBeNull();
    expect(share.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the action in English too', async () => {
    await testI18n.changeLanguage('en');
    mockApi({ '/resume-listing': () => ({ data: [resumeItem] }), '/share-links': () => ({ data: [] }) });
    renderPage('/customer', <CustomerRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share “Lebenslauf Jana Schröder” by link' }));
    expect(await screen.findByRole('region', { name: 'Share link: Lebenslauf Jana Schröder' })).toBeTruthy();
  });
});
