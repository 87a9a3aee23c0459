import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getItem } from '../../store/local-store';
import { mockApi, mockOffline, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { AddSectionPage } from './add-section-page';
import { set, startEachTestWith, store, where } from './sections-test-utils';

const TOKEN = 'b'.repeat(32);
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const titleInput = () =>
  screen.getByRole('textbox', { name: 'Titel des eigenen Abschnitts' }) as HTMLInputElement;
const listing =
  (...sections: [number, string][]) =>
  () => ({
    data: sections.map(([id, title]) => ({ id, meta_value: { title, description: '' } })),
  });
const open = () => renderPage('/add-section', <AddSectionPage />);

startEachTestWith(TOKEN);

describe('/add-section checklist', () => {
  it('offers the six sections with their German names', () => {
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    const names = screen.getAllByRole('checkbox').map((box) => box.getAttribute('id'));
    expect(names).toHaveLength(6);
    for (const label of [
      'Kurzprofil',
      'Hobbys',
      'Zertifikate',
      'Referenzen',
      'Aktivitäten und Auszeichnungen',
      'Weitere Informationen',
    ]) {
      expect(screen.getByRole('checkbox', { name: label })).toBeTruthy();
    }
  });

  it('hides sections already present and lists them apart with an edit link', () => {
    set('resume_meta_value_summary', { data: '<p>Erfahrene Köchin</p>' });
    set('extra_section_hobbiesInformation', { id: 4, data: '<p>Lesen</p>' });
    store().reload();
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    expect(screen.queryByRole('checkbox', { name: 'Kurzprofil' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Hobbys' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Hobbys bearbeiten' }).getAttribute('href')).toBe('/hobbies');
    expect(screen.getByRole('link', { name: 'Kurzprofil bearbeiten' }).getAttribute('href')).toBe(
      '/add-summary',
    );
  });

  it('NEXT stores the selection (paths and names) in checklist order and opens the first section', () => {
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    tick('Weitere Informationen');
    tick('Zertifikate');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(where()).toBe('/cert');
    expect(getItem('extraSections')).toEqual(['/cert', '/addi']);
    expect(getItem('extraSectionNames')).toEqual(['Certifications', 'Additional-Information']);
  });

  it('shows the stored selection ticked, and unticking takes a section off', () => {
    set('extra_section_array', ['/hobbies', '/accm']);
    set('ext_name_arr', ['Hobbys', 'Accomplishments']);
    store().reload();
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    expect((screen.getByRole('checkbox', { name: 'Hobbys' }) as HTMLInputElement).checked).toBe(true);
    tick('Hobbys');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(where()).toBe('/accm');
    expect(getItem('extraSections')).toEqual(['/accm']);
    expect(getItem('extraSectionNames')).toEqual(['Accomplishments']);
  });

  it('NEXT with nothing chosen goes to a custom section when one exists, else /signature', async () => {
    mockApi({ '/resume/custom-section-listing': listing([12, 'Ehrenamt']) });
    open();
    await screen.findByRole('link', { name: 'Ehrenamt bearbeiten' });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(where()).toBe('/cus-one?customSecToken=12');
    expect(getItem('extraSections')).toEqual(['/cus-one']);
  });

  it('NEXT with nothing chosen and no custom section goes to /signature; Back goes to /lngg', () => {
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/lngg');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(where()).toBe('/signature');
  });

  it('in final mode Back goes to /final-resume and the button reads Speichern und weiter', () => {
    set('FinalResume', 'true');
    store().reload();
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/final-resume');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(where()).toBe('/final-resume');
  });
});

describe('a reload before NEXT', () => {
  const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
  const reload = () => {
    cleanup();
    store().reload();
    open();
  };

  it('keeps the ticks and the half-typed own title, without storing the selection yet', () => {
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    tick('Hobbys');
    tick('Zertifikate');
    fireEvent.change(titleInput(), { target: { value: 'Ehren' } });
    reload();
    expect(checked('Hobbys')).toBe(true);
    expect(checked('Zertifikate')).toBe(true);
    expect(checked('Referenzen')).toBe(false);
    expect(titleInput().value).toBe('Ehren');
    expect(getItem('extraSections')).toBeNull();
  });

  it('keeps an untick of a stored section', () => {
    set('extra_section_array', ['/hobbies', '/accm']);
    store().reload();
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    tick('Hobbys');
    reload();
    expect(checked('Hobbys')).toBe(false);
    expect(checked('Aktivitäten und Auszeichnungen')).toBe(true);
  });

  it('forgets the choice once NEXT stored it, and when the stored selection changed since', () => {
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    tick('Hobbys');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(where()).toBe('/hobbies');
    set('extra_section_array', []);
    reload();
    expect(checked('Hobbys')).toBe(false);

    tick('Referenzen');
    set('extra_section_array', ['/accm']);
    reload();
    expect(checked('Referenzen')).toBe(false);
    expect(checked('Aktivitäten und Auszeichnungen')).toBe(true);
  });

  it('forgets the choice on Back', () => {
    mockApi({ '/resume/custom-section-listing': listing() });
    open();
    tick('Hobbys');
    fireEvent.change(titleInput(), { target: { value: 'Ehrenamt' } });
    fireEvent.click(screen.getByRole('link', { name: 'Zurück' }));
    reload();
    expect(checked('Hobbys')).toBe(false);
    expect(titleInput().value).toBe('');
  });
});

describe("'Add Your Own' custom sections", () => {
  it('creates the section on the server with add-custom-section and stores its id', async () => {
    const api = mockApi({
      '/resume/custom-section-listing': listing(),
      '/resume/add-custom-section': () => ({ id: 21, meta_value: { title: 'Ehrenamt', description: '' } }),
    });
    open();
    fireEvent.change(titleInput(), { target: { value: ' Ehrenamt ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText(/„Ehrenamt“ wurde hinzugefügt/)).toBeTruthy();
    expect(api.callsTo('/resume/add-custom-section')).toEqual([
      { resume_token: TOKEN, meta_key: 'custom_section', meta_value: { title: 'Ehrenamt', description: '' } },
    ]);
    expect(getItem('customSectionOne')).toEqual({ id: 21, title: 'Ehrenamt', description: '' });
    expect(getItem('extraSectionNames')).toEqual(['Ehrenamt']);
    expect(titleInput().value).toBe('');
    expect(screen.getByRole('link', { name: 'Ehrenamt bearbeiten' }).getAttribute('href')).toBe(
      '/cus-one?customSecToken=21',
    );
  });

  it('asks for a title instead of sending an empty one', () => {
    const api = mockApi({ '/resume/custom-section-listing': listing() });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(screen.getByText('Bitte geben Sie einen Titel ein.')).toBeTruthy();
    expect(api.callsTo('/resume/add-custom-section')).toEqual([]);
  });

  it('disables the input when both custom sections exist, with the note', async () => {
    mockApi({ '/resume/custom-section-listing': listing([12, 'Ehrenamt'], [13, 'Publikationen']) });
    open();
    await waitFor(() => expect(titleInput().disabled).toBe(true));
    expect(screen.getByText('Es sind nur zwei eigene Abschnitte möglich.')).toBeTruthy();
    expect(titleInput().getAttribute('aria-describedby')).toContain('own-section-limit');
    expect(getItem('customSectionTwo')?.id).toBe(13);
  });

  it("explains the server's 409 (both exist already) and takes over the server's two sections", async () => {
    let listed = 0;
    mockApi({
      // The first listing predates another tab's additions; the one after the refusal has them.
      '/resume/custom-section-listing': () =>
        listed++ === 0 ? listing()() : listing([12, 'Ehrenamt'], [13, 'Publikationen'])(),
      '/resume/add-custom-section': () =>
        reply(409, { status: 409, message: 'Es sind nur 2 eigene Abschnitte erlaubt.' }),
    });
    open();
    await waitFor(() => expect(listed).toBe(1));
    titleInput().focus();
    fireEvent.change(titleInput(), { target: { value: 'Sport' } });
    fireEvent.submit(titleInput());
    const alert = await screen.findByText(/Ihr Lebenslauf hat schon zwei eigene Abschnitte/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(titleInput().disabled).toBe(true));
    expect(getItem('customSectionOne')?.title).toBe('Ehrenamt');
    expect(getItem('customSectionTwo')?.title).toBe('Publikationen');
    // Keyboard focus leaves the now disabled input for the list of the two sections.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ihre eigenen Abschnitte' }));
  });

  it('says so when the server is unreachable and keeps the typed title', async () => {
    mockOffline();
    open();
    fireEvent.change(titleInput(), { target: { value: 'Sport' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText(/Der Server ist gerade nicht erreichbar/)).toBeTruthy();
    expect(titleInput().value).toBe('Sport');
    expect(getItem('customSectionOne')).toBeNull();
  });
});
