import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../../store/local-store';
import { useResumeStore } from '../../../store/resume-store';
import { mockApi, reply } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { testI18n } from '../../../test/render-route';
import { SpellCheckMode } from './spell-check-mode';

const TOKEN = 'e'.repeat(32);
const SKILLS = '<ul><li>Projektmanagment</li><li>Teamfähigkeit</li></ul>';

function seed() {
  const values: Record<string, unknown> = {
    resume_token: TOKEN,
    templateId: '1',
    resume_meta_value_skills: { data: SKILLS, recommended: ['Teamfähigkeit'] },
    extra_section_Certification: { id: 9, data: '<p>Zertifkat Scrum Master</p>' },
    extra_section_WebLinks: { id: 4, link1: 'github.com/lena', link2: '', link3: '' },
  };
  for (const [key, value] of Object.entries(values))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  useResumeStore.getState().reload();
}

function spellApi(extra: Record<string, (body: unknown) => unknown> = {}) {
  return mockApi({
    '/spellcheck': () => ({
      truncated: false,
      results: [
        {
          id: 'skills',
          misspellings: [
            {
              word: 'Projektmanagment',
              offset: 0,
              length: 16,
              suggestions: ['Projektmanagement', 'Projektmanagements'],
              suggested: true,
            },
          ],
        },
        {
          id: 'certifications',
          misspellings: [{ word: 'Zertifkat', offset: 0, length: 9, suggestions: [], suggested: false }],
        },
        { id: 'webLinks.link1', misspellings: [] },
      ],
    }),
    '/spellcheck/suggest': () => ({ correct: false, suggestions: ['Zertifikat'], complete: true }),
    '/resume/save-meta': (body) => ({
      resume: {
        meta_key: 'skills',
        meta_value: (body as { meta_value: unknown }).meta_value,
        updated_at: null,
      },
    }),
    '/resume/edit-extra-section/9': (body) => ({
      id: 9,
      meta_sub_key: 'Certification',
      meta_value: (body as { meta_value: unknown }).meta_value,
    }),
    ...extra,
  });
}

const open = (onClose = vi.fn()) => {
  seed();
  renderPage('/final-resume', <SpellCheckMode onClose={onClose} />);
  return onClose;
};
const word = (name: string) =>
  screen.findByRole('button', { name: `${name} (möglicher Rechtschreibfehler)` });

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('spell-check mode', () => {
  it('shows the banner and sends the six kinds of text in the interface language', async () => {
    const api = spellApi();
    open();
    expect(
      screen.getByText(
        'Wir haben Rechtschreibfehler unten markiert. Klicken Sie auf ein markiertes Wort, um den Text zu ändern. Wenn Sie fertig sind, klicken Sie auf „Speichern“, um die Änderungen zu übernehmen.',
      ),
    ).toBeTruthy();
    await word('Projektmanagment');
    expect(api.callsTo('/spellcheck')[0]).toEqual({
      lang: 'de',
      texts: [
        { id: 'skills', html: SKILLS },
        { id: 'certifications', html: '<p>Zertifkat Scrum Master</p>' },
        { id: 'webLinks.link1', html: 'github.com/lena' },
      ],
      names: [],
    });
    expect(screen.getByRole('status').textContent).toBe('2 mögliche Rechtschreibfehler gefunden.');
  });

  it('replaces a word by a suggestion and Save writes it to the store and the server', async () => {
    const api = spellApi();
    const onClose = open();
    fireEvent.click(await word('Projektmanagment'));
    fireEvent.click(screen.getByRole('button', { name: 'Projektmanagement' }));
    expect(
      screen.queryByRole('button', { name: 'Projektmanagment (möglicher Rechtschreibfehler)' }),
    ).toBeNull();
    expect(screen.getByText('Projektmanagement')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const fixed = '<ul><li>Projektmanagement</li><li>Teamfähigkeit</li></ul>';
    expect(getItem('skills')).toEqual({ data: fixed, recommended: ['Teamfähigkeit'] });
    expect(api.callsTo('/resume/save-meta')[0]).toMatchObject({
      resume_token: TOKEN,
      meta_key: 'skills',
      meta_value: { data: fixed },
    });
    expect(api.callsTo('/resume/edit-extra-section/9')).toHaveLength(0);
  });

  it('corrects a job description and saves just that job, at its index, with update-meta-value', async () => {
    const jobs = [
      { jobtitle: 'Verkäuferin', employer: 'Drogerie Nord', workDescription: '<ul><li>Kasse</li></ul>' },
      { jobtitle: 'Aushilfe', employer: 'Bäckerei Süd', workDescription: '<ul><li>Kundenberatng</li></ul>' },
    ];
    const api = mockApi({
      '/spellcheck': () => ({
        truncated: false,
        results: [
          {
            id: 'work.1.workDescription',
            misspellings: [
              {
                word: 'Kundenberatng',
                offset: 0,
                length: 13,
                suggestions: ['Kundenberatung'],
                suggested: true,
              },
            ],
          },
        ],
      }),
      '/resume/update-meta-value': (body) => ({
        resume: { meta_key: 'work-expr', meta_value: [], updated_at: null, body },
      }),
    });
    localStorage.setItem('resume_token', TOKEN);
    localStorage.setItem('resume_meta_value_work_expr', JSON.stringify(jobs));
    useResumeStore.getState().reload();
    const onClose = vi.fn();
    renderPage('/final-resume', <SpellCheckMode onClose={onClose} />);
    fireEvent.click(await word('Kundenberatng'));
    expect(screen.getByRole('heading', { name: 'Berufserfahrung' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aushilfe, Bäckerei Süd' })).toBeTruthy();
    expect(api.callsTo('/spellcheck')[0]).toMatchObject({
      texts: [
        { id: 'work.0.jobtitle', html: 'Verkäuferin' },
        { id: 'work.0.workDescription' },
        { id: 'work.1.jobtitle', html: 'Aushilfe' },
        { id: 'work.1.workDescription', html: '<ul><li>Kundenberatng</li></ul>' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kundenberatung' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('/resume/update-meta-value')).toEqual([
      expect.objectContaining({
        resume_token: TOKEN,
        meta_key: 'work-expr',
        meta_index: 1,
        meta_value: expect.objectContaining({ workDescription: '<ul><li>Kundenberatung</li></ul>' }),
      }),
    ]);
    expect(getItem('work')?.[1]?.workDescription).toBe('<ul><li>Kundenberatung</li></ul>');
    expect(getItem('work')?.[0]).toEqual(jobs[0]);
  });

  it('asks for suggestions the check had no time for, and takes a typed spelling', async () => {
    const api = spellApi();
    open();
    fireEvent.click(await word('Zertifkat'));
    expect(await screen.findByRole('button', { name: 'Zertifikat' })).toBeTruthy();
    expect(api.callsTo('/spellcheck/suggest')[0]).toEqual({ lang: 'de', word: 'Zertifkat' });
    fireEvent.click(screen.getByRole('button', { name: 'Selbst ändern' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Neue Schreibweise' }), {
      target: { value: 'Zertifikat:' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsTo('/resume/edit-extra-section/9')).toHaveLength(1));
    expect(api.callsTo('/resume/edit-extra-section/9')[0]).toMatchObject({
      meta_key: 'extra_section',
      meta_sub_key: 'Certification',
      meta_value: { data: '<p>Zertifikat: Scrum Master</p>' },
    });
    expect(getItem('certifications')).toEqual({ id: 9, data: '<p>Zertifikat: Scrum Master</p>' });
  });

  it('Keep removes the highlight and changes nothing', async () => {
    const api = spellApi();
    const onClose = open();
    fireEvent.click(await word('Projektmanagment'));
    fireEvent.click(screen.getByRole('button', { name: 'Beibehalten' }));
    expect(screen.queryByRole('button', { name: /Projektmanagment \(/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('/resume/save-meta')).toHaveLength(0);
    expect(getItem('skills')?.data).toBe(SKILLS);
  });

  it('Cancel discards the corrections', async () => {
    const api = spellApi();
    const onClose = open();
    fireEvent.click(await word('Projektmanagment'));
    fireEvent.click(screen.getByRole('button', { name: 'Projektmanagement' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalled();
    expect(getItem('skills')?.data).toBe(SKILLS);
    expect(api.callsTo('/resume/save-meta')).toHaveLength(0);
  });

  it('says in German when the check fails, and checks again on request', async () => {
    let fail = true;
    spellApi({
      '/spellcheck': () =>
        fail
          ? reply(503, { status: 503, message: 'Die Rechtschreibprüfung ist gerade nicht verfügbar.' })
          : { truncated: false, results: [] },
    });
    open();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Die Rechtschreibprüfung ist fehlgeschlagen: Die Rechtschreibprüfung ist gerade nicht verfügbar.',
      ),
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut prüfen' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Keine Rechtschreibfehler gefunden.'),
    );
  });

  it('checks in English with the English interface', async () => {
    const api = spellApi();
    await testI18n.changeLanguage('en');
    open();
    expect(
      screen.getByText(
        "We've highlighted your spelling errors below. Click on each highlighted word to change text. Once you're done click 'Save' button to apply changes",
      ),
    ).toBeTruthy();
    await screen.findByRole('button', { name: 'Projektmanagment (possible spelling error)' });
    expect(api.callsTo('/spellcheck')[0]).toMatchObject({ lang: 'en' });
  });

  it('checks an English version in English in the German interface, suggestions too', async () => {
    const api = spellApi();
    localStorage.setItem('document_language', 'en');
    open();
    fireEvent.click(await word('Zertifkat'));
    await waitFor(() => expect(api.callsTo('/spellcheck/suggest')).toHaveLength(1));
    expect(api.callsTo('/spellcheck')[0]).toMatchObject({ lang: 'en' });
    expect(api.callsTo('/spellcheck/suggest')[0]).toEqual({ lang: 'en', word: 'Zertifkat' });
  });
});
