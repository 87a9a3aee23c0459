import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { SkillsPage } from './skills-page';
import { item, seed, skillsApi, TOKEN } from './skills-test-utils';

// ProseMirror does not run in happy-dom: a textarea with the editor's props and handle stands in.
vi.mock('../../components/rich-text-editor', async (importOriginal) => {
  const { withEditorStandIn } = await import('../../test/rich-text-editor-stand-in');
  return withEditorStandIn(await importOriginal<typeof import('../../components/rich-text-editor')>());
});

const where = () => screen.queryByTestId('where')?.textContent ?? null;
const open = () => renderPage('/add-skill', <SkillsPage />);
const editor = () =>
  screen.getByRole('textbox', { name: 'Ihre Kenntnisse und Fähigkeiten' }) as HTMLTextAreaElement;
const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const COOKING = item(1, 'Kochtechniken nutzen', 1);
const WASTE = item(2, 'Abfall beseitigen', 1);
const DESSERTS = item(3, 'Desserts zubereiten');
const KOCH_JOB = [{ jobtitle: 'Koch', employer: 'Hotel Adler' }];

/** Lets fetch answers and React updates through while timers are fake. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  seed({ resume_token: TOKEN });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('skills recommendations modal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });

  it('shows a spinner, then opens as soon as the catalogue answered when no skills exist and the job title has recommendations', async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    const api = skillsApi([COOKING, WASTE, DESSERTS]);
    open();
    expect(screen.getByText('Wir suchen passende Kenntnisse für Ihren Beruf …')).toBeTruthy();
    await advance(250);
    expect(dialog().open).toBe(false);
    await advance(100);
    expect(dialog().open).toBe(true);
    expect(screen.queryByText('Wir suchen passende Kenntnisse für Ihren Beruf …')).toBeNull();
    expect(api.callsTo('/resume/popular-sub-category')[0]).toEqual({
      category_id: 4,
      sub_category_title: 'Koch',
    });
    expect(dialog().textContent).toContain('„Koch/Köchin“');
    // Only the recommended items are offered.
    expect(dialog().textContent).toContain('Kochtechniken nutzen');
    expect(dialog().textContent).not.toContain('Desserts zubereiten');
  });

  it("'Empfehlungen übernehmen' fills the editor with the recommended items as bullets", async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    skillsApi([COOKING, WASTE, DESSERTS]);
    open();
    await advance(2100);
    fireEvent.click(screen.getByRole('button', { name: 'Empfehlungen übernehmen' }));
    expect(dialog().open).toBe(false);
    expect(editor().value).toBe(
      '<ul><li><p>Kochtechniken nutzen</p></li><li><p>Abfall beseitigen</p></li></ul>',
    );
    expect(getItem('skills')).toEqual({
      data: editor().value,
      recommended: ['Kochtechniken nutzen', 'Abfall beseitigen'],
    });
    expect(screen.getByText('2 Kenntnisse wurden übernommen.')).toBeTruthy();
  });

  it("'Nein, danke' closes it and leaves the text empty", async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    skillsApi([COOKING]);
    open();
    await advance(2100);
    fireEvent.click(screen.getByRole('button', { name: 'Nein, danke' }));
    expect(dialog().open).toBe(false);
    expect(editor().value).toBe('');
    expect(getItem('skills')).toBeNull();
  });

  it('waits for the catalogue when it answers after the 2 seconds', async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    let answer: (value: unknown) => void = () => undefined;
    skillsApi([], { '/resume/listings': () => new Promise((resolve) => (answer = resolve)) });
    open();
    await advance(3000);
    expect(dialog().open).toBe(false);
    expect(screen.getByText('Wir suchen passende Kenntnisse für Ihren Beruf …')).toBeTruthy();
    answer({ listings: [COOKING] });
    await advance(10);
    expect(dialog().open).toBe(true);
  });

  it('does not open when skills exist', async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB, resume_meta_value_skills: { data: '<p>Teamfähig</p>' } });
    skillsApi([COOKING]);
    open();
    expect(screen.queryByText('Wir suchen passende Kenntnisse für Ihren Beruf …')).toBeNull();
    await advance(3000);
    expect(dialog().open).toBe(false);
  });

  it('does not open when the job title matches no profile (the common profiles are no recommendation)', async () => {
    seed({ resume_meta_value_work_expr: [{ jobtitle: 'Astronaut' }] });
    skillsApi([COOKING]);
    open();
    await advance(3000);
    expect(dialog().open).toBe(false);
    expect(screen.queryByText('Wir suchen passende Kenntnisse für Ihren Beruf …')).toBeNull();
  });

  it('does not open when the visitor starts typing during the spinner', async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    skillsApi([COOKING]);
    open();
    await advance(100);
    fireEvent.change(editor(), { target: { value: '<p>Teamfähig</p>' } });
    await advance(2000);
    expect(dialog().open).toBe(false);
  });

  it('recommends for the newest job (the current one), not the one entered first', async () => {
    seed({
      resume_meta_value_work_expr: [
        { jobtitle: 'Kellner', startYear: '2019', endYear: '2022', endMonth: 'June' },
        { jobtitle: 'Koch', startYear: '2022', startMonth: 'July', check: true },
      ],
    });
    const api = skillsApi([COOKING]);
    open();
    await advance(400);
    expect(dialog().open).toBe(true);
    expect(api.callsTo('/resume/popular-sub-category')[0]).toEqual({
      category_id: 4,
      sub_category_title: 'Koch',
    });
  });

  it('uses the field of study when no job title exists', async () => {
    seed({ resume_meta_value_education: [{ sname: 'Hotelfachschule', fieldOStudy: 'Koch' }] });
    skillsApi([COOKING]);
    open();
    await advance(2100);
    expect(dialog().open).toBe(true);
  });
});

/** Opens the collapsed group of ESCO's (not recommended) skills. */
const showMore = async () =>
  fireEvent.click(await screen.findByRole('button', { name: /^Weitere Kenntnisse anzeigen/ }));

describe('skill-selection list', () => {
  // No recommended items here: the modal stays shut however long a test runs.
  const items = [item(1, 'Kochtechniken nutzen'), item(2, 'Abfall beseitigen')];

  it('lists the profile’s skills with a checkbox and the profile as a tag', async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    skillsApi(items);
    open();
    await showMore();
    expect(await screen.findByRole('checkbox', { name: /Kochtechniken nutzen/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kenntnisse für Koch/Köchin' })).toBeTruthy();
    expect(screen.getAllByText('Koch/Köchin', { selector: '.skill-option__tag' })).toHaveLength(2);
  });

  it('checking inserts the bullet, unchecking removes it, and the stored list follows', async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    skillsApi(items);
    open();
    await showMore();
    const box = (await screen.findByRole('checkbox', { name: /Abfall beseitigen/ })) as HTMLInputElement;
    fireEvent.click(box);
    expect(editor().value).toBe('<ul><li><p>Abfall beseitigen</p></li></ul>');
    expect(box.checked).toBe(true);
    expect(getItem('skills')?.recommended).toEqual(['Abfall beseitigen']);
    fireEvent.click(box);
    expect(editor().value).toBe('');
    expect(box.checked).toBe(false);
    expect(getItem('skills')).toBeNull();
  });

  it('checks the items the text already contains', async () => {
    seed({
      resume_meta_value_work_expr: KOCH_JOB,
      resume_meta_value_skills: { data: '<ul><li><p>Kochtechniken nutzen.</p></li></ul>', recommended: [] },
    });
    skillsApi(items);
    open();
    await showMore();
    expect(
      ((await screen.findByRole('checkbox', { name: /Kochtechniken/ })) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Abfall/ }) as HTMLInputElement).checked).toBe(false);
  });

  it("lists the curated skills first and ESCO's under a collapsed 'Weitere' group, focusing its first skill", async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB, resume_meta_value_skills: { data: '<p>Eigenes</p>' } });
    skillsApi([item(1, 'Speisenzubereitung', 1), item(2, 'HACCP', 1), item(3, 'Kochtechniken nutzen')]);
    open();
    await screen.findByRole('checkbox', { name: 'Speisenzubereitung' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Kochtechniken nutzen' })).toBeNull();
    const more = screen.getByRole('button', { name: 'Weitere Kenntnisse anzeigen (1)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Kochtechniken nutzen' }));
  });

  it("says 'Für dieses Berufsprofil wurden keine Daten gefunden.' when the profile has no skills", async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    skillsApi([]);
    open();
    expect(await screen.findByText('Für dieses Berufsprofil wurden keine Daten gefunden.')).toBeTruthy();
  });

  it('lists no skills of another job for a title that names no profile, and asks which fits', async () => {
    seed({ resume_meta_value_work_expr: [{ jobtitle: 'Staplerfahrer' }] });
    const api = skillsApi(items, {
      '/resume/listings': () => ({ listings: [item(9, 'Pflegedokumentation', 1)] }),
    });
    open();
    expect(
      await screen.findByText(
        'Für „Staplerfahrer“ haben wir keine passenden Vorschläge. Welcher Beruf passt am besten?',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Wählen Sie oben einen Beruf: Dann erscheinen hier seine Kenntnisse.'),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Pflegedokumentation/ })).toBeNull();
    expect(api.callsTo('/resume/listings')).toEqual([]);
  });

  it('asks the matcher with the CV’s Ausbildung, so a Lagerist gets the trained profile', async () => {
    seed({
      resume_meta_value_work_expr: [{ jobtitle: 'Lagerist' }],
      resume_meta_value_education: [
        { sdegree: 'Abgeschlossene Berufsausbildung', fieldOStudy: 'Fachlagerist' },
      ],
    });
    const api = skillsApi(items);
    open();
    await waitFor(() => expect(api.callsTo('/resume/popular-sub-category').length).toBeGreaterThan(0));
    expect(api.callsTo('/resume/popular-sub-category')[0]).toMatchObject({
      sub_category_title: 'Lagerist',
      has_ausbildung: true,
    });
  });

  it('searches for another job profile and lists its skills', async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    const api = skillsApi(items, {
      '/resume/search-subcategory': () => ({ subCategory: [{ id: 77, title: 'Pflegefachkraft' }] }),
      '/resume/listings': (body) => ({
        listings:
          (body as { sub_category_id: number }).sub_category_id === 77
            ? [item(9, 'Wunden versorgen')]
            : items,
      }),
    });
    open();
    await showMore();
    await screen.findByRole('checkbox', { name: /Kochtechniken/ });
    fireEvent.change(screen.getByLabelText('Nach einem anderen Berufsprofil suchen'), {
      target: { value: 'Pflege' },
    });
    await showMore();
    expect(await screen.findByRole('checkbox', { name: /Wunden versorgen/ })).toBeTruthy();
    expect((screen.getByLabelText('Berufsprofil') as HTMLSelectElement).value).toBe('77');
    expect(api.calls.some(([path]) => path === '/resume/search-subcategory')).toBe(true);
  });
});

describe('skills save (Back and Next)', () => {
  it('saves the text with save-meta skills, with the recommended items it contains, and goes on to /summary', async () => {
    seed({ resume_meta_value_work_expr: KOCH_JOB });
    const api = skillsApi([item(1, 'Kochtechniken nutzen')]);
    open();
    await showMore();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Kochtechniken/ }));
    fireEvent.change(editor(), { target: { value: `${editor().value}<p>Führerschein Klasse B</p>` } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/summary'));
    expect(api.callsTo('/resume/save-meta')[0]).toMatchObject({
      resume_token: TOKEN,
      meta_key: 'skills',
      meta_value: {
        data: '<ul><li><p>Kochtechniken nutzen</p></li></ul><p>Führerschein Klasse B</p>',
        recommended: ['Kochtechniken nutzen'],
      },
    });
    expect(getItem('sectionStrength')?.skills).toBe(12);
  });

  it('removes stored skills with delete-meta-section when the text was emptied', async () => {
    seed({ resume_meta_value_skills: { data: '<p>Teamfähig</p>', recommended: [] } });
    const api = skillsApi([]);
    open();
    fireEvent.change(editor(), { target: { value: '<ul><li><p></p></li></ul>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/summary'));
    expect(api.callsTo('/resume/delete-meta-section')).toEqual([{ resume_token: TOKEN, meta_key: 'skills' }]);
    expect(api.callsTo('/resume/save-meta')).toEqual([]);
    expect(getItem('skills')).toBeNull();
  });

  it('sends nothing when the text is empty and no skills were stored', async () => {
    const api = skillsApi([]);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/summary'));
    expect(
      api.calls.filter(([path]) => path === '/resume/save-meta' || path === '/resume/delete-meta-section'),
    ).toEqual([]);
  });

  it('Back returns to /skill without a call when nothing changed', async () => {
    seed({ resume_meta_value_skills: { data: '<p>Teamfähig</p>', recommended: [] } });
    const api = skillsApi([]);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(where()).toBe('/skill');
    expect(api.callsTo('/resume/save-meta')).toEqual([]);
  });

  it('reads Speichern und weiter in final mode and returns to /final-resume', async () => {
    seed({ FinalResume: 'true', resume_meta_value_skills: { data: '<p>Teamfähig</p>', recommended: [] } });
    skillsApi([]);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(where()).toBe('/final-resume'));
  });

  it('shows a refused save with Erneut versuchen and stays on the page', async () => {
    seed({ resume_meta_value_skills: { data: '<p>Teamfähig</p>', recommended: [] } });
    skillsApi([], {
      '/resume/save-meta': () => reply(400, { status: 400, message: 'Der Text ist zu lang.' }),
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(/Der Text ist zu lang\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(where()).toBeNull();
  });

  it('loads the skills from the server when there is no local copy', async () => {
    skillsApi([], {
      '/resume/get-meta': () => ({
        resume: {
          meta_key: 'skills',
          meta_value: { data: '<p>Vom Server</p>', recommended: [] },
          updated_at: null,
        },
      }),
    });
    open();
    await waitFor(() => expect(editor().value).toBe('<p>Vom Server</p>'));
    expect(getItem('skills')?.data).toBe('<p>Vom Server</p>');
  });
});
