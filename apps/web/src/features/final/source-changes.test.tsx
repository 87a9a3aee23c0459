import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useResumeStore } from '../../store/resume-store';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { storedResumeAnswers } from '../../test/stored-resume-answers';
import { SourceChanges } from './source-changes';

const ENGLISH = 'e'.repeat(32);
const GERMAN = 'd'.repeat(32);
const englishJob = {
  jobtitle: 'Retail management assistant',
  employer: 'Kaufhof Dortmund',
  startMonth: '08',
  startYear: '2019',
  check: true,
  workDescription: '<ul><li><p>Advised customers</p></li></ul>',
};
const changed = {
  section: 'work',
  kind: 'changed',
  index: 0,
  fields: ['startMonth', 'startYear'],
  title: 'Kauffrau im Einzelhandel',
  name: 'Kaufhof Dortmund',
};

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  const store = useResumeStore.getState();
  store.set('resumeToken', ENGLISH);
  store.set('documentLanguage', 'en');
  store.set('work', [englishJob] as never);
});

describe('SourceChanges on an English version', () => {
  it('names the changed German entries with the date and takes them over into the browser copy', async () => {
    const stored = storedResumeAnswers(ENGLISH, 'CV (English)');
    const api = mockApi({
      '/resume/translate/changes': (body) =>
        body === undefined
          ? { data: { source_token: GERMAN, changed_at: '2026-12-03T09:30:00.000Z', changes: [changed] } }
          : { data: { taken_over: 1, untranslated_count: 0 } },
      '/resume/stored': async (body, init) => {
        const answer = (await stored['/resume/stored']?.(body, init)) as { data: { meta: object } };
        return {
          ...answer,
          data: {
            ...answer.data,
            meta: { ...answer.data.meta, 'work-expr': [{ ...englishJob, startYear: '2018' }] },
          },
        };
      },
    });
    renderPage('/final-resume', <SourceChanges />);
    expect(
      await screen.findByRole('heading', { name: 'Im deutschen Lebenslauf geändert am 3. Dezember 2026' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Berufserfahrung: Kauffrau im Einzelhandel, Kaufhof Dortmund – Zeitraum geändert'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() =>
      expect(api.callsTo('/resume/translate/changes')).toContainEqual({ resume_token: ENGLISH }),
    );
    await waitFor(() =>
      expect(useResumeStore.getState().values.work).toEqual([{ ...englishJob, startYear: '2018' }]),
    );
  });

  it('speaks English in the English interface', async () => {
    await testI18n.changeLanguage('en');
    mockApi({
      '/resume/translate/changes': () => ({
        data: { source_token: GERMAN, changed_at: '2026-12-03T09:30:00.000Z', changes: [changed] },
      }),
    });
    renderPage('/final-resume', <SourceChanges />);
    expect(
      await screen.findByRole('heading', { name: 'Changed in the German CV on 3 December 2026' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Work experience: Kauffrau im Einzelhandel, Kaufhof Dortmund – dates changed'),
    ).toBeTruthy();
  });

  it('leads to the German CV, also when nothing changed', async () => {
    mockApi({
      '/resume/translate/changes': () => ({ data: { source_token: GERMAN, changed_at: null, changes: [] } }),
      ...storedResumeAnswers(GERMAN, 'Lebenslauf'),
    });
    // Rendered on a path of its own, so the way to the final page shows where it leads.
    renderPage('/english-version', <SourceChanges />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zum deutschen Lebenslauf' }));
    expect(screen.queryByRole('heading')).toBeNull();
    expect((await screen.findByTestId('where')).textContent).toBe(`/final-resume?id=${GERMAN}`);
    // Laid into the store before, so the final page does not ask whether to open another resume.
    expect(useResumeStore.getState().values.resumeToken).toBe(GERMAN);
  });

  it('shows nothing on a German resume and asks nothing', async () => {
    useResumeStore.getState().set('documentLanguage', null);
    const api = mockApi({});
    renderPage('/final-resume', <SourceChanges />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
