import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { premium } from '../billing/billing-test-utils';
import { CustomerAccountPage } from './customer-account-page';

const profile = { firstname: 'Tom', lastname: 'Müller', email: 't@example.de' };

const planData = (cancelled: boolean) => ({
  data: {
    // Vita Premium as /subscription-plan lists it (29,95 € every 28 days after a 7-day trial), no description.
    subscription_plan: [{ ...premium, description: '' }],
    plan_details: {
      billing: '29,95 € alle 4 Wochen',
      start_date: '2026-03-02T09:00:00.000Z',
      end_date: '2026-03-09T09:00:00.000Z',
      status: 1,
      state: cancelled ? 'cancelled' : 'trial',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2034,
      trial_ends_at: '2026-03-09T09:00:00.000Z',
      cancelled_at: cancelled ? '2026-03-02T09:05:00.000Z' : null,
      next_charge: cancelled
        ? null
        : { date: '2026-03-09T09:00:00.000Z', amount_cents: 2995, currency: 'eur' },
    },
    current_plan: {
      id: 2,
      gateway_payment_id: 'sub_0123',
      subscription_billing: { status: 1 },
      subscriptions: { title: 'Vita Premium' },
    },
    trial_eligible: false,
    mode: 'test',
  },
});

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  setItem('loginToken', 'tok');
  useResumeStore.getState().reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('My Account in the trial', () => {
  it('ends the subscription at the end of the trial with one click, without a confirmation', async () => {
    let cancelled = false;
    const api = mockApi({
      '/profile-info': () => ({ data: profile }),
      '/subscription-plan': () => planData(cancelled),
      '/cancel-subscription': () => {
        cancelled = true;
        return {
          data: {
            gateway_payment_id: 'sub_0123',
            cancelled_at: '2026-03-02T09:05:00.000Z',
            access_until: '2026-03-09T09:00:00.000Z',
            newly_cancelled: true,
          },
        };
      },
    });
    renderPage('/customer-account', <CustomerAccountPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Abonnement' }));
    expect(await screen.findByText(/Ihre Testphase endet am 09\.03\.2026/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abo zum Ende der Testphase beenden' }));
    });
    expect(api.callsTo('/cancel-subscription')).toEqual([{ subscription_id: 'sub_0123' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText('Gekündigt, läuft bis zum Ende des Zeitraums');
    expect(screen.queryByRole('button', { name: 'Abo zum Ende der Testphase beenden' })).toBeNull();
  });
});

describe('the plan’s billing line', () => {
  it.each([
    ['de', 'Abonnement', 'Abrechnung', '29,95 € alle 4 Wochen'],
    ['en', 'Subscription', 'Billing', '€29.95 every 4 weeks'],
  ])('reads in the interface language (%s)', async (language, tab, label, line) => {
    await testI18n.changeLanguage(language);
    mockApi({ '/profile-info': () => ({ data: profile }), '/subscription-plan': () => planData(false) });
    renderPage('/customer-account', <CustomerAccountPage />);
    fireEvent.click(await screen.findByRole('tab', { name: tab }));
    const term = await screen.findByText(label);
    expect(term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')).toBe(line);
  });
});
