import { act, fireEvent, screen } from '@testing-library/react';
import type { PlanDetails } from '@vita/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { WithdrawContractPage } from './withdraw-contract-page';

const open = () => renderPage('/vertrag-widerrufen', <WithdrawContractPage />);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const confirm = () =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
  });
const received = () => ({ received_at: '2026-11-22T10:00:00.000Z' });

/** What /subscription-plan answers for a running Vita Premium ordered on 20 November 2026. */
function plan(withdrawalEndsAt: string | null) {
  const details: Partial<PlanDetails> = {
    status: 1,
    state: 'trial',
    start_date: '2026-11-20T10:00:00.000Z',
    end_date: '2026-11-27T10:00:00.000Z',
    withdrawal_ends_at: withdrawalEndsAt,
  };
  return () => ({
    data: {
      subscription_plan: [],
      plan_details: details,
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

function logIn() {
  setItem('loginToken', 'tok');
  setItem('userInfo', { first_name: 'Erika', last_name: 'Mustermann', email: 'erika@example.de' });
  useResumeStore.getState().reload();
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  localStorage.clear();
  useResumeStore.getState().reload();
});

describe('withdrawal page (/vertrag-widerrufen, § 356a BGB)', () => {
  it('withdraws without a login with "Widerruf bestätigen" and confirms at once with the time of receipt', async () => {
    const api = mockApi({ '/withdraw-contract': received });
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vertrag widerrufen');
    type('Vor- und Nachname', 'Erika Mustermann');
    type('E-Mail-Adresse', 'erika@example.de');
    await confirm();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Ihr Widerruf ist eingegangen',
    );
    expect(
      screen.getByText('Wir haben Ihren Widerruf am 22. November 2026 um 11:00 Uhr erhalten.'),
    ).toBeTruthy();
    expect(
      screen.getByText(/Eingangsbestätigung mit dem Inhalt Ihres Widerrufs, Datum und Uhrzeit/),
    ).toBeTruthy();
    expect(screen.getByText('Alle Verträge in der Widerrufsfrist')).toBeTruthy();
    expect(api.callsTo('/withdraw-contract')).toEqual([
      { name: 'Erika Mustermann', email: 'erika@example.de' },
    ]);
  });

  it('sends the order number typed on the public page', async () => {
    const api = mockApi({ '/withdraw-contract': received });
    open();
    type('Vor- und Nachname', 'Erika Mustermann');
    type('E-Mail-Adresse', 'erika@example.de');
    type('Bestellnummer (freiwillig)', ' sub_abc123 ');
    await confirm();
    await screen.findByText('Ihr Widerruf ist eingegangen');
    expect(api.callsTo('/withdraw-contract')).toEqual([
      { name: 'Erika Mustermann', email: 'erika@example.de', order_id: 'sub_abc123' },
    ]);
  });

  it('prefills name, e-mail and the order when logged in', async () => {
    logIn();
    const api = mockApi({
      '/subscription-plan': plan('2026-12-04T10:00:00.000Z'),
      '/withdraw-contract': received,
    });
    open();
    expect(await screen.findByText('sub_abc123')).toBeTruthy();
    expect(screen.getByText('4. Dezember 2026')).toBeTruthy();
    expect((screen.getByLabelText('Vor- und Nachname') as HTMLInputElement).value).toBe('Erika Mustermann');
    expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe('erika@example.de');
    await confirm();
    await screen.findByText('Ihr Widerruf ist eingegangen');
    expect(screen.getByText('Vita Premium (sub_abc123)')).toBeTruthy();
    expect(api.callsTo('/withdraw-contract')).toEqual([
      { name: 'Erika Mustermann', email: 'erika@example.de', order_id: 'sub_abc123' },
    ]);
  });

  it('explains that the right has lapsed after the 14 days and points to cancellation', async () => {
    logIn();
    mockApi({ '/subscription-plan': plan(null) });
    open();
    expect(await screen.findByRole('heading', { name: 'Die Widerrufsfrist ist abgelaufen' })).toBeTruthy();
    expect(screen.getByText(/für Vita Premium endete am 4\. Dezember 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verträge hier kündigen' }).getAttribute('href')).toBe(
      '/vertraege-kuendigen',
    );
    expect(screen.queryByRole('button', { name: 'Widerruf bestätigen' })).toBeNull();
  });

  it('names every missing field and sends nothing', async () => {
    const api = mockApi({});
    open();
    type('Bestellnummer (freiwillig)', 'sub 1');
    await confirm();
    expect(screen.getByText('Bitte geben Sie Ihren Namen an.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie die E-Mail-Adresse Ihres Kontos an.')).toBeTruthy();
    expect(
      screen.getByText('Die Bestellnummer besteht nur aus Buchstaben, Ziffern, „_“ und „-“.'),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    mockApi({ '/withdraw-contract': () => reply(429, { status: 429, message: 'Zu viele Versuche.' }) });
    open();
    type('Vor- und Nachname', 'Erika Mustermann');
    type('E-Mail-Adresse', 'erika@example.de');
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toContain('Bitte warten Sie 15 Minuten');
    expect((screen.getByLabelText('Vor- und Nachname') as HTMLInputElement).value).toBe('Erika Mustermann');
  });

  it('speaks English: "Confirm withdrawal"', async () => {
    await testI18n.changeLanguage('en');
    mockApi({});
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Withdraw from contract');
    expect(screen.getByRole('button', { name: 'Confirm withdrawal' })).toBeTruthy();
  });
});
