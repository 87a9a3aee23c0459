import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  useResumeStore.getState().reload();
});

describe('public cancellation page (/vertraege-kuendigen, § 312k BGB)', () => {
  it('cancels without a login and confirms at once on screen with the time of receipt', async () => {
    const api = mockApi({
      '/cancel-contract': () => ({ data: { received_at: '2026-11-22T10:00:00.000Z' } }),
    });
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Verträge hier kündigen');
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

  it('names every missing field and sends nothing', async () => {
    const api = mockApi({});
    open();
    fireEvent.click(screen.getByLabelText('Außerordentliche (fristlose) Kündigung'));
    await submit();
    expect(screen.getByText('Bitte geben Sie Ihren Namen an.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie die E-Mail-Adresse Ihres Kontos an.')).toBeTruthy();
    expect(screen.getByText('Bitte nennen Sie den Grund der außerordentlichen Kündigung.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    mockApi({ '/cancel-contract': () => reply(429, { status: 429, message: 'Zu viele Versuche.' }) });
    open();
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

  it('speaks English: "Cancel now"', async () => {
    await testI18n.changeLanguage('en');
    mockApi({});
    open();
    expect(screen.getByRole('button', { name: 'Cancel now' })).toBeTruthy();
  });
});
