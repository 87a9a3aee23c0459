import { fireEvent, screen } from '@testing-library/react';
import type { Passkey } from '@vita/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { PasskeysSection } from './passkeys-section';

const laptop: Passkey = {
  id: 7,
  name: 'Laptop',
  created_at: '2026-03-02T10:00:00.000Z',
  last_used_at: null,
  backed_up: true,
};

const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Vita', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'erika@example.de', displayName: 'Erika' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
};

/** Stands in for the browser's WebAuthn interface (its presence is what is checked). */
class FakePublicKeyCredential {}

/** A browser with WebAuthn whose dialog the user closes (NotAllowedError, as Chromium answers). */
function browserWhereTheUserCancels() {
  const create = vi.fn(async () => {
    throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
  });
  vi.stubGlobal('PublicKeyCredential', FakePublicKeyCredential);
  Object.defineProperty(navigator, 'credentials', { value: { create, get: vi.fn() }, configurable: true });
  return create;
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'credentials', { value: undefined, configurable: true });
});

describe('My Account › Anmeldung mit Passkey', () => {
  it('lists the passkeys with their dates', async () => {
    mockApi({ '/passkeys': () => ({ data: [laptop] }) });
    renderPage('/customer-account', <PasskeysSection loginToken="tok" />);
    const item = await screen.findByText('Laptop');
    const text = item.closest('li')?.textContent ?? '';
    expect(text).toContain('Hinzugefügt am 02.03.2026');
    expect(text).toContain('Noch nicht verwendet');
    expect(text).toContain('Auf Ihren Geräten synchronisiert');
  });

  it('says so in a browser without passkeys, and offers no button that cannot work', async () => {
    mockApi({ '/passkeys': () => ({ data: [] }) });
    renderPage('/customer-account', <PasskeysSection loginToken="tok" />);
    expect(await screen.findByText('Sie haben noch keinen Passkey gespeichert.')).toBeTruthy();
    expect(screen.getByText(/Dieser Browser unterstützt keine Passkeys/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Passkey hinzufügen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a cancelled dialog saves nothing, says so in German and keeps the typed name', async () => {
    const create = browserWhereTheUserCancels();
    const api = mockApi({
      '/passkeys': () => ({ data: [] }),
      '/passkeys/register/options': () => ({ data: OPTIONS }),
    });
    renderPage('/customer-account', <PasskeysSection loginToken="tok" />);
    const name = await screen.findByLabelText('Name des Passkeys (freiwillig)');
    fireEvent.change(name, { target: { value: 'Telefon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passkey hinzufügen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Es wurde kein Passkey erstellt: Der Vorgang wurde abgebrochen. Sie können es jederzeit erneut versuchen.',
    );
    expect(create).toHaveBeenCalledTimes(1);
    expect(api.callsTo('/passkeys/register/verify')).toEqual([]);
    expect((name as HTMLInputElement).value).toBe('Telefon');
  });

  it('removes a passkey after asking', async () => {
    let saved = [laptop];
    const api = mockApi({
      '/passkeys': () => ({ data: saved }),
      '/passkeys/7': () => {
        saved = [];
        return { message: 'Der Passkey wurde entfernt.' };
      },
    });
    renderPage('/customer-account', <PasskeysSection loginToken="tok" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Passkey „Laptop“ entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey entfernen?' });
    expect(dialog.textContent).toContain('Mit „Laptop“ können Sie sich danach nicht mehr bei Vita anmelden.');
    fireEvent.click(screen.getByRole('button', { name: 'Passkey entfernen' }));
    expect(await screen.findByText('Sie haben noch keinen Passkey gespeichert.')).toBeTruthy();
    const removal = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/passkeys/7'));
    expect(removal?.[1]).toMatchObject({ method: 'DELETE', headers: { Authorization: 'Bearer tok' } });
  });
});
