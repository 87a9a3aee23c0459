import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { BillHistoryPage } from './bill-history-page';
import { logIn, order } from './billing-test-utils';
import { OrderHistoryPage } from './order-history-page';

const bill = (startDate: string) => ({
  id: 42,
  invoice_number: '2026-000042',
  start_date: startDate,
  end_date: startDate,
  description: 'Vita Premium – 7 Tage Testzugang',
  interval: '7 Tage',
  brand: 'visa',
  last4: '4242',
  amount_cents: 195,
  currency: 'eur',
  vat_rate_percent: 19,
});

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  useResumeStore.getState().reload(); // local storage was cleared: the mirror follows
});

describe('order history (/order-history)', () => {
  it('lists title, date and status: 2 is "Erfolgreich", a declined order "Fehlgeschlagen", else "Ausstehend"', async () => {
    logIn();
    mockApi({
      '/order-history': () => ({
        data: [order(), order({ id: 2, status: 3 }), order({ id: 3, status: 1 })],
      }),
    });
    renderPage('/order-history', <OrderHistoryPage />);
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.querySelectorAll('td')[3]?.textContent)).toEqual([
      'Erfolgreich',
      'Fehlgeschlagen',
      'Ausstehend',
    ]);
    expect(rows[1]?.textContent).toContain('Vita Premium');
    expect(rows[1]?.textContent).toContain('22.11.2026');
    expect(screen.getByRole('link', { name: 'Rechnungen ansehen' }).getAttribute('href')).toBe(
      '/bill-history?id=sub_abc',
    );
  });

  it('shows the order number and a withdrawal refund beside the status', async () => {
    logIn();
    mockApi({ '/order-history': () => ({ data: [order({ refunded_at: '2026-11-24T10:00:00.000Z' })] }) });
    renderPage('/order-history', <OrderHistoryPage />);
    const [, row] = await screen.findAllByRole('row');
    expect(row?.querySelectorAll('td')[0]?.textContent).toBe('Vita PremiumBestellnummer sub_abc');
    expect(row?.querySelectorAll('td')[3]?.textContent).toBe('ErfolgreichErstattet am 24.11.2026');
  });

  it('says so when there are no orders', async () => {
    logIn();
    mockApi({ '/order-history': () => ({ data: [] }) });
    renderPage('/order-history', <OrderHistoryPage />);
    expect(await screen.findByText('Keine Bestellungen vorhanden')).toBeTruthy();
  });

  it('says "No Orders Available" in English', async () => {
    await testI18n.changeLanguage('en');
    logIn();
    mockApi({ '/order-history': () => ({ data: [] }) });
    renderPage('/order-history', <OrderHistoryPage />);
    expect(await screen.findByText('No Orders Available')).toBeTruthy();
  });

  it('sends a visitor without a login token to /final-resume', async () => {
    renderPage('/order-history', <OrderHistoryPage />);
    expect((await screen.findByTestId('where')).textContent).toBe('/final-resume');
  });
});

describe('bill history (/bill-history?id=…)', () => {
  it('shows the bills of the last year with start, description, interval and card', async () => {
    logIn();
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    mockApi({
      '/bill-info/sub_abc': () => ({ data: { bill_history: [bill(recent), { ...bill(old), id: 1 }] } }),
    });
    renderPage('/bill-history?id=sub_abc', <BillHistoryPage />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('Vita Premium – 7 Tage Testzugang');
    expect(rows[1]?.textContent).toContain('Visa endet auf 4242');
    expect(rows[1]?.textContent).toContain('2026-000042');
  });

  it('says so when there are no bills', async () => {
    logIn();
    mockApi({ '/bill-info/sub_abc': () => ({ data: { bill_history: [] } }) });
    renderPage('/bill-history?id=sub_abc', <BillHistoryPage />);
    expect(await screen.findByText('Keine Rechnungen vorhanden')).toBeTruthy();
  });

  it('tells clearly that another account’s bills cannot be shown', async () => {
    logIn();
    mockApi({
      '/bill-info/sub_other': () =>
        reply(404, { status: 404, message: 'Dieses Abonnement wurde nicht gefunden.' }),
    });
    renderPage('/bill-history?id=sub_other', <BillHistoryPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Rechnungen anderer Konten können nicht angezeigt werden.',
    );
  });

  it('refuses a malformed id without asking the server', async () => {
    logIn();
    const api = mockApi({});
    renderPage('/bill-history?id=..%2Fx', <BillHistoryPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('nicht gefunden');
    expect(api.calls).toEqual([]);
  });
});
