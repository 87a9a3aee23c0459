import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { renderRoute, testI18n } from '../../test/render-route';
import { LanguagesIntroPage } from './languages-intro-page';
import { LanguagesPage } from './languages-page';

const TOKEN = 'c'.repeat(32);
const LANGUAGES = [
  { id: 1, name: 'Deutsch' },
  { id: 2, name: 'Englisch' },
  { id: 3, name: 'Französisch' },
  { id: 21, name: 'Türkisch' },
];
const where = () => screen.queryByTestId('where')?.textContent ?? null;
const open = () => renderPage('/lngg', <LanguagesPage />);
const nativeList = () => screen.getByRole('region', { name: 'Muttersprache' });
const foreignList = () => screen.getByRole('region', { name: 'Fremdsprachen' });
const field = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const addButton = (list: HTMLElement) =>
  within(list).getByRole('button', { name: 'Weitere hinzufügen' }) as HTMLButtonElement;

function seed(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  useResumeStore.getState().reload();
}

function languagesApi(extra: Record<string, (body: unknown) => unknown> = {}) {
  return mockApi({
    '/resume/all-languages': () => ({ languages: LANGUAGES }),
    '/resume/search-language': () => ({ languages: [{ id: 2, name: 'Englisch' }] }),
    '/resume/save-lang': (body) => ({
      id: 42,
      meta_sub_key: 'Language',
      meta_value: (body as { meta_value: unknown }).meta_value,
    }),
    '/resume/delete-resume-section': () => ({ section: 'languages' }),
    ...extra,
  });
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  seed({ resume_token: TOKEN });
});
afterEach(() => vi.unstubAllGlobals());

describe('language intro (/language)', () => {
  it('asks for foreign-language skills and goes on to /lngg, back to the summary', () => {
    seed({ resume_meta_value_summary: { data: '<p>Kurzprofil</p>' } });
    renderRoute('/language', <LanguagesIntroPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Fügen Sie Ihre Fremdsprachenkenntnisse hinzu',
    );
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/lngg');
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/add-summary');
  });
});

describe('native languages', () => {
  it("keeps 'Weitere hinzufügen' disabled while the last field is empty, and hides the delete of the only row", () => {
    languagesApi();
    open();
    expect(addButton(nativeList()).disabled).toBe(true);
    expect(within(nativeList()).queryByRole('button', { name: /Entfernen/ })).toBeNull();
    type('Muttersprache 1', 'Deutsch');
    expect(addButton(nativeList()).disabled).toBe(false);
  });

  it('adds a row, focuses it, and offers delete while two rows exist', () => {
    languagesApi();
    open();
    type('Muttersprache 1', 'Deutsch');
    fireEvent.click(addButton(nativeList()));
    expect(document.activeElement).toBe(field('Muttersprache 2'));
    expect(addButton(nativeList()).disabled).toBe(true);
    type('Muttersprache 2', 'Türkisch');
    fireEvent.click(within(nativeList()).getByRole('button', { name: 'Entfernen: Deutsch' }));
    expect(field('Muttersprache 1').value).toBe('Türkisch');
    expect(within(nativeList()).queryByRole('button', { name: /Entfernen/ })).toBeNull();
  });
});

describe('foreign languages', () => {
  it('shows six level bars and the text, e.g. „Englisch – C1“', () => {
    languagesApi();
    open();
    type('Fremdsprache 1', 'Englisch');
    const group = screen.getByRole('group', { name: 'Niveau: Englisch' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    expect((within(group).getByRole('radio', { name: 'A1 – Anfänger' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(group).getByRole('radio', { name: 'C1 – Verhandlungssicher' }));
    expect(within(group).getByText('Englisch – C1')).toBeTruthy();
    expect(getItem('languages')?.languages).toEqual([{ language: 'Englisch', level: 'C1', value: 80 }]);
  });

  it('resets the only row to empty with A1 when it is deleted', () => {
    languagesApi();
    open();
    type('Fremdsprache 1', 'Englisch');
    fireEvent.click(screen.getByRole('radio', { name: 'B2 – Sehr gute Kenntnisse' }));
    fireEvent.click(within(foreignList()).getByRole('button', { name: 'Entfernen: Englisch' }));
    expect(field('Fremdsprache 1').value).toBe('');
    expect(screen.getByText('Neue Sprache – A1')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'A1 – Anfänger' }) as HTMLInputElement).checked).toBe(true);
  });

  it("keeps 'Weitere hinzufügen' disabled while the last language is empty", () => {
    languagesApi();
    open();
    expect(addButton(foreignList()).disabled).toBe(true);
    type('Fremdsprache 1', 'Englisch');
    fireEvent.click(addButton(foreignList()));
    expect(field('Fremdsprache 2').value).toBe('');
    expect(addButton(foreignList()).disabled).toBe(true);
  });
});

describe('language field (combobox)', () => {
  it('lists the languages of search-language and takes one with ↓ and Enter', async () => {
    const api = languagesApi();
    open();
    const input = field('Fremdsprache 1');
    type('Fremdsprache 1', 'eng');
    expect(await screen.findByRole('option', { name: 'Englisch' })).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Englisch' }).id,
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('Englisch');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(api.calls.some(([path]) => path === '/resume/search-language')).toBe(true);
  });

  it('offers all languages for an empty field and closes with Escape; free text stays allowed', async () => {
    languagesApi();
    open();
    const input = field('Muttersprache 1');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Türkisch' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type('Muttersprache 1', 'Plattdeutsch');
    expect(input.value).toBe('Plattdeutsch');
  });
});

describe('languages save (Next)', () => {
  it('saves with save-lang, keeps {id, ...value} locally and goes on to /add-section', async () => {
    const api = languagesApi();
    open();
    type('Muttersprache 1', 'Deutsch');
    type('Fremdsprache 1', 'Englisch');
    fireEvent.click(screen.getByRole('radio', { name: 'C1 – Verhandlungssicher' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/add-section'));
    const value = {
      native: [{ nativeLang: 'Deutsch' }],
      languages: [{ language: 'Englisch', level: 'C1', value: 80 }],
    };
    expect(api.callsTo('/resume/save-lang')).toEqual([
      { resume_token: TOKEN, meta_key: 'extra_section', meta_sub_key: 'Language', meta_value: value },
    ]);
    expect(getItem('languages')).toEqual({ id: 42, ...value });
  });

  it('leaves empty rows out', async () => {
    const api = languagesApi();
    open();
    type('Muttersprache 1', 'Deutsch');
    fireEvent.click(addButton(nativeList()));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/add-section'));
    expect(api.callsTo('/resume/save-lang')[0]).toMatchObject({
      meta_value: { native: [{ nativeLang: 'Deutsch' }], languages: [] },
    });
  });

  it('removes stored languages when every row was emptied', async () => {
    seed({ extra_section_Language: { id: 7, native: [{ nativeLang: 'Deutsch' }], languages: [] } });
    const api = languagesApi();
    open();
    type('Muttersprache 1', '');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/add-section'));
    expect(api.callsTo('/resume/delete-resume-section')).toEqual([
      { resume_token: TOKEN, section: 'languages' },
    ]);
    expect(api.callsTo('/resume/save-lang')).toEqual([]);
    expect(getItem('languages')).toBeNull();
  });

  it('Back goes to the language intro', () => {
    languagesApi();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(where()).toBe('/language');
  });

  it('reads Speichern und weiter in final mode; Back returns to /final-resume when languages exist', async () => {
    seed({
      FinalResume: 'true',
      extra_section_Language: { id: 7, native: [{ nativeLang: 'Deutsch' }], languages: [] },
    });
    languagesApi();
    open();
    expect(field('Muttersprache 1').value).toBe('Deutsch');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(where()).toBe('/final-resume');
  });
});
