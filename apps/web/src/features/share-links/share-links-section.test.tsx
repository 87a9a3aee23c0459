import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ShareLink } from '@vita/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { ShareLinksSection } from './share-links-section';

const RESUME = 'a'.repeat(32);
const nordwind: ShareLink = {
  id: 3,
  url: '/s/q7Zr0cVv3xYl1bPz8m2kWw',
  label: 'Nordwind Logistik',
  expires_at: null,
  allow_download: true,
  has_password: false,
  views: 4,
  downloads: 1,
  last_viewed_at: '2026-03-02T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  revoked_at: null,
};

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => vi.unstubAllGlobals());

describe('My Resume › Link teilen', () => {
  it('lists a link with its address, views, downloads and last opening', async () => {
    mockApi({ '/share-links': () => ({ data: [nordwind] }) });
    renderPage('/customer', <ShareLinksSection loginToken="tok" resumeToken={RESUME} />);
    const item = (await screen.findByText('Nordwind Logistik')).closest('li');
    const text = item?.textContent ?? '';
    expect(text).toContain(`${window.location.origin}/s/q7Zr0cVv3xYl1bPz8m2kWw`);
    expect(text).toContain('Aufrufe4');
    expect(text).toContain('Downloads1');
    expect(text).toContain('02.03.2026');
  });

  it('creates a link with label, expiry, password and download and sends them', async () => {
    let links: ShareLink[] = [];
    const api = mockApi({
      '/share-links': (body) => {
        if (body) links = [{ ...nordwind, has_password: true, views: 0 }];
        return { data: body ? links[0] : links };
      },
    });
    renderPage('/customer', <ShareLinksSection loginToken="tok" resumeToken={RESUME} />);
    expect(await screen.findByText('Noch keine Links für diesen Lebenslauf.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bezeichnung (z. B. die Firma)'), {
      target: { value: 'Nordwind Logistik' },
    });
    fireEvent.change(screen.getByLabelText('Gültig bis (optional)'), { target: { value: '2026-04-30' } });
    fireEvent.change(screen.getByLabelText('Passwort (optional)'), { target: { value: 'Nordwind-2026' } });
    fireEvent.click(screen.getByLabelText('Download als PDF erlauben'));
    fireEvent.click(screen.getByRole('button', { name: 'Link erstellen' }));
    await waitFor(() =>
      expect(api.callsTo('/share-links').filter(Boolean)).toEqual([
        {
          resume_token: RESUME,
          label: 'Nordwind Logistik',
          expires_at: '2026-04-30',
          password: 'Nordwind-2026',
          allow_download: true,
        },
      ]),
    );
    expect(await screen.findByText(/mit Passwort/)).toBeTruthy();
  });

  it('revokes a link', async () => {
    let revoked = false;
    mockApi({
      '/share-links': () => ({
        data: [{ ...nordwind, revoked_at: revoked ? '2026-03-02T11:00:00.000Z' : null }],
      }),
      '/share-links/3': () => {
        revoked = true;
        return { data: { ...nordwind, revoked_at: '2026-03-02T11:00:00.000Z' } };
      },
    });
    renderPage('/customer', <ShareLinksSection loginToken="tok" resumeToken={RESUME} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Widerrufen – Nordwind Logistik' }));
    expect(await screen.findByText(/widerrufen$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Widerrufen/ })).toBeNull();
  });
});
