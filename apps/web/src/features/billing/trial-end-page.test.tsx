import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { TrialEndPage } from './trial-end-page';

const TOKEN = `sub_${'a'.repeat(24)}.${'B'.repeat(43)}`;

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('the trial reminder’s page (/abo-beenden)', () => {
  it('ends the subscription only after the one press, and says until when it runs', async () => {
    const api = mockApi({
      '/trial-end': () => ({
        data: { plan_title: 'Vita Premium', access_until: '2026-03-09T09:00:00.000Z', newly_cancelled: true },
      }),
    });
    renderPage(`/abo-beenden?token=${TOKEN}`, <TrialEndPage />);
    expect(api.callsTo('/trial-end')).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abo zum Ende der Testphase beenden' }));
    });
    expect(api.callsTo('/trial-end')).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('heading', { name: 'Ihr Abonnement endet' })).toBeTruthy();
    expect(document.body.textContent).toContain('Vita Premium endet am 9. März 2026');
  });

  it('says a broken link is invalid without asking the server', () => {
    const api = mockApi({});
    renderPage('/abo-beenden?token=kaputt', <TrialEndPage />);
    expect(screen.getByRole('heading', { name: 'Link ungültig' })).toBeTruthy();
    expect(api.calls.filter(([path]) => path === '/trial-end')).toEqual([]);
  });

  it('reads a refused token as an invalid link', async () => {
    mockApi({ '/trial-end': () => reply(404, { status: 404, message: 'Dieser Link ist ungültig.' }) });
    renderPage(`/abo-beenden?token=${TOKEN}`, <TrialEndPage />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abo zum Ende der Testphase beenden' }));
    });
    expect(screen.getByRole('heading', { name: 'Link ungültig' })).toBeTruthy();
  });
});
