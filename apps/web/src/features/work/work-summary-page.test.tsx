import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkEntry } from '@vita/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, mockOffline, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { WorkIntroPage } from './work-intro-page';
import { WorkSummaryPage } from './work-summary-page';
import { job as cooksJob, setJobs } from './work-test-utils';

const store = useResumeStore.getState;
const job = (overrides: Partial<WorkEntry>) => cooksJob({ country: 'Köln', ...overrides });
const listAnswer = (list: WorkEntry[]) => ({ resume: { meta_key: 'work-expr', meta_value: list } });
const cards = () => screen.getAllByRole('article');

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  store().reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('work summary', () => {
  it('lists the jobs with place, dates and Aktuell for a current job', () => {
    setJobs([job({}), job({ jobtitle: 'Souschef', check: true, endMonth: '', endYear: '' })]);
    mockApi({});
    renderPage('/Work-summary', <WorkSummaryPage />);
    expect(cards()).toHaveLength(2);
    expect(within(cards()[0] as HTMLElement).getByText('Köln · 03/2019 – 06/2023')).toBeTruthy();
    expect(within(cards()[1] as HTMLElement).getByText('Köln · 03/2019 – Aktuell')).toBeTruthy();
  });

  it('the pencil edits /work-expr-form?index=i and the description link opens /work-description?index=i', () => {
    setJobs([job({}), job({ jobtitle: 'Souschef' })]);
    mockApi({});
    renderPage('/Work-summary', <WorkSummaryPage />);
    const second = cards()[1] as HTMLElement;
    expect(
      within(second).getByRole('link', { name: 'Bearbeiten: Souschef, Hotel Adler' }).getAttribute('href'),
    ).toBe('/work-expr-form?index=1');
    expect(
      within(second)
        .getByRole('link', { name: /^Beschreibung hinzufügen/ })
        .getAttribute('href'),
    ).toBe('/work-description?index=1');
    expect(
      screen.getByRole('link', { name: /Weitere Berufserfahrung hinzufügen/ }).getAttribute('href'),
    ).toBe('/work-expr-form');
  });

  it('the bin asks first, then deletes with delete-meta and takes the server list', async () => {
    setJobs([job({}), job({ jobtitle: 'Souschef' })]);
    const api = mockApi({ '/resume/delete-meta': () => listAnswer([job({ jobtitle: 'Souschef' })]) });
    renderPage('/Work-summary', <WorkSummaryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen: Koch, Hotel Adler' }));
    const dialog = screen.getByRole('dialog', { name: 'Eintrag löschen?' });
    expect(within(dialog).getByText('„Koch, Hotel Adler“ wird aus Ihrem Lebenslauf entfernt.')).toBeTruthy();
    expect(api.calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(getItem('work')?.map((j) => j.jobtitle)).toEqual(['Souschef']));
    expect(api.callsTo('/resume/delete-meta')).toEqual([
      expect.objectContaining({ meta_key: 'work-expr', meta_index: 0 }),
    ]);
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('Gelöscht.')).toBeTruthy();
  });

  it('Abbrechen keeps the job', () => {
    setJobs([job({})]);
    const api = mockApi({});
    renderPage('/Work-summary', <WorkSummaryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen: Koch, Hotel Adler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(cards()).toHaveLength(1);
    expect(api.calls).toEqual([]);
  });

  it('deletes locally and queues the call when the server is unreachable', async () => {
    setJobs([job({}), job({ jobtitle: 'Souschef' })]);
    mockOffline();
    renderPage('/Work-summary', <WorkSummaryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen: Souschef, Hotel Adler' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(getItem('work')?.map((j) => j.jobtitle)).toEqual(['Koch']), { timeout: 4000 });
    expect(getItem('pendingSaves')?.map((p) => p.path)).toEqual(['/resume/delete-meta']);
    expect(screen.getByText(/Ihre Eingaben sind in diesem Browser gesichert/)).toBeTruthy();
  });

  it.each([
    ['goes on to /resume-education for a non-student without degrees', {}, 'Weiter', '/resume-education'],
    [
      'goes on to /skill when degrees exist',
      { resume_meta_value_education: '[{"sname":"TU"}]' },
      'Weiter',
      '/skill',
    ],
    [
      'returns to /final-resume in final mode',
      { FinalResume: 'true' },
      'Speichern und weiter',
      '/final-resume',
    ],
  ])('save and continue %s', (_name, stored, label, expected) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    setJobs([job({})]);
    mockApi({});
    renderPage('/Work-summary', <WorkSummaryPage />);
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(expected);
  });

  it('also answers at /work-summary and says when no job exists yet', () => {
    setJobs([]);
    mockApi({});
    renderPage('/work-summary', <WorkSummaryPage />);
    expect(screen.getByText('Sie haben noch keine Berufserfahrung eingetragen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/expr');
  });
});

describe('work summary: reordering by keyboard', () => {
  it('moves a job with "Nach oben", stores the order with reorder-meta and announces the new place', async () => {
    localStorage.setItem('resume_token', 'd'.repeat(32));
    const older = job({ jobtitle: 'Verkäuferin' });
    const newer = job({ jobtitle: 'Filialleiterin' });
    setJobs([older, newer]);
    const api = mockApi({ '/resume/reorder-meta': () => listAnswer([newer, older]) });
    renderPage('/Work-summary', <WorkSummaryPage />);
    expect(screen.getByRole('button', { name: 'Nach oben: Verkäuferin, Hotel Adler' })).toHaveProperty(
      'disabled',
      true,
    );
    const up = screen.getByRole('button', { name: 'Nach oben: Filialleiterin, Hotel Adler' });
    up.focus();
    fireEvent.click(up);
    expect(within(cards()[0] as HTMLElement).getByText('Filialleiterin, Hotel Adler')).toBeTruthy();
    expect(screen.getByText('Filialleiterin, Hotel Adler steht jetzt an Position 1 von 2.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/resume/reorder-meta')).toHaveLength(1));
    expect(api.callsTo('/resume/reorder-meta')[0]).toMatchObject({ meta_key: 'work-expr', order: [1, 0] });
    expect(toTitles(getItem('work'))).toEqual(['Filialleiterin', 'Verkäuferin']);
    // The focus follows the moved job: at the top, its "Nach unten" button.
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Nach unten: Filialleiterin, Hotel Adler',
    );
  });

  it('puts the list back when the server refuses the order', async () => {
    localStorage.setItem('resume_token', 'd'.repeat(32));
    setJobs([job({ jobtitle: 'A' }), job({ jobtitle: 'B' })]);
    mockApi({
      '/resume/reorder-meta': () =>
        reply(409, { status: 409, message: 'Die Liste hat sich inzwischen geändert.' }),
    });
    renderPage('/Work-summary', <WorkSummaryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Nach unten: A, Hotel Adler' }));
    await waitFor(() => expect(screen.getByText(/Die Liste hat sich inzwischen geändert/)).toBeTruthy());
    expect(toTitles(getItem('work'))).toEqual(['A', 'B']);
  });
});

const toTitles = (list: readonly WorkEntry[] | null) => (list ?? []).map((j) => j.jobtitle);

describe('work intro (/expr)', () => {
  it('goes to /Work-summary when jobs exist, else to the form; Back to /resume', () => {
    mockApi({});
    const first = renderPage('/expr', <WorkIntroPage />);
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/work-expr-form');
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/resume');
    first.unmount();
    setJobs([job({})]);
    renderPage('/expr', <WorkIntroPage />);
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/Work-summary');
  });

  it('goes back to /edu-summary for a student with degrees', () => {
    localStorage.setItem('isStudent', 'Yes');
    localStorage.setItem('experienceLevel', '0-3');
    localStorage.setItem('resume_meta_value_education', '[{"sname":"TU"}]');
    store().reload();
    mockApi({});
    renderPage('/expr', <WorkIntroPage />);
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/edu-summary');
  });
});
