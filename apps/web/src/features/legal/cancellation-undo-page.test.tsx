import { act, fireEvent, screen } from '@testing-library/react';
import { CANCELLATION_UNDO_PAGE } from '@vita/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../flow/paths';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { CancellationUndoPage } from './cancellation-undo-page';

const TOKEN = 'Q'.repeat(43);
const open = (token = TOKEN) => renderPage(`/abo-fortsetzen?token=${token}`, <CancellationUndoPage />);
const press = () =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Abo fortsetzen' }));
  });
const title = async () => (await screen.findByRole('heading', { level: 1 })).textContent;

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('Abo fortsetzen (/abo-fortsetzen, undo of a public cancellation)', () => {
  it('lives where the server’s mail links to', () => {
    expect(paths.cancellationUndo).toBe(CANCELLATION_UNDO_PAGE);
  });

  it('asks for one press before it calls the server (mail scanners open links too)', () => {
    const api = mockApi({});
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Abo fortsetzen');
    expect(screen.getByText(/Wenn Sie selbst gekündigt haben, müssen Sie nichts tun/)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('continues the subscription and names the unchanged next charge', async () => {
    const api = mockApi({
      '/cancel-contract/undo': () => ({
        data: { restored: [{ plan_title: 'Vita Premium', next_charge_at: '2026-03-09T09:00:00.000Z' }] },
      }),
    });
    open();
    await press();
    expect(await title()).toBe('Ihr Abonnement läuft weiter');
    expect(screen.getByText('Vita Premium: nächste Abbuchung wie zuvor am 9. März 2026.')).toBeTruthy();
    expect(api.callsTo('/cancel-contract/undo')).toEqual([{ token: TOKEN }]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it.each([
    [409, 'Bereits fortgesetzt'],
    [410, 'Link abgelaufen'],
    [404, 'Link ungültig'],
  ])('answers %i with “%s”', async (status, heading) => {
    mockApi({ '/cancel-contract/undo': () => reply(status, { status, message: 'x' }) });
    open();
    await press();
    expect(await title()).toBe(heading);
  });

  it('calls a link without a proper token invalid without asking the server', async () => {
    const api = mockApi({});
    open('abgeschnitten');
    expect(await title()).toBe('Link ungültig');
    expect(screen.queryByRole('button', { name: 'Abo fortsetzen' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('keeps the button when the server is unreachable, and says so', async () => {
    mockApi({ '/cancel-contract/undo': () => reply(503, { status: 503, message: 'x' }) });
    open();
    await press();
    expect((await screen.findByRole('alert')).textContent).toContain('Das hat gerade nicht geklappt');
    expect(screen.getByRole('button', { name: 'Abo fortsetzen' })).toBeTruthy();
  });

  it('speaks English too', async () => {
    await testI18n.changeLanguage('en');
    mockApi({});
    open();
    expect(screen.getByRole('button', { name: 'Continue subscription' })).toBeTruthy();
  });
});
