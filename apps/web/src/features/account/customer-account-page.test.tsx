import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem, setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { CustomerAccountPage } from './customer-account-page';

const profile = {
  firstname: 'Tom',
  lastname: 'Müller',
  city: 'Köln',
  country: 'Deutschland',
  zip_code: '50667',
  phone: '0221',
  email: 't@example.de',
};
const prefs = {
  insider_tips: false,
  job_alerts: false,
  new_features: false,
  market_research: false,
  unsubscribe_all: true,
};
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

/** Opens the password change of My Account, whose server answers as given. */
async function openPasswordChange(updatePassword: () => unknown) {
  const api = mockApi({ '/profile-info': () => ({ data: profile }), '/update-password': updatePassword });
  renderPage('/customer-account', <CustomerAccountPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Passwort ändern' }));
  return { api, dialog: await screen.findByRole('dialog', { name: 'Passwort ändern' }) };
}

/** Fills old, new and confirmed password, and sends them with the dialog's button. */
function changePassword(old: string, next: string, confirmed: string) {
  fill('Altes Passwort', old);
  fill('Neues Passwort', next);
  fill('Passwort bestätigen', confirmed);
  fireEvent.click(screen.getAllByRole('button', { name: 'Passwort ändern' }).at(-1) as HTMLElement);
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  setItem('loginToken', 'tok');
  useResumeStore.getState().reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('/customer-account — My Account (02 §2.8, §5)', () => {
  it('shows the German required message of every contact field and sends nothing', async () => {
    const api = mockApi({ '/profile-info': () => ({ data: { ...profile, city: '', phone: '' } }) });
    renderPage('/customer-account', <CustomerAccountPage />);
    await screen.findByDisplayValue('Tom');
    fill('Vorname', '');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Vorname ist erforderlich.')).toBeTruthy();
    expect(screen.getByText('Stadt ist erforderlich.')).toBeTruthy();
    expect(screen.getByText('Telefon-Nr. ist erforderlich.')).toBeTruthy();
    expect(screen.queryByText('Nachname ist erforderlich.')).toBeNull();
    expect(api.callsTo('/update-profile')).toEqual([]);
  });

  it('password change: a mismatch sends nothing and keeps the modal open; success closes it and keeps the fresh token', async () => {
    const { api, dialog } = await openPasswordChange(() => ({ token: 'fresh-token' }));
    changePassword('geheim123', 'kurz', 'kurz');
    expect(await screen.findAllByText('Das Passwort muss mindestens 6 Zeichen lang sein.')).toHaveLength(2);
    changePassword('geheim123', 'neues123', 'anders123');
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(api.callsTo('/update-password')).toEqual([]);
    expect(dialog.hasAttribute('open')).toBe(true);
    changePassword('geheim123', 'neues123', 'neues123');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(api.callsTo('/update-password')[0]).toEqual({
      current_password: 'geheim123',
      new_password: 'neues123',
      confirm_password: 'neues123',
    });
    // The other devices are signed out; this one goes on with the token the server handed back.
    expect(getItem('loginToken')).toBe('fresh-token');
  });

  it('a wrong old password (404) keeps the modal open with the server’s message', async () => {
    const { dialog } = await openPasswordChange(() =>
      reply(404, { status: 404, message: 'Das alte Passwort ist falsch.' }),
    );
    changePassword('falsch123', 'neues123', 'neues123');
    expect(await screen.findByText('Das alte Passwort ist falsch.')).toBeTruthy();
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('the subscription tab says "Not Subscribed" (Kein Abonnement) without billing status 1', async () => {
    mockApi({
      '/profile-info': () => ({ data: profile }),
      '/subscription-plan': () => ({
        data: {
          subscription_plan: [],
          plan_details: null,
          current_plan: null,
          trial_eligible: true,
          mode: 'test',
        },
      }),
    });
    renderPage('/customer-account', <CustomerAccountPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Abonnement' }));
    expect(await screen.findByText('Kein Abonnement')).toBeTruthy();
    expect(useResumeStore.getState().values.subscriptionStatus).toBe('0');
  });

  it('saves the communication preferences; "unsubscribe from all" clears the topics', async () => {
    const api = mockApi({
      '/profile-info': () => ({ data: profile }),
      '/communication-preferences': (body) => ({ data: body ?? prefs }),
    });
    renderPage('/customer-account', <CustomerAccountPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Kommunikationseinstellungen' }));
    const tips = await screen.findByLabelText('Insider-Tipps und Tricks');
    await waitFor(() => expect((tips as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(tips);
    fireEvent.click(screen.getByLabelText('Marktforschung'));
    expect((screen.getByLabelText('Von allen E-Mails abmelden') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(api.callsTo('/communication-preferences').at(-1)).toBeTruthy());
    expect(api.callsTo('/communication-preferences').at(-1)).toEqual({
      insider_tips: true,
      job_alerts: false,
      new_features: false,
      market_research: true,
      unsubscribe_all: false,
    });
    fireEvent.click(screen.getByLabelText('Von allen E-Mails abmelden'));
    expect((screen.getByLabelText('Insider-Tipps und Tricks') as HTMLInputElement).checked).toBe(false);
  });
});
