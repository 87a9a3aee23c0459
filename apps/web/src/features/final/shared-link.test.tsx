import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { storedResumeAnswers } from '../../test/stored-resume-answers';
import { FinalResumePage } from './final-resume-page';

const OWN = 'a'.repeat(32);
const OTHER = 'c'.repeat(32);
const WAIT = { timeout: 5000 };
/** The real preview, once its lazily loaded template is in. */
const findPreview = () => screen.findByTestId('live-preview', {}, WAIT);
const set = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));

function seedOwnResume() {
  set('resume_token', OWN);
  set('resume_name', 'Mein Lebenslauf');
  set('templateStyleName', 'styleTempOne');
  set('resume_meta_value_heading', { fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' });
  useResumeStore.getState().reload();
}

/** The server's copy of the sender's resume (OTHER). */
function serverWithOtherResume() {
  return mockApi({
    ...storedResumeAnswers(OTHER, 'Fremder Lebenslauf'),
    '/resume/save-resume-object': () => ({}),
  });
}

beforeEach(async () => {
  localStorage.clear();
  await testI18n.changeLanguage('de');
  useResumeStore.getState().reload();
});

describe('a ?id= link to someone else’s resume', () => {
  it('asks before it replaces the visitor’s own resume, and loads nothing meanwhile', async () => {
    seedOwnResume();
    const api = serverWithOtherResume();
    renderPage(`/final-resume?id=${OTHER}`, <FinalResumePage />);
    const dialog = await screen.findByRole('dialog', { name: 'Diesen Lebenslauf öffnen?' });
    expect(
      within(dialog).getByText(
        'Ihr aktueller Lebenslauf „Mein Lebenslauf“ bleibt erhalten und ist auf dieser Seite unter „Ihre anderen Lebensläufe“ wieder erreichbar.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Öffnen' })).toBeTruthy();
    expect(api.callsTo('/resume/stored')).toEqual([]);
    expect(getItem('resumeToken')).toBe(OWN);
  });

  it('“Abbrechen” keeps the visitor’s resume and drops the id from the address', async () => {
    seedOwnResume();
    const api = serverWithOtherResume();
    const { router } = renderPage(`/final-resume?id=${OTHER}`, <FinalResumePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    await findPreview();
    expect(router.state.location.search).toBe('');
    expect(getItem('resumeToken')).toBe(OWN);
    expect(getItem('heading')?.fname).toBe('Lena');
    expect(api.callsTo('/resume/stored')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Mein Lebenslauf' })).toBeTruthy();
  });

  it('“Öffnen” opens the other resume and keeps the way back to the visitor’s own', async () => {
    seedOwnResume();
    serverWithOtherResume();
    renderPage(`/final-resume?id=${OTHER}`, <FinalResumePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Öffnen' }));
    await findPreview();
    expect(getItem('resumeToken')).toBe(OTHER);
    expect(getItem('heading')?.fname).toBe('Max');
    expect(getItem('previousResumes')).toEqual([
      { token: OWN, name: 'Mein Lebenslauf', leftAt: expect.any(String) },
    ]);
    const back = screen.getByRole('link', { name: 'Zurück zu: Mein Lebenslauf' });
    expect(back.getAttribute('href')).toBe(`/final-resume?id=${OWN}`);
  });

  it('opens without asking for a visitor who has no resume yet', async () => {
    const api = serverWithOtherResume();
    renderPage(`/final-resume?id=${OTHER}`, <FinalResumePage />);
    await findPreview();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getItem('resumeToken')).toBe(OTHER);
    expect(api.callsTo('/resume/stored')).toHaveLength(1);
  });

  it('switches back to a resume the visitor left on this device without asking', async () => {
    seedOwnResume();
    set('previous_resumes', [{ token: OTHER, name: 'Fremder Lebenslauf', leftAt: '2026-11-20T10:00:00Z' }]);
    useResumeStore.getState().reload();
    serverWithOtherResume();
    renderPage(`/final-resume?id=${OTHER}`, <FinalResumePage />);
    await findPreview();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getItem('resumeToken')).toBe(OTHER);
    expect(getItem('previousResumes')?.map((entry) => entry.token)).toEqual([OWN]);
  });

  it('asks in English too', async () => {
    await testI18n.changeLanguage('en');
    seedOwnResume();
    serverWithOtherResume();
    renderPage(`/final-resume?id=${OTHER}`, <FinalResumePage />);
    const dialog = await screen.findByRole('dialog', { name: 'Open this resume?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
