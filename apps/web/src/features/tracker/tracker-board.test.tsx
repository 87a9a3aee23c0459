import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackedApplication } from '@vita/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInForTest } from '../../test/customer-test-utils';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { TrackedApplicationPage } from './application-page';
import { boardColumns, sortByDate, withStatus } from './board-moves';
import { TrackerPage } from './tracker-page';

const application = (fields: Partial<TrackedApplication>): TrackedApplication => ({
  id: 1,
  resume_token: 'c'.repeat(32),
  resume_name: 'Lebenslauf',
  company: 'Klinikum Köln',
  position: 'Pflegefachkraft',
  job_ad_text: '',
  job_ad_url: '',
  contact_name: '',
  contact_email: '',
  letter_id: null,
  status: 'applied',
  applied_at: '2026-03-02',
  follow_up_at: '',
  follow_up_due: false,
  follow_up_mailed_at: null,
  notes: '',
  history: [{ status: 'applied', changed_at: '2026-03-02T09:00:00.000Z' }],
  frozen: null,
  sent_at: null,
  sent_to: null,
  last_send: null,
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  ...fields,
});

const klinikum = application({});
const baeckerei = application({
  id: 2,
  company: 'Bäckerei Schäfer',
  position: 'Verkäuferin',
  status: 'saved',
  applied_at: '',
  follow_up_at: '2026-03-01',
  follow_up_due: true,
});

describe('the board’s rules', () => {
  it('puts every application in the column of its status, in the fixed order', () => {
    const columns = boardColumns([klinikum, baeckerei]);
    expect(columns.map((column) => column.status)).toEqual([
      'saved',
      'applied',
      'acknowledged',
      'interview',
      'offer',
      'rejected',
      'withdrawn',
    ]);
    expect(columns[0]?.cards.map((card) => card.id)).toEqual([2]);
    expect(columns[1]?.cards.map((card) => card.id)).toEqual([1]);
    expect(
      boardColumns(withStatus([klinikum, baeckerei], 1, 'interview'))[3]?.cards.map((c) => c.id),
    ).toEqual([1]);
  });

  it('sorts the table by a date, applications without it last', () => {
    const later = application({ id: 3, applied_at: '2026-03-10' });
    expect(sortByDate([klinikum, baeckerei, later], 'applied_at', 'desc').map((a) => a.id)).toEqual([
      3, 1, 2,
    ]);
    expect(sortByDate([klinikum, baeckerei, later], 'applied_at', 'asc').map((a) => a.id)).toEqual([1, 3, 2]);
  });
});

describe('moving a card without dragging', () => {
  beforeEach(async () => {
    await testI18n.changeLanguage('de');
    logInForTest();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('moves Beworben → Vorstellungsgespräch with the card’s status menu and saves it', async () => {
    const api = mockApi({
      '/applications': () => ({ data: [klinikum, baeckerei] }),
      '/applications/1': (body) => ({ data: { ...klinikum, ...(body as object) } }),
    });
    renderPage('/bewerbungen', <TrackerPage />);
    const applied = await screen.findByRole('region', { name: /^Beworben/ });
    const menu = within(applied).getByRole('combobox', { name: 'Status von Klinikum Köln: Pflegefachkraft' });
    menu.focus();
    expect(document.activeElement).toBe(menu);
    fireEvent.change(menu, { target: { value: 'interview' } });

    const interview = screen.getByRole('region', { name: /^Vorstellungsgespräch/ });
    await waitFor(() => expect(within(interview).getByText('Klinikum Köln')).toBeTruthy());
    // The focus moved with the card, so the next arrow key moves it on.
    expect(document.activeElement).toBe(within(interview).getByRole('combobox'));
    expect(within(applied).queryByText('Klinikum Köln')).toBeNull();
    await waitFor(() => expect(api.callsTo('/applications/1')).toEqual([{ status: 'interview' }]));
    expect(
      within(screen.getByRole('region', { name: /^Gemerkt/ })).getByText('Nachfassen fällig'),
    ).toBeTruthy();
  });

  it('puts the card back when the server refuses the move', async () => {
    mockApi({
      '/applications': () => ({ data: [klinikum] }),
      '/applications/1': () => reply(400, { status: 400, message: 'Unbekannter Status.' }),
    });
    renderPage('/bewerbungen', <TrackerPage />);
    const applied = await screen.findByRole('region', { name: /^Beworben/ });
    fireEvent.change(within(applied).getByRole('combobox'), { target: { value: 'offer' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: /^Beworben/ })).getByText('Klinikum Köln'),
      ).toBeTruthy(),
    );
    expect(within(screen.getByRole('region', { name: /^Zusage/ })).queryByText('Klinikum Köln')).toBeNull();
  });
});

describe('sending an application by e-mail', () => {
  beforeEach(async () => {
    await testI18n.changeLanguage('de');
    logInForTest();
  });
  afterEach(() => vi.unstubAllGlobals());

  const withAd = application({ contact_email: 'jobs@baeckerei-schaefer.de', status: 'saved' });
  const draft = {
    to: 'jobs@baeckerei-schaefer.de',
    subject: 'Bewerbung als Pflegefachkraft – Lena Schäfer',
    message: 'Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie meine Bewerbungsunterlagen als PDF …',
    reply_to: 'lena@example.de',
    sent_today: 3,
    sends_per_day: 20,
  };

  it('prefills the mail, sends what the user changed and shows a refused address as an alert', async () => {
    const refused = {
      ...withAd,
      last_send: {
        to: 'falsch@baeckerei-schaefer.de',
        sent_at: '2026-03-02T10:00:00.000Z',
        format: 'separate' as const,
        bytes: 120_000,
        compressed: false,
        delivery: 'refused' as const,
        error: '550 No such user here',
      },
    };
    const api = mockApi({
      '/applications/1': () => ({ data: withAd }),
      '/applications/1/send-draft': () => ({ data: draft }),
      '/applications/1/send': () => ({ message: 'Der Mailserver hat die Adresse abgelehnt.', data: refused }),
    });
    renderPage('/bewerbungen/1', <TrackedApplicationPage />, { path: '/bewerbungen/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bewerbung per E-Mail senden' }));
    const to = await screen.findByLabelText('An (E-Mail des Unternehmens)');
    expect((to as HTMLInputElement).value).toBe('jobs@baeckerei-schaefer.de');
    expect((screen.getByLabelText('Nachricht') as HTMLTextAreaElement).value).toContain('anbei erhalten Sie');
    expect(screen.getByText(/Antworten gehen an lena@example.de/)).toBeTruthy();
    expect(screen.getByText(/Heute versendet: 3 von 20/)).toBeTruthy();
    fireEvent.change(to, { target: { value: 'falsch@baeckerei-schaefer.de' } });
    fireEvent.click(screen.getByLabelText(/Einzelne PDFs/));
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbung senden' }));
    await waitFor(() =>
      expect(api.callsTo('/applications/1/send')).toEqual([
        {
          to: 'falsch@baeckerei-schaefer.de',
          subject: draft.subject,
          message: draft.message,
          format: 'separate',
        },
      ]),
    );
    const alert = await screen.findByText(/Nicht zugestellt: Der Mailserver hat die Adresse falsch@/);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('550 No such user here');
  });

  it('asks for a recipient before anything is sent', async () => {
    const api = mockApi({
      '/applications/1': () => ({ data: withAd }),
      '/applications/1/send-draft': () => ({ data: { ...draft, to: '' } }),
    });
    renderPage('/bewerbungen/1', <TrackedApplicationPage />, { path: '/bewerbungen/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bewerbung per E-Mail senden' }));
    await screen.findByLabelText('An (E-Mail des Unternehmens)');
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbung senden' }));
    expect(await screen.findByText('Bitte ausfüllen.')).toBeTruthy();
    expect(api.callsTo('/applications/1/send')).toEqual([]);
  });
});
