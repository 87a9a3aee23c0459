import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAccountModal } from '../../session/account-modal-store';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { logIn, paidAnswer, planData } from './billing-test-utils';
import { PaymentPage } from './payment-page';
import { formatDate } from './payment-terms';

const keys = () => ({ secret_key: null, mode: 'test' });
const paid = () => paidAnswer();
const token = () => ({
  data: { id: 'tok_test_4242', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
});

/** The calls of a checkout with the test card; `stripePayment` is how the payment answers. */
const checkout = (stripePayment: () => unknown, more: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    '/stripe-keys': keys,
    '/subscription-plan': () => planData(),
    '/test-payments/tokens': token,
    '/stripe-payment': stripePayment,
    ...more,
  });
const declined = () => reply(402, { status: 402, message: 'Ihre Karte wurde abgelehnt.' });

/** Intl writes a no-break space before €; the tests read it as a space, as a reader does. */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

const open = () => renderPage('/payment', <PaymentPage />);

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
  return screen.getByRole('dialog', { name: 'Zahlungsdaten' });
}

const CARD_LABELS = {
  de: { number: 'Kartennummer', expiry: 'Gültig bis (MM/JJ)', cvc: 'Prüfnummer (CVC)' },
  en: { number: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (CVC)' },
};

function fillCard(panel: HTMLElement, number = '4242 4242 4242 4242', labels = CARD_LABELS.de) {
  fireEvent.change(within(panel).getByLabelText(labels.number), { target: { value: number } });
  fireEvent.change(within(panel).getByLabelText(labels.expiry), { target: { value: '12/34' } });
  fireEvent.change(within(panel).getByLabelText(labels.cvc), { target: { value: '123' } });
  fireEvent.click(within(panel).getByRole('checkbox'));
}

const order = (panel: HTMLElement) =>
  act(() => {
    fireEvent.click(within(panel).getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  });

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  useResumeStore.getState().reload(); // local storage was cleared: the mirror follows
});

describe('payment page (/payment)', () => {
  it('opens the login for a visitor without a login token', async () => {
    useAccountModal.getState().close();
    const api = mockApi({ '/stripe-keys': keys });
    open();
    await waitFor(() => expect(useAccountModal.getState().view).toBe('login'));
    expect(screen.getByText('Bitte melden Sie sich an, um Ihren Zugang freizuschalten.')).toBeTruthy();
    expect(api.callsTo('/subscription-plan')).toEqual([]);
  });

  it('shows the second plan’s trial price, the 4-weekly price and the support hours', async () => {
    logIn();
    mockApi({ '/stripe-keys': keys, '/subscription-plan': () => planData() });
    open();
    expect(await screen.findByText('7 Tage vollen Zugang für 1,95 €')).toBeTruthy();
    expect(screen.getByText('Danach 29,95 € alle 4 Wochen, inkl. MwSt. Jederzeit kündbar.')).toBeTruthy();
    expect(screen.getByText('Montag bis Freitag').nextSibling?.textContent).toBe('8–20 Uhr');
    expect(screen.getByText('Samstag').nextSibling?.textContent).toBe('8–17 Uhr');
    expect(screen.getByText('Sonntag').nextSibling?.textContent).toBe('10–18 Uhr');
    expect(screen.getByText('[Telefonnummer des Betreibers]')).toBeTruthy();
  });

  it('names the configured operator’s phone and address in the support box, no placeholder', async () => {
    logIn();
    mockApi({
      '/stripe-keys': keys,
      '/subscription-plan': () => planData(),
      '/operator': () => ({
        data: {
          name: 'Vita Beispiel GmbH',
          address_lines: ['Lindenstraße 5', '50674 Köln'],
          email: 'kontakt@vita-beispiel.de',
          phone: '+49 221 987654',
          vat_id: 'DE987654321',
          representative: null,
          register: null,
          supervisory_authority: null,
          data_protection_officer: null,
        },
      }),
    });
    open();
    const phone = await screen.findByRole('link', { name: '+49 221 987654' });
    expect(phone.getAttribute('href')).toBe('tel:+49221987654');
    expect(document.body.textContent).toContain('Vita Beispiel GmbH, Lindenstraße 5, 50674 Köln');
    expect(document.body.textContent).not.toMatch(/\[[^\]]*des Betreibers\]/);
  });

  it('opens the card panel with the terms and the conversion date right above the order button', async () => {
    logIn();
    mockApi({ '/stripe-keys': keys, '/subscription-plan': () => planData() });
    open();
    const panel = await openPanel();
    const conversion = formatDate(new Date(Date.now() + 7 * 86_400_000), 'de');
    expect(textOf(within(panel).getByTestId('payment-today'))).toBe('1,95 €');
    expect(textOf(within(panel).getByTestId('payment-terms'))).toContain(
      `am ${conversion} in das Abonnement „Vita Premium“ über: 29,95 € alle 4 Wochen`,
    );
    expect(textOf(within(panel).getByTestId('payment-terms'))).toContain('inkl. 19 % MwSt.');
    expect(textOf(within(panel).getByTestId('payment-twelve-weeks'))).toBe('91,80 €');
    expect(textOf(within(panel).getByTestId('payment-terms'))).toContain(
      'Ohne Kündigung kosten die ersten 12 Wochen insgesamt 91,80 € (inkl. MwSt.).',
    );
    expect(within(panel).getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Kreditkarte Testmodus' })).toBeTruthy();
  });

  it('buys plan 2 with the test card: toast, subscription status 1, then /customer-account', async () => {
    logIn();
    const api = checkout(paid);
    open();
    const panel = await openPanel();
    fillCard(panel);
    await order(panel);
    expect((await screen.findByTestId('where')).textContent).toBe('/customer-account');
    expect(api.callsTo('/test-payments/tokens')).toEqual([
      { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' },
    ]);
    expect(api.callsTo('/stripe-payment')).toEqual([{ stripeToken: 'tok_test_4242', subscription_id: 2 }]);
    expect(getItem('subscriptionStatus')).toBe('1');
  });

  it('returns to the final page, which confirms the purchase and starts the download that led to it', async () => {
    logIn();
    checkout(paid);
    renderPage('/payment?download=txt', <PaymentPage />);
    const panel = await openPanel();
    fillCard(panel);
    await order(panel);
    expect((await screen.findByTestId('where')).textContent).toBe('/final-resume?download=txt&paid=1');
  });

  it('says "Zahlung fehlgeschlagen" on a declined card and keeps what was typed', async () => {
    logIn();
    checkout(declined);
    open();
    const panel = await openPanel();
    fillCard(panel, '4000 0000 0000 0002');
    await order(panel);
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Zahlung fehlgeschlagen');
    expect(alert.textContent).toContain('Es wurde nichts abgebucht.');
    expect((within(panel).getByLabelText('Kartennummer') as HTMLInputElement).value).toBe(
      '4000 0000 0000 0002',
    );
    expect(getItem('subscriptionStatus')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('sends nothing while the card is invalid or the consent is missing', async () => {
    logIn();
    const api = mockApi({ '/stripe-keys': keys, '/subscription-plan': () => planData() });
    open();
    const panel = await openPanel();
    await order(panel);
    expect(within(panel).getByText('Bitte geben Sie die Kartennummer ein.')).toBeTruthy();
    expect(
      within(panel).getByText(
        'Bitte stimmen Sie dem sofortigen Beginn der Leistung zu, damit Sie Vita gleich nutzen können.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(panel).getByRole('checkbox'));
    fireEvent.change(within(panel).getByLabelText('Kartennummer'), {
      target: { value: '4242 4242 4242 4241' },
    });
    await order(panel);
    expect(
      within(panel).getByText('Die Kartennummer ist ungültig. Bitte prüfen Sie die Eingabe.'),
    ).toBeTruthy();
    expect(
      within(panel).getByText('Bitte geben Sie an, bis wann die Karte gültig ist (MM/JJ).'),
    ).toBeTruthy();
    expect(within(panel).getByText('Bitte geben Sie die Prüfnummer (CVC) ein.')).toBeTruthy();
    expect(api.callsTo('/test-payments/tokens')).toEqual([]);
    expect(api.callsTo('/stripe-payment')).toEqual([]);
  });

  it('asks for 3-D Secure when the bank wants it, then confirms the payment', async () => {
    logIn();
    const api = checkout(
      () =>
        reply(202, {
          status: 202,
          message: 'Bitte bestätigen Sie die Zahlung bei Ihrer Bank (3-D Secure).',
          code: 'requires_action',
          client_secret: null,
          payment_intent_id: 'pi_test_1',
          gateway_payment_id: 'sub_1',
        }),
      { '/test-payments/authenticate': () => ({}), '/stripe-payment/confirm': paid },
    );
    open();
    const panel = await openPanel();
    fillCard(panel, '4000 0025 0000 3155');
    await order(panel);
    const bank = await screen.findByRole('dialog', { name: 'Bestätigung bei Ihrer Bank (3-D Secure)' });
    fireEvent.click(within(bank).getByRole('button', { name: 'Zahlung bestätigen' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/customer-account');
    expect(api.callsTo('/test-payments/authenticate')).toEqual([
      { payment_intent_id: 'pi_test_1', result: 'complete' },
    ]);
    expect(api.callsTo('/stripe-payment/confirm')).toEqual([{ payment_intent_id: 'pi_test_1' }]);
  });

  it('offers no second subscription to a subscriber', async () => {
    logIn();
    mockApi({
      '/stripe-keys': keys,
      '/subscription-plan': () =>
        planData({
          current_plan: {
            id: 2,
            gateway_payment_id: 'sub_1',
            subscription_billing: { status: 1 },
            subscriptions: { title: 'Vita Premium' },
          },
        }),
    });
    open();
    expect(await screen.findByText('Sie haben bereits ein laufendes Abonnement.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
  });

  it('speaks English: "Payment Failed" on a decline', async () => {
    await testI18n.changeLanguage('en');
    logIn();
    checkout(declined);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const panel = screen.getByRole('dialog', { name: 'Payment details' });
    fillCard(panel, '4000 0000 0000 0002', CARD_LABELS.en);
    act(() => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Order with obligation to pay' }));
    });
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toContain('Payment Failed'));
  });
});
