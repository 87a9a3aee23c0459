import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../flow/paths';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { FinalResumePage } from './final-resume-page';

const TOKEN = 'b'.repeat(32);
const set = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
const LOADER_WAIT = { timeout: 4000 };

/** The real preview, once its lazily loaded template is in. */
const findPreview = (wait = LOADER_WAIT) => screen.findByTestId('live-preview', {}, wait);
const downloadDialog = () => screen.queryByRole('dialog', { name: 'Lebenslauf herunterladen' });

const job = {
  jobtitle: 'Produktdesignerin',
  employer: 'Stadtwerke Köln',
  city: '',
  country: 'Köln',
  pincode: '',
  startMonth: 'March',
  startYear: '2019',
  endMonth: '',
  endYear: '',
  check: true,
  workDescription: '<ul><li>Nutzerforschung</li></ul>',
};

function seedResume() {
  set('resume_token', TOKEN);
  set('templateStyleName', 'styleTempOne');
  set('templateId', '1');
  set('resume_name', 'Mein Lebenslauf');
  set('resume_meta_value_heading', { fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' });
  set('resume_meta_value_work_expr', [job]);
  set('resume_meta_value_skills', { data: '<ul><li>Figma</li></ul>', recommended: [] });
  set('custom_section_one', { id: 7, title: 'Ehrenamt', description: '<p>Tafel Köln</p>' });
  set('ext_name_arr', ['Hobbys']);
  set('extra_section_array', ['/hobbies']);
  useResumeStore.getState().reload();
}

const arrangement = () => screen.getByRole('region', { name: 'Abschnitte anordnen' });

/** Opens the final page and asks to delete `title`; the server answers the delete with `answer`. */
async function askToDelete(title: string, answer: () => unknown) {
  seedResume();
  const api = mockApi({ '/resume/save-resume-object': () => ({}), '/resume/delete-resume-section': answer });
  renderPage('/final-resume', <FinalResumePage />);
  await findPreview();
  fireEvent.click(within(arrangement()).getByRole('button', { name: `${title} löschen` }));
  return { api, dialog: await screen.findByRole('dialog', { name: 'Abschnitt löschen?' }) };
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  useResumeStore.getState().reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('final resume page', () => {
  it('shows the resume at once, without a loader, and switches the wizard to edit mode', async () => {
    seedResume();
    mockApi({ '/resume/save-resume-object': () => ({}) });
    renderPage('/final-resume', <FinalResumePage />);
    expect(screen.queryByText('Ihr Lebenslauf wird geladen …')).toBeNull();
    expect(await findPreview()).toBeTruthy();
    await waitFor(() => expect(getItem('finalResume')).toBe(true));
    expect(screen.getByRole('heading', { name: 'Mein Lebenslauf' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Gestaltung des Lebenslaufs' })).toBeTruthy();
  });

  it('leaves the wizard as it is for a visitor without a resume', async () => {
    mockApi({});
    renderPage('/final-resume', <FinalResumePage />);
    await findPreview();
    expect(screen.getByText('Ihr Lebenslauf hat noch keine Abschnitte mit Inhalt.')).toBeTruthy();
    expect(getItem('finalResume')).toBeNull();
  });

  it('lists every non-empty section and a chosen extra section, each with pencil, trash and handle', async () => {
    seedResume();
    mockApi({ '/resume/save-resume-object': () => ({}) });
    renderPage('/final-resume', <FinalResumePage />);
    await findPreview();
    const panel = within(arrangement());
    for (const title of ['Berufserfahrung', 'Kenntnisse', 'Ehrenamt', 'Hobbys']) {
      expect(panel.getByRole('button', { name: `${title} verschieben` })).toBeTruthy();
      expect(panel.getByRole('button', { name: `${title} löschen` })).toBeTruthy();
    }
    // Empty sections are hidden.
    expect(panel.queryByText('Ausbildung')).toBeNull();
    expect(panel.queryByText('Profil')).toBeNull();
    expect(panel.getByRole('link', { name: 'Berufserfahrung bearbeiten' }).getAttribute('href')).toBe(
      '/Work-summary',
    );
    expect(panel.getByRole('link', { name: 'Ehrenamt bearbeiten' }).getAttribute('href')).toBe(
      '/cus-one?customSecToken=7',
    );
    expect(panel.getByRole('link', { name: 'Kontaktdaten bearbeiten' }).getAttribute('href')).toBe('/resume');
  });

  it('offers the edit links of the sidebar, spell check and download', async () => {
    seedResume();
    mockApi({
      '/resume/save-resume-object': () => ({}),
      '/spellcheck': () => ({ truncated: false, results: [] }),
    });
    renderPage('/final-resume', <FinalResumePage />);
    await findPreview();
    const sidebar = within(screen.getByRole('complementary', { name: 'Lebenslauf bearbeiten' }));
    expect(sidebar.getAllByRole('link')).toHaveLength(16);
    expect(sidebar.getByRole('link', { name: 'Unterschrift' }).getAttribute('href')).toBe(
      '/upload-signature',
    );
    // The custom section under the user's own title, the unused one under the page's name.
    expect(sidebar.getByRole('link', { name: 'Ehrenamt' }).getAttribute('href')).toBe(paths.customOne);
    expect(sidebar.getByRole('link', { name: 'Eigener Abschnitt 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rechtschreibprüfung' }));
    expect(screen.queryByTestId('live-preview')).toBeNull();
    expect(await screen.findByText(/Wir haben Rechtschreibfehler unten markiert/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(await findPreview()).toBeTruthy();

    expect(downloadDialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Herunterladen' }));
    expect(downloadDialog()).toBeTruthy();
  });

  it('opens the download dialog once for the download flag of My Resume, and drops the flag', async () => {
    seedResume();
    mockApi({ '/resume/save-resume-object': () => ({}) });
    const page = renderPage('/final-resume?download=1', <FinalResumePage />);
    await waitFor(() => expect(downloadDialog()).toBeTruthy(), LOADER_WAIT);
    await waitFor(() => expect(page.router.state.location.search).toBe(''));
  });

  it('deletes a section after confirmation: server first, then the local copy', async () => {
    const { api, dialog } = await askToDelete('Berufserfahrung', () => ({ section: 'work' }));
    expect(dialog.textContent).toContain('„Berufserfahrung“ wird aus Ihrem Lebenslauf gelöscht.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    await waitFor(() => expect(getItem('work')).toEqual([]));
    expect(api.callsTo('/resume/delete-resume-section')).toEqual([{ resume_token: TOKEN, section: 'work' }]);
    expect(within(arrangement()).queryByText('Berufserfahrung')).toBeNull();
    expect(await screen.findByText('„Berufserfahrung“ wurde gelöscht.')).toBeTruthy();
  });

  it('keeps the section when the server refuses the delete and says so', async () => {
    const { dialog } = await askToDelete('Kenntnisse', () =>
      reply(400, { status: 400, message: 'Ungültig.' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    expect(
      await screen.findByText('„Kenntnisse“ konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.'),
    ).toBeTruthy();
    expect(getItem('skills')?.data).toBe('<ul><li>Figma</li></ul>');
  });

  it('deleting a chosen extra section takes it off the chosen lists', async () => {
    const { api, dialog } = await askToDelete('Hobbys', () => ({ section: 'hobbies' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(getItem('extraSectionNames')).toEqual([]));
    expect(getItem('extraSections')).toEqual([]);
    expect(api.callsTo('/resume/delete-resume-section')).toHaveLength(1);
  });

  it('renames the resume: stored locally and sent with the snapshot; an empty name is refused', async () => {
    seedResume();
    const api = mockApi({ '/resume/save-resume-object': () => ({}) });
    renderPage('/final-resume', <FinalResumePage />);
    await findPreview();
    fireEvent.click(screen.getByRole('button', { name: 'Namen ändern' }));
    const input = screen.getByRole('textbox', { name: 'Name des Lebenslaufs' });

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte geben Sie einen Namen ein.')).toBeTruthy();
    expect(getItem('resumeName')).toBe('Mein Lebenslauf');

    fireEvent.change(input, { target: { value: 'Bewerbung Stadtwerke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(getItem('resumeName')).toBe('Bewerbung Stadtwerke');
    await waitFor(() =>
      expect(api.callsTo('/resume/save-resume-object')).toContainEqual(
        expect.objectContaining({ resume_token: TOKEN, resume_name: 'Bewerbung Stadtwerke' }),
      ),
    );
    expect(await screen.findByText('Der Name wurde gespeichert.')).toBeTruthy();
  });

  it('keeps the server copy of the resume object up to date (snapshot of the local store)', async () => {
    seedResume();
    const api = mockApi({ '/resume/save-resume-object': () => ({}) });
    renderPage('/final-resume', <FinalResumePage />);
    await findPreview();
    await waitFor(() => expect(api.callsTo('/resume/save-resume-object').length).toBeGreaterThan(0), {
      timeout: 3000,
    });
    const body = api.callsTo('/resume/save-resume-object')[0] as { resume_json_data: Record<string, string> };
    expect(body.resume_json_data.resume_token).toBe(TOKEN);
    expect(JSON.parse(body.resume_json_data.resume_meta_value_work_expr ?? '[]')).toHaveLength(1);
  });
});

describe('reopening a resume by ?id=', () => {
  const OTHER = 'c'.repeat(32);

  it('copies the stored object into local storage and lays the stored parts over it', async () => {
    set('resume_token', TOKEN);
    set('resume_meta_value_heading', { fname: 'Alt', lname: 'Person', email: 'alt@example.de' });
    useResumeStore.getState().reload();
    mockApi({
      '/resume/stored': () => ({
        data: {
          object: {
            resume_token: OTHER,
            resume_name: 'Geöffneter Lebenslauf',
            resume_json_data: { templateStyleName: 'styleTempOne', ext_name_arr: '["Hobbys"]' },
            resume_strength: 40,
            created_at: '',
            updated_at: '',
          },
          meta: {
            heading: { fname: 'Jonas', lname: 'Weber', email: 'j@example.de' },
            'work-expr': [job],
            education: [],
            skills: null,
            summary: null,
            signature: null,
          },
          custom_sections: [],
          document: { sections: [] },
          style: {
            template_id: 1,
            style_name: 'styleTempOne',
            colour: 'brand',
            formatting: {},
            layout: { main: [1, 2, 7], side: [] },
          },
          photo: '',
        },
      }),
      '/resume/save-resume-object': () => ({}),
    });
    renderPage(`/final-resume?id=${OTHER}`, <FinalResumePage />);
    // The visitor's own resume would be replaced: the page asks first (shared-link.test.tsx).
    fireEvent.click(await screen.findByRole('button', { name: 'Öffnen' }));
    await findPreview({ timeout: 5000 });
    expect(getItem('resumeToken')).toBe(OTHER);
    expect(getItem('heading')?.fname).toBe('Jonas');
    expect(getItem('work')).toHaveLength(1);
    expect(getItem('extraSectionNames')).toEqual(['Hobbys']);
    expect(getItem('sectionLayout')).toEqual({ main: [1, 2, 7], side: [] });
    expect(screen.getByRole('heading', { name: 'Geöffneter Lebenslauf' })).toBeTruthy();
    // The final-page flag is set by an effect after the first render of the loaded resume.
    await waitFor(() => expect(getItem('finalResume')).toBe(true));
  });

  it('says so and keeps the local resume when the token is unknown', async () => {
    seedResume();
    mockApi({
      '/resume/stored': () => reply(404, { status: 404, message: 'Nicht gefunden.' }),
      '/resume/save-resume-object': () => ({}),
    });
    renderPage(`/final-resume?id=${OTHER}`, <FinalResumePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Öffnen' }));
    expect(
      await screen.findByText('Zu diesem Link gibt es keinen Lebenslauf.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(getItem('resumeToken')).toBe(TOKEN);
    expect(getItem('heading')?.fname).toBe('Lena');
  });
});
