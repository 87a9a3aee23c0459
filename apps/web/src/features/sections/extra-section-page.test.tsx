import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { mockOffline, mockApi as mockRoutes, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { AccomplishmentsPage, AffiliationsPage, CertificationsPage, HobbiesPage } from './extra-section-page';
import { click, set, startEachTestWith, store, where } from './sections-test-utils';

// ProseMirror does not run in happy-dom: a textarea with the editor's props and handle stands in.
vi.mock('../../components/rich-text-editor', async (importOriginal) => {
  const { withEditorStandIn } = await import('../../test/rich-text-editor-stand-in');
  return withEditorStandIn(await importOriginal<typeof import('../../components/rich-text-editor')>());
});

const TOKEN = 'a'.repeat(32);
const editor = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const type = (name: string, html: string) => fireEvent.change(editor(name), { target: { value: html } });
/** Calls that store something (the suggestions panel reads the catalogue meanwhile). */
const saveCalls = (calls: [string, unknown][]) =>
  calls.filter(([path]) => /section|delete/.test(path)).map(([path]) => path);

/** The API with an empty catalogue, so the suggestions panel stays quiet unless a test fills it. */
const mockApi = (routes: Parameters<typeof mockRoutes>[0]) =>
  mockRoutes({
    '/resume/popular-sub-category': () => ({ popular_sub_categories: [] }),
    '/resume/listings': () => ({ listings: [] }),
    ...routes,
  });

const added = (id: number, subKey: string) => (body: unknown) => ({
  id,
  meta_sub_key: subKey,
  meta_value: (body as { meta_value: unknown }).meta_value,
});

startEachTestWith(TOKEN, {
  extra_section_array: ['/hobbies', '/cert', '/accm'],
  ext_name_arr: ['Hobbys', 'Certifications', 'Accomplishments'],
});

describe('extra section save rules on Next', () => {
  it('adds the section when nothing is stored yet and goes to the next one in the stored order', async () => {
    const api = mockApi({ '/resume/add-extra-section': added(31, 'Certification') });
    renderPage('/cert', <CertificationsPage />);
    type('Zertifikate', '<ul><li><p>Staplerschein (2021)</p></li></ul>');
    click('Weiter');
    await waitFor(() => expect(where()).toBe('/accm'));
    expect(api.callsTo('/resume/add-extra-section')).toEqual([
      {
        resume_token: TOKEN,
        resume_template_id: expect.any(Number),
        meta_key: 'extra_section',
        meta_sub_key: 'Certification',
        meta_value: { data: '<ul><li><p>Staplerschein (2021)</p></li></ul>' },
      },
    ]);
    expect(getItem('certifications')).toEqual({
      id: 31,
      data: '<ul><li><p>Staplerschein (2021)</p></li></ul>',
    });
  });

  it('edits the stored section by its id', async () => {
    set('extra_section_Certification', { id: 31, data: '<p>Alt</p>' });
    store().reload();
    const api = mockApi({ '/resume/edit-extra-section/31': added(31, 'Certification') });
    renderPage('/cert', <CertificationsPage />);
    expect(editor('Zertifikate').value).toBe('<p>Alt</p>');
    type('Zertifikate', '<p>Neu</p>');
    click('Weiter');
    await waitFor(() => expect(where()).toBe('/accm'));
    expect(api.callsTo('/resume/edit-extra-section/31')).toHaveLength(1);
    expect(api.callsTo('/resume/add-extra-section')).toEqual([]);
  });

  it('keeps every keystroke in the local copy, so nothing typed is lost', () => {
    set('extra_section_Certification', { id: 31, data: '<p>Alt</p>' });
    store().reload();
    mockApi({});
    renderPage('/cert', <CertificationsPage />);
    type('Zertifikate', '<p>Alt und neu</p>');
    expect(getItem('certifications')).toEqual({ id: 31, data: '<p>Alt und neu</p>' });
  });

  it('adds again when the server no longer has the stored id', async () => {
    set('extra_section_Certification', { id: 31, data: '<p>Alt</p>' });
    store().reload();
    const api = mockApi({
      '/resume/edit-extra-section/31': () => reply(404, { status: 404, message: 'Nicht gefunden.' }),
      '/resume/add-extra-section': added(40, 'Certification'),
    });
    renderPage('/cert', <CertificationsPage />);
    click('Weiter');
    await waitFor(() => expect(where()).toBe('/accm'));
    expect(api.callsTo('/resume/add-extra-section')).toHaveLength(1);
    expect(getItem('certifications')?.id).toBe(40);
  });

  it('shows a refused save and stays on the page', async () => {
    mockApi({
      '/resume/add-extra-section': () =>
        reply(400, { status: 400, message: 'Dieser Abschnitt darf nicht leer sein.' }),
    });
    renderPage('/cert', <CertificationsPage />);
    type('Zertifikate', '<p>x</p>');
    click('Weiter');
    expect(await screen.findByText('Dieser Abschnitt darf nicht leer sein.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(where()).toBeNull();
  });

  it('goes on when the server is unreachable: the save waits in the pending list', async () => {
    mockOffline();
    renderPage('/cert', <CertificationsPage />);
    type('Zertifikate', '<p>Erste Hilfe</p>');
    click('Weiter');
    await waitFor(() => expect(where()).toBe('/accm'), { timeout: 5000 });
    expect(getItem('pendingSaves')?.map((p) => p.path)).toEqual(['/resume/add-extra-section']);
    expect(getItem('certifications')).toEqual({ id: 0, data: '<p>Erste Hilfe</p>' });
  });
});

describe("the 'This section can't be empty.' dialog", () => {
  it('opens on Next with empty text; Keep Editing closes it and stays', async () => {
    const api = mockApi({});
    renderPage('/hobbies', <HobbiesPage />);
    click('Weiter');
    const dialog = await screen.findByRole('dialog', { name: 'Dieser Abschnitt darf nicht leer sein.' });
    expect(dialog.textContent).toContain('Füllen Sie ihn aus, sonst wird er gelöscht.');
    click('Weiter bearbeiten');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBeNull();
    expect(saveCalls(api.calls)).toEqual([]);
  });

  it('Discard Section deletes the stored section, takes it off both lists and goes on', async () => {
    set('extra_section_hobbiesInformation', { id: 8, data: '<p>Lesen</p>' });
    store().reload();
    const api = mockApi({ '/resume/delete-extra-section/8': () => ({}) });
    renderPage('/hobbies', <HobbiesPage />);
    type('Hobbys', '');
    click('Weiter');
    await screen.findByRole('dialog');
    click('Abschnitt verwerfen');
    await waitFor(() => expect(where()).toBe('/cert'));
    expect(api.callsTo('/resume/delete-extra-section/8')).toEqual([
      { resume_token: TOKEN, resume_template_id: expect.any(Number), meta_key: 'extra_section' },
    ]);
    expect(getItem('hobbies')).toBeNull();
    expect(getItem('extraSections')).toEqual(['/cert', '/accm']);
    expect(getItem('extraSectionNames')).toEqual(['Certifications', 'Accomplishments']);
  });

  it('Discard Section with nothing stored calls nothing and goes on', async () => {
    const api = mockApi({});
    renderPage('/accm', <AccomplishmentsPage />);
    click('Weiter');
    await screen.findByRole('dialog');
    click('Abschnitt verwerfen');
    await waitFor(() => expect(where()).toBe('/signature'));
    expect(saveCalls(api.calls)).toEqual([]);
    expect(getItem('extraSections')).toEqual(['/hobbies', '/cert']);
  });

  it('opens on Back too when emptying would lose a stored section', async () => {
    set('extra_section_Accomplishment', { id: 3, data: '<p>Preis</p>' });
    store().reload();
    mockApi({});
    renderPage('/accm', <AccomplishmentsPage />);
    type('Aktivitäten und Auszeichnungen', '');
    click('Zurück');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('Back with nothing typed and nothing stored simply goes back', async () => {
    const api = mockApi({});
    renderPage('/accm', <AccomplishmentsPage />);
    click('Zurück');
    await waitFor(() => expect(where()).toBe('/cert'));
    expect(saveCalls(api.calls)).toEqual([]);
  });
});

describe('extra section pages', () => {
  it('hobbies use the richer toolbar and the sub key hobbiesInformation', async () => {
    const api = mockApi({ '/resume/add-extra-section': added(9, 'hobbiesInformation') });
    renderPage('/hobbies', <HobbiesPage />);
    expect(editor('Hobbys').dataset.variant).toBe('rich');
    type('Hobbys', '<ol><li><p>Klettern</p></li></ol>');
    click('Weiter');
    await waitFor(() => expect(where()).toBe('/cert'));
    expect(api.callsTo('/resume/add-extra-section')[0]).toMatchObject({ meta_sub_key: 'hobbiesInformation' });
  });

  it('suggests catalogue phrases of category 8 on /afil (Referenzen) for the latest job title', async () => {
    set('resume_meta_value_work_expr', [{ jobtitle: 'Pflegefachkraft' }]);
    store().reload();
    const api = mockApi({
      '/resume/popular-sub-category': () => ({
        popular_sub_categories: [{ id: 5, title: 'Pflegefachkraft' }],
      }),
      '/resume/listings': () => ({
        listings: [{ id: 1, title: 'Mitglied im DBfK', description: 'Mitglied im DBfK', recommended: 1 }],
      }),
    });
    renderPage('/afil', <AffiliationsPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Hinzufügen', description: 'Mitglied im DBfK' }),
    );
    expect(editor('Referenzen').value).toContain('Mitglied im DBfK');
    expect(api.callsTo('/resume/popular-sub-category')[0]).toEqual({
      category_id: 8,
      sub_category_title: 'Pflegefachkraft',
    });
  });

  it('returns to /final-resume in final mode, with Speichern und weiter', async () => {
    set('FinalResume', 'true');
    set('extra_section_Certification', { id: 31, data: '<p>Alt</p>' });
    store().reload();
    mockApi({ '/resume/edit-extra-section/31': added(31, 'Certification') });
    renderPage('/cert', <CertificationsPage />);
    click('Speichern und weiter');
    await waitFor(() => expect(where()).toBe('/final-resume'));
  });

  it('Back saves and goes to the previous section in the stored order', async () => {
    const api = mockApi({ '/resume/add-extra-section': added(2, 'Accomplishment') });
    renderPage('/accm', <AccomplishmentsPage />);
    type('Aktivitäten und Auszeichnungen', '<p>Vereinsvorsitz</p>');
    click('Zurück');
    await waitFor(() => expect(where()).toBe('/cert'));
    expect(api.callsTo('/resume/add-extra-section')).toHaveLength(1);
  });
});
