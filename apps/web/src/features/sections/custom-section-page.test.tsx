import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { CustomSectionOnePage, CustomSectionTwoPage } from './custom-section-page';
import { click, set, startEachTestWith, store, where } from './sections-test-utils';

// ProseMirror does not run in happy-dom: a textarea with the editor's props and handle stands in.
vi.mock('../../components/rich-text-editor', async (importOriginal) => {
  const { withEditorStandIn } = await import('../../test/rich-text-editor-stand-in');
  return withEditorStandIn(await importOriginal<typeof import('../../components/rich-text-editor')>());
});

const TOKEN = 'e'.repeat(32);
const title = () => screen.getByRole('textbox', { name: 'Titel des Abschnitts' }) as HTMLInputElement;
const text = () => screen.getByRole('textbox', { name: 'Inhalt' }) as HTMLTextAreaElement;
const edited = (body: unknown) => {
  const { meta_value } = body as { meta_value: unknown };
  return { id: 21, meta_value };
};

startEachTestWith(TOKEN, {
  custom_section_one: { id: 21, title: 'Ehrenamt', description: '' },
  extra_section_array: ['/hobbies', '/cus-one', '/cus-two'],
  ext_name_arr: ['Hobbys', 'Ehrenamt'],
});

describe('/cus-one and /cus-two custom sections', () => {
  it('saves title and text with edit-custom-section/{id} and goes on in the stored order', async () => {
    set('custom_section_two', { id: 22, title: 'Publikationen', description: '' });
    store().reload();
    const api = mockApi({ '/resume/edit-custom-section/21': edited });
    renderPage('/cus-one?customSecToken=21', <CustomSectionOnePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ehrenamt' })).toBeTruthy();
    fireEvent.change(title(), { target: { value: 'Ehrenamtliches Engagement' } });
    fireEvent.change(text(), { target: { value: '<p>Trainerin im Sportverein</p>' } });
    expect(getItem('extraSectionNames')).toEqual(['Hobbys', 'Ehrenamtliches Engagement']);
    click('Weiter');
    await waitFor(() => expect(where()).toBe('/cus-two?customSecToken=22'));
    expect(api.callsTo('/resume/edit-custom-section/21')).toEqual([
      {
        resume_token: TOKEN,
        meta_key: 'custom_section',
        meta_value: { title: 'Ehrenamtliches Engagement', description: '<p>Trainerin im Sportverein</p>' },
      },
    ]);
  });

  it('loads the section by id when the local copy is missing', async () => {
    localStorage.removeItem('custom_section_one');
    store().reload();
    const api = mockApi({
      '/resume/custom-section/21': () => ({
        id: 21,
        meta_value: { title: 'Vereine', description: '<p>TSV</p>' },
      }),
    });
    renderPage('/cus-one?customSecToken=21', <CustomSectionOnePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vereine' })).toBeTruthy();
    expect(text().value).toBe('<p>TSV</p>');
    expect(getItem('customSectionOne')).toEqual({ id: 21, title: 'Vereine', description: '<p>TSV</p>' });
    expect(api.callsTo('/resume/custom-section/21')).toEqual([
      { resume_token: TOKEN, meta_key: 'custom_section' },
    ]);
  });

  it('says so when the section does not exist, with a way back to the selection', async () => {
    mockApi({
      '/resume/custom-section/99': () => reply(404, { status: 404, message: 'Nicht gefunden.' }),
    });
    renderPage('/cus-two?customSecToken=99', <CustomSectionTwoPage />);
    expect(await screen.findByText(/Diesen eigenen Abschnitt gibt es nicht/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Abschnittsauswahl' }).getAttribute('href')).toBe(
      '/add-section',
    );
  });

  it('asks for a title before saving text without one', async () => {
    const api = mockApi({});
    renderPage('/cus-one?customSecToken=21', <CustomSectionOnePage />);
    fireEvent.change(title(), { target: { value: ' ' } });
    fireEvent.change(text(), { target: { value: '<p>Text</p>' } });
    click('Weiter');
    expect(await screen.findByText('Bitte geben Sie einen Titel ein.')).toBeTruthy();
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('empty text on Next opens the dialog; Keep Editing stays', async () => {
    const api = mockApi({});
    renderPage('/cus-one?customSecToken=21', <CustomSectionOnePage />);
    click('Weiter');
    expect(
      await screen.findByRole('dialog', { name: 'Dieser Abschnitt darf nicht leer sein.' }),
    ).toBeTruthy();
    click('Weiter bearbeiten');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('Discard Section deletes it on the server, clears its slot and goes on', async () => {
    const api = mockApi({ '/resume/delete-custom-section/21': () => ({}) });
    renderPage('/cus-one?customSecToken=21', <CustomSectionOnePage />);
    click('Weiter');
    await screen.findByRole('dialog');
    click('Abschnitt verwerfen');
    await waitFor(() => expect(where()).toBe('/cus-two'));
    expect(api.callsTo('/resume/delete-custom-section/21')).toEqual([
      { resume_token: TOKEN, meta_key: 'custom_section' },
    ]);
    expect(getItem('customSectionOne')).toBeNull();
    expect(getItem('extraSections')).toEqual(['/hobbies', '/cus-two']);
    expect(getItem('extraSectionNames')).toEqual(['Hobbys']);
  });

  it('Back keeps a section that has only its title and goes to the previous section', async () => {
    const api = mockApi({ '/resume/edit-custom-section/21': edited });
    renderPage('/cus-one?customSecToken=21', <CustomSectionOnePage />);
    click('Zurück');
    await waitFor(() => expect(where()).toBe('/hobbies'));
    expect(api.callsTo('/resume/edit-custom-section/21')).toHaveLength(1);
  });

  it('returns to /final-resume in final mode', async () => {
    set('FinalResume', 'true');
    set('custom_section_one', { id: 21, title: 'Ehrenamt', description: '<p>Trainerin</p>' });
    store().reload();
    mockApi({ '/resume/edit-custom-section/21': edited });
    renderPage('/cus-one?customSecToken=21', <CustomSectionOnePage />);
    click('Speichern und weiter');
    await waitFor(() => expect(where()).toBe('/final-resume'));
  });
});
