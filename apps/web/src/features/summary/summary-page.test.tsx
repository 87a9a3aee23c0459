import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, mockOffline, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { renderRoute, testI18n } from '../../test/render-route';
import { SummaryIntroPage } from './summary-intro-page';
import { SummaryPage } from './summary-page';

// ProseMirror does not run in happy-dom: a textarea with the editor's props and handle stands in.
vi.mock('../../components/rich-text-editor', async (importOriginal) => {
  const { withEditorStandIn } = await import('../../test/rich-text-editor-stand-in');
  return withEditorStandIn(await importOriginal<typeof import('../../components/rich-text-editor')>());
});

const TOKEN = 'b'.repeat(32);
const PHRASE = 'Ausgebildete Küchenfachkraft mit mehrjähriger Erfahrung in der gehobenen Gastronomie.';
const where = () => screen.queryByTestId('where')?.textContent ?? null;
const open = () => renderPage('/add-summary', <SummaryPage />);
const editor = () =>
  screen.getByRole('textbox', { name: 'Schreiben Sie Ihr Kurzprofil' }) as HTMLTextAreaElement;
const type = (html: string) => fireEvent.change(editor(), { target: { value: html } });

function seed(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  useResumeStore.getState().reload();
}

function summaryApi(extra: Record<string, (body: unknown) => unknown> = {}) {
  return mockApi({
    '/resume/popular-sub-category': () => ({ popular_sub_categories: [{ id: 1766, title: 'Koch/Köchin' }] }),
    '/resume/listings': () => ({ listings: [{ id: 1, title: PHRASE, description: PHRASE, recommended: 1 }] }),
    '/resume/get-meta': () => ({ resume: { meta_key: 'summary', meta_value: null, updated_at: null } }),
    '/resume/save-meta': (body) => ({
      resume: {
        meta_key: 'summary',
        meta_value: (body as { meta_value: unknown }).meta_value,
        updated_at: null,
      },
    }),
    '/resume/delete-meta-section': () => ({
      resume: { meta_key: 'summary', meta_value: null, updated_at: null },
    }),
    ...extra,
  });
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  seed({ resume_token: TOKEN });
});
afterEach(() => vi.unstubAllGlobals());

describe('summary intro (/summary)', () => {
  it('goes back to /add-skill, on to /add-summary, and can skip to /language', () => {
    renderRoute('/summary', <SummaryIntroPage />);
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/add-skill');
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/add-summary');
    expect(screen.getByRole('link', { name: 'Überspringen' }).getAttribute('href')).toBe('/language');
  });
});

describe('summary editor (/add-summary)', () => {
  it('saves non-empty content with save-meta summary and goes on to /language', async () => {
    const api = summaryApi();
    open();
    type('<p>Erfahrene Köchin mit Leidenschaft für regionale Küche.</p>');
    expect(getItem('summary')).toEqual({
      data: '<p>Erfahrene Köchin mit Leidenschaft für regionale Küche.</p>',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/language'));
    expect(api.callsTo('/resume/save-meta')).toEqual([
      {
        resume_token: TOKEN,
        meta_key: 'summary',
        meta_value: { data: '<p>Erfahrene Köchin mit Leidenschaft für regionale Küche.</p>' },
      },
    ]);
    expect(getItem('sectionStrength')?.summary).toBe(20);
  });

  it('removes the stored summary (delete-meta-section) and its local copy when the content is an empty paragraph', async () => {
    seed({ resume_meta_value_summary: { data: '<p>Alter Text</p>' } });
    const api = summaryApi();
    open();
    expect(editor().value).toBe('<p>Alter Text</p>');
    type('<p></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/language'));
    expect(api.callsTo('/resume/delete-meta-section')).toEqual([
      { resume_token: TOKEN, meta_key: 'summary' },
    ]);
    expect(api.callsTo('/resume/save-meta')).toEqual([]);
    expect(getItem('summary')).toBeNull();
  });

  it('treats a resume the server does not know as having no summary to remove', async () => {
    seed({ resume_meta_value_summary: { data: '<p>Alter Text</p>' } });
    summaryApi({
      '/resume/delete-meta-section': () => reply(404, { status: 404, message: 'Nicht gefunden.' }),
    });
    open();
    type('');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/language'));
  });

  it('sends nothing for empty content when no summary was stored', async () => {
    const api = summaryApi();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/language'));
    expect(api.calls.filter(([path]) => path.includes('meta'))).toEqual([
      ['/resume/get-meta', { resume_token: TOKEN, meta_key: 'summary' }],
    ]);
  });

  it('adds a catalogue phrase (category 5) as a paragraph', async () => {
    seed({ resume_meta_value_work_expr: [{ jobtitle: 'Koch' }] });
    const api = summaryApi();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Hinzufügen', description: PHRASE }));
    expect(editor().value).toBe(`<p>${PHRASE}</p>`);
    expect(api.callsTo('/resume/popular-sub-category')[0]).toEqual({
      category_id: 5,
      sub_category_title: 'Koch',
    });
    expect(await screen.findByText('Hinzugefügt')).toBeTruthy();
  });

  it("reads 'Speichern und weiter' when the resume is finished and returns to /final-resume", async () => {
    seed({ FinalResume: 'true', resume_meta_value_summary: { data: '<p>Text</p>' } });
    summaryApi();
    open();
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(where()).toBe('/final-resume'));
  });

  it('follows the stored extra-section list when the summary was chosen on /add-section', async () => {
    seed({ extra_section_array: ['/add-summary', '/hobbies'] });
    summaryApi();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(where()).toBe('/add-section');
  });

  it('goes on when the server is unreachable: the save waits in the pending list', async () => {
    mockOffline();
    open();
    type('<p>Offline geschrieben</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/language'), { timeout: 8000 });
    expect(getItem('pendingSaves')?.[0]).toMatchObject({
      path: '/resume/save-meta',
      coalesceKey: 'save-meta:summary',
    });
    expect(getItem('summary')).toEqual({ data: '<p>Offline geschrieben</p>' });
  }, 12_000);
});
