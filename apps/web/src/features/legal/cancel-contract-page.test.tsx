import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { CancelContractPage, cancellationReason } from './cancel-contract-page';

const open = () => renderPage('/vertraege-kuendigen', <CancelContractPage />);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
  });

/** What GET /contract-titles answers. */
const titles =
  (...contracts: string[]) =>
  () => ({ data: { contracts } });
/** The options of "Vertrag" once they have loaded. */
async function offered(label = 'Vertrag') {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  return [...select.options].map((option) => option.text);
}

/** A trial customer of Vita Premium who never had the yearly plan. */
function logInTrialCustomer() {
  setItem('loginToken', 'tok');
  setItem('userInfo', { first_name: 'Erika', last_name: 'Mustermann', email: 'erika@example.de' });
  useResumeStore.getState().reload();
  return () => ({
    data: {
      subscription_plan: [],
      plan_details: { status: 1, state: 'trial' },
      current_plan: {
        id: 2,
        gateway_payment_id: 'sub_abc123',
        subscription_billing: { status: 1 },
        subscriptions: { title: 'Vita Premium' },
      },
      trial_eligible: false,
      mode: 'test',
    },
  });
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  localStorage.clear();
  useResumeStore.getState().reload();
});

describe('public cancellation page (/vertraege-kuendigen, § 312k BGB)', () => {
  it('cancels without a login and confirms at once on screen with the time of receipt', async () => {
    const api = mockApi({
      '/contract-titles': titles('Vita Premium'),
      '/cancel-contract': () => ({ data: { received_at: '2026-11-22T10:00:00.000Z' } }),
    });
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Verträge hier kündigen');
    expect(await offered()).toEqual(['Vita Premium']);
    type('Vor- und Nachname', 'Erika Mustermann');
    type('E-Mail-Adresse', 'erika@example.de');
    await submit();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Ihre Kündigung ist eingegangen',
    );
    expect(
      screen.getByText('Wir haben Ihre Kündigung am 22. November 2026 um 11:00 Uhr erhalten.'),
    ).toBeTruthy();
    expect(api.callsTo('/cancel-contract')).toEqual([
      { name: 'Erika Mustermann', email: 'erika@example.de', contract: 'Vita Premium' },
    ]);
  });

  it('offers anonymously only the contracts the server lists, and sends the one chosen', async () => {
    const api = mockApi({
      '/contract-titles': titles('Jahresabonnement', 'Vita Premium'),
      '/cancel-contract': () => ({ data: { received_at: '2026-11-22T10:00:00.000Z' } }),
    });
    open();
    expect(await offered()).toEqual(['Jahresabonnement', 'Vita Premium']);
    fireEvent.change(screen.getByLabelText('Vertrag'), { target: { value: 'Vita Premium' } });
    type('Vor- und Nachname', 'Erika Mustermann');
    type('E-Mail-Adresse', 'erika@example.de');
    await submit();
    await screen.findByText('Ihre Kündigung ist eingegangen');
    expect(api.callsTo('/cancel-contract')).toEqual([
      { name: 'Erika Mustermann', email: 'erika@example.de', contract: 'Vita Premium' },
    ]);
  });

  it('offers a logged-in trial customer only their own contract, never the yearly plan', async () => {
    const api = mockApi({
      '/subscription-plan': logInTrialCustomer(),
      '/contract-titles': titles('Jahresabonnement', 'Vita Premium'),
    });
    open();
    expect(await offered()).toEqual(['Vita Premium']);
    expect(screen.queryByRole('option', { name: 'Jahresabonnement' })).toBeNull();
    expect(api.callsTo('/contract-titles')).toEqual([]);
  });

  it('names all contracts of the address when the list cannot be loaded, and still cancels', async () => {
    const api = mockApi({
      '/contract-titles': () => reply(500, { status: 500, message: 'Fehler' }),
      '/cancel-contract': () => ({ data: { received_at: '2026-11-22T10:00:00.000Z' } }),
    });
    open();
    expect(await offered()).toEqual(['Alle Verträge unter dieser E-Mail-Adresse']);
    type('Vor- und Nachname', 'Erika Mustermann');
    type('E-Mail-Adresse', 'erika@example.de');
    await submit();
    await screen.findByText('Ihre Kündigung ist eingegangen');
    expect(api.callsTo('/cancel-contract')).toEqual([
      {
        name: 'Erika Mustermann',
        email: 'erika@example.de',
        contract: 'Alle Verträge unter dieser E-Mail-Adresse',
      },
    ]);
  });

  it('names every missing field and sends nothing', async () => {
    const api = mockApi({ '/contract-titles': titles('Vita Premium') });
    open();
    await offered();
    fireEvent.click(screen.getByLabelText('Außerordentliche (fristlose) Kündigung'));
    await submit();
    expect(screen.getByText('Bitte geben Sie Ihren Namen an.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie die E-Mail-Adresse Ihres Kontos an.')).toBeTruthy();
    expect(screen.getByText('Bitte nennen Sie den Grund der außerordentlichen Kündigung.')).toBeTruthy();
    expect(api.callsTo('/cancel-contract')).toEqual([]);
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    mockApi({
      '/contract-titles': titles('Vita Premium'),
      '/cancel-contract': () => reply(429, { status: 429, message: 'Zu viele Versuche.' }),
    });
    open();
    await offered();
    type('Vor- und Nachname', 'Erika Mustermann');
    type('E-Mail-Adresse', 'erika@example.de');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Bitte warten Sie 15 Minuten');
    expect((screen.getByLabelText('Vor- und Nachname') as HTMLInputElement).value).toBe('Erika Mustermann');
  });

  it('sends the kind of cancellation and, for an extraordinary one, its reason', () => {
    expect(cancellationReason('ordinary', '  ')).toBeUndefined();
    expect(cancellationReason('ordinary', 'Job gefunden')).toBe(
      'Ordentliche Kündigung. Anmerkung: Job gefunden',
    );
    expect(cancellationReason('extraordinary', 'Umzug')).toBe('Außerordentliche Kündigung. Grund: Umzug');
  });

  it('speaks English: "Cancel now", and offers the trial customer only their own contract', async () => {
    await testI18n.changeLanguage('en');
    mockApi({
      '/subscription-plan': logInTrialCustomer(),
      '/contract-titles': titles('Jahresabonnement', 'Vita Premium'),
    });
    open();
    expect(await offered('Contract')).toEqual(['Vita Premium']);
    expect(screen.getByRole('button', { name: 'Cancel now' })).toBeTruthy();
  });

  it('speaks English when the list cannot be loaded', async () => {
    await testI18n.changeLanguage('en');
    mockApi({});
    open();
    expect(await offered('Contract')).toEqual(['All contracts under this e-mail address']);
  });
});
