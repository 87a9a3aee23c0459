import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { logIn, paidAnswer, planData } from './billing-test-utils';
import { PaymentPage } from './payment-page';

/** Stripe.js as Elements sees it: a card turns into pm_card_visa; 3-D Secure is answered at once. */
const stripe = vi.hoisted(() => ({
  createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_card_visa' } })),
  handleCardAction: vi.fn(async () => ({ paymentIntent: { status: 'requires_confirmation' } })),
  loadStripe: vi.fn(),
}));

vi.mock('@stripe/stripe-js', () => ({
  loadStripe: (key: string) => {
    stripe.loadStripe(key);
    return Promise.resolve(stripe);
  },
}));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => ({}) }),
}));

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  useResumeStore.getState().reload();
  vi.clearAllMocks();
});

describe('payment with Stripe configured', () => {
  it('uses Stripe Elements with the publishable key, pays with the payment method and runs 3-D Secure', async () => {
    logIn();
    const api = mockApi({
      '/stripe-keys': () => ({ secret_key: 'pk_test_vita', mode: 'stripe' }),
      '/subscription-plan': () => planData({ mode: 'stripe' }),
      '/stripe-payment': () =>
        reply(202, {
          status: 202,
          message: '3-D Secure',
          code: 'requires_action',
          client_secret: 'pi_1_secret_x',
          payment_intent_id: 'pi_1',
          gateway_payment_id: 'sub_1',
        }),
      '/stripe-payment/confirm': () => paidAnswer(null),
    });
    renderPage('/payment', <PaymentPage />);
    expect(
      screen.queryByText('Diese Installation verwendet den eingebauten Testanbieter', { exact: false }),
    ).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
    const panel = screen.getByRole('dialog', { name: 'Zahlungsdaten' });
    expect(await within(panel).findByTestId('stripe-card-element')).toBeTruthy();
    expect(within(panel).queryByText('Testmodus')).toBeNull();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_vita');
    fireEvent.click(within(panel).getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    expect((await screen.findByTestId('where')).textContent).toBe('/customer-account');
    expect(api.callsTo('/stripe-payment')).toEqual([{ stripeToken: 'pm_card_visa', subscription_id: 2 }]);
    expect(stripe.handleCardAction).toHaveBeenCalledWith('pi_1_secret_x');
    expect(api.callsTo('/stripe-payment/confirm')).toEqual([{ payment_intent_id: 'pi_1' }]);
  });
});
