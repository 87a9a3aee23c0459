import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useResumeStore } from '../../../store/resume-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { testI18n } from '../../../test/render-route';
import CvCheckDialog from './cv-check-dialog';

const TOKEN = 'c'.repeat(32);
const ANSWER = {
  score: 86,
  explanation: '2 Hinweise: 1 wichtig (−12), 1 gering (−2) = 86 von 100 Punkten.',
  costs: { high: 12, medium: 6, low: 2 },
  pages: { count: 2, estimated: true },
  reading_order: ['Name', 'Kontakt', 'Berufserfahrung'],
  findings: [
    {
      rule: 'date_missing',
      severity: 'high',
      section: 'work',
      entry: 1,
      message: '„Koch, Hotel Fürstenhof“ hat kein vollständiges Datum.',
      fix: 'Tragen Sie Beginn und Ende als MM/JJJJ ein.',
    },
    {
      rule: 'language_level',
      severity: 'medium',
      section: 'languages',
      message: 'Bei „Englisch“ fehlt das Niveau.',
      fix: 'Geben Sie das Niveau an.',
    },
  ],
};

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  localStorage.setItem('resume_token', TOKEN);
  useResumeStore.getState().reload();
});

describe('Lebenslauf-Check dialog', () => {
  it('checks on opening and shows the score, the findings by section and a link to each fix', async () => {
    const api = mockApi({ '/resume/check': () => ANSWER });
    renderPage('/final-resume', <CvCheckDialog open onClose={() => undefined} />);
    expect(await screen.findByText('86 von 100 Punkten')).toBeTruthy();
    expect(api.callsTo('/resume/check')).toEqual([{ resume_token: TOKEN, lang: 'de' }]);
    const work = screen.getByRole('region', { name: 'Berufserfahrung' });
    expect(within(work).getByText('Wichtig')).toBeTruthy();
    expect(
      within(work)
        .getByRole('link', { name: /^Eintrag bearbeiten/ })
        .getAttribute('href'),
    ).toBe('/work-expr-form?index=1');
    const languages = screen.getByRole('region', { name: 'Sprachen' });
    expect(
      within(languages)
        .getByRole('link', { name: /^Zum Abschnitt/ })
        .getAttribute('href'),
    ).toBe('/lngg');
    expect(screen.getByText('Geschätzt: 2 Seiten.')).toBeTruthy();
  });

  it('checks again on request', async () => {
    const api = mockApi({ '/resume/check': () => ANSWER });
    renderPage('/final-resume', <CvCheckDialog open onClose={() => undefined} />);
    await screen.findByText('86 von 100 Punkten');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut prüfen' }));
    await waitFor(() => expect(api.callsTo('/resume/check')).toHaveLength(2));
  });

  it('asks in English when the interface is English', async () => {
    await testI18n.changeLanguage('en');
    const api = mockApi({ '/resume/check': () => ANSWER });
    renderPage('/final-resume', <CvCheckDialog open onClose={() => undefined} />);
    expect(await screen.findByText('86 of 100 points')).toBeTruthy();
    expect(api.callsTo('/resume/check')).toEqual([{ resume_token: TOKEN, lang: 'en' }]);
  });

  it('says so when the server cannot check', async () => {
    mockApi({});
    renderPage('/final-resume', <CvCheckDialog open onClose={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Es gibt noch keinen gespeicherten Lebenslauf zum Prüfen.',
    );
  });
});
