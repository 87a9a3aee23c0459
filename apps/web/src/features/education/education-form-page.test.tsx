import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../components/toast';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { EducationFormPage } from './education-form-page';
import {
  type Call,
  catalogueAnswer,
  educationServer,
  entry,
  errorAnswer,
  mockFetch,
  seedStore,
  storedEducation,
} from './education-test-utils';

const open = (url = '/edu-del') => renderPage(url, <EducationFormPage />);
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** Next, and the form's checks (react-hook-form validates in a microtask) before it goes on. */
const submit = (name = 'Weiter') =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const where = () => screen.findByTestId('where').then((el) => el.textContent);
/** The toast's assertive live region (errors). */
const toastAlert = () => document.querySelector('.toaster [role="alert"]')?.textContent ?? '';
const saves = (calls: Call[]) => calls.filter((c) => !c.url.endsWith('/resume/degree'));

/** The server: save-meta appends, update-meta-value replaces (both answer the list). */
const server = (list: ReturnType<typeof entry>[] = []) =>
  educationServer(list, (stored, call) => {
    const value = { ...(call.body?.meta_value as ReturnType<typeof entry>), sanitised: true };
    if (call.url.endsWith('/save-meta')) return [...stored, value];
    if (call.url.endsWith('/update-meta-value'))
      return Object.assign([...stored], { [Number(call.body?.meta_index)]: value });
    return stored;
  });

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  useToastStore.setState({ toasts: [] });
  sessionStorage.clear();
  seedStore({});
});
afterEach(() => vi.unstubAllGlobals());

describe('education form: an empty school name', () => {
  it("shows the toast 'Bitte füllen Sie die Felder aus', marks the field and saves nothing", async () => {
    const calls = server();
    open();
    type('Ort', 'Dresden');
    await submit();
    expect(toastAlert()).toContain('Bitte füllen Sie die Felder aus');
    const school = field('Schule oder Hochschule');
    expect(school.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(school);
    expect(screen.getByText('Bitte geben Sie den Namen der Schule oder Hochschule an.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saves(calls)).toEqual([]);
    expect(localStorage.getItem('resume_meta_value_education')).toBeNull();
  });

  it("says 'Please fill the fields' in English", async () => {
    await testI18n.changeLanguage('en');
    server();
    open();
    await submit('Next');
    expect(toastAlert()).toContain('Please fill the fields');
  });

  it('a name of spaces counts as empty', async () => {
    server();
    open();
    type('Schule oder Hochschule', '   ');
    await submit();
    expect(toastAlert()).toContain('Bitte füllen Sie die Felder aus');
  });

  it('clears the message once the name is typed', async () => {
    server();
    open();
    await submit();
    expect(screen.getByText('Bitte geben Sie den Namen der Schule oder Hochschule an.')).toBeTruthy();
    type('Schule oder Hochschule', 'TU Dresden');
    // The form checks every change again (in a microtask).
    await waitFor(() =>
      expect(screen.queryByText('Bitte geben Sie den Namen der Schule oder Hochschule an.')).toBeNull(),
    );
  });

  it('keeps the other messages until the next Next, and a corrected one away until then', async () => {
    server();
    open();
    type('Notendurchschnitt', 'gut');
    await submit();
    type('Schule oder Hochschule', 'TU Dresden');
    const nameMessage = 'Bitte geben Sie den Namen der Schule oder Hochschule an.';
    await waitFor(() => expect(screen.queryByText(nameMessage)).toBeNull());
    expect(screen.getByText('Bitte geben Sie den Notendurchschnitt als Zahl an, z. B. 1,7.')).toBeTruthy();
    type('Schule oder Hochschule', '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(nameMessage)).toBeNull();
    await submit();
    expect(screen.getByText(nameMessage)).toBeTruthy();
  });
});

describe('education form: other checks', () => {
  it('refuses a grade that is not a number, without a toast', async () => {
    const calls = server();
    open();
    type('Schule oder Hochschule', 'TU Dresden');
    type('Notendurchschnitt', 'gut');
    await submit();
    expect(screen.getByText('Bitte geben Sie den Notendurchschnitt als Zahl an, z. B. 1,7.')).toBeTruthy();
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(document.activeElement).toBe(field('Notendurchschnitt'));
    expect(saves(calls)).toEqual([]);
  });

  it('refuses an end before the start', async () => {
    server();
    open();
    type('Schule oder Hochschule', 'TU Dresden');
    fireEvent.change(document.getElementById('edu-start-year') as HTMLSelectElement, {
      target: { value: '2020' },
    });
    fireEvent.change(document.getElementById('edu-end-year') as HTMLSelectElement, {
      target: { value: '2018' },
    });
    await submit();
    expect(screen.getByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeTruthy();
  });
});

describe("education form: 'Aktuell'", () => {
  it('clears and disables the end month and year', () => {
    server();
    open();
    const endMonth = document.getElementById('edu-end-month') as HTMLSelectElement;
    const endYear = document.getElementById('edu-end-year') as HTMLSelectElement;
    fireEvent.change(endMonth, { target: { value: 'May' } });
    fireEvent.change(endYear, { target: { value: '2024' } });
    fireEvent.click(screen.getByLabelText('Aktuell'));
    expect(endMonth.value).toBe('');
    expect(endYear.value).toBe('');
    expect([endMonth.disabled, endYear.disabled]).toEqual([true, true]);
    fireEvent.click(screen.getByLabelText('Aktuell'));
    expect([endMonth.disabled, endYear.disabled]).toEqual([false, false]);
  });

  it('offers German month names with English values and years 2032 … 1957', () => {
    server();
    open();
    const month = document.getElementById('edu-start-month') as HTMLSelectElement;
    expect([...month.options].map((o) => [o.value, o.text])[3]).toEqual(['March', 'März']);
    const years = [...(document.getElementById('edu-start-year') as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(years.slice(0, 2)).toEqual(['', '2032']);
    expect(years.at(-1)).toBe('1957');
  });
});

describe('education form: adding a degree', () => {
  it('saves with save-meta, appends the returned entry and goes to /edu-summary', async () => {
    seedStore({ education: [entry({ sname: 'Realschule' })] });
    const calls = server([entry({ sname: 'Realschule' })]);
    open();
    type('Schule oder Hochschule', 'TU Dresden');
    type('Abschluss', 'Bachelor of Science (B.Sc.)');
    type('Notendurchschnitt', '1,7');
    fireEvent.click(screen.getByLabelText('Aktuell'));
    await submit();
    expect(await where()).toBe('/edu-summary');
    const save = saves(calls)[0];
    expect(save?.url).toBe('/api/v1/resume/save-meta');
    expect(save?.body).toMatchObject({
      resume_token: 'c'.repeat(32),
      resume_template_id: 1,
      meta_key: 'education',
    });
    expect(save?.body?.meta_value).toMatchObject({
      sname: 'TU Dresden',
      pointer: 1.7,
      check: true,
      studyEndYear: '',
    });
    const list = storedEducation();
    expect(list.map((e) => e.sname)).toEqual(['Realschule', 'TU Dresden']);
    expect(list[1]).toMatchObject({ sanitised: true });
  });

  it('offers the degrees from the server as suggestions', async () => {
    server();
    open();
    await waitFor(() =>
      expect(document.querySelector('datalist option')?.getAttribute('value')).toBe(
        'Abitur (Allgemeine Hochschulreife)',
      ),
    );
    expect(field('Abschluss').getAttribute('list')).toBe(document.querySelector('datalist')?.id);
  });

  it('keeps the input and restores the list when the server refuses, with its message at the field', async () => {
    mockFetch(
      (call) =>
        catalogueAnswer(call) ??
        errorAnswer(400, 'Ungültige Eingabe.', { 'meta_value.sname': 'Höchstens 160 Zeichen.' }),
    );
    open();
    type('Schule oder Hochschule', 'TU Dresden');
    await submit();
    expect(await screen.findByText('Höchstens 160 Zeichen.')).toBeTruthy();
    expect(screen.getByText(/Speichern fehlgeschlagen/)).toBeTruthy();
    expect(storedEducation()).toEqual([]);
    expect(field('Schule oder Hochschule').value).toBe('TU Dresden');
  });

  it('keeps the entry locally and goes on when the server cannot be reached', async () => {
    mockFetch((call) => catalogueAnswer(call) ?? Promise.reject(new TypeError('offline')));
    open();
    type('Schule oder Hochschule', 'TU Dresden');
    await submit();
    expect(await screen.findByTestId('where', {}, { timeout: 5000 })).toBeTruthy();
    expect(storedEducation().map((e) => e.sname)).toEqual(['TU Dresden']);
    expect(JSON.parse(localStorage.getItem('pending_saves') ?? '[]')).toHaveLength(1);
  });
});

describe('education form: editing with ?index=', () => {
  const two = [entry({ sname: 'Realschule' }), entry({ sname: 'TU Dresden', pointer: 2.3, check: true })];

  it('fills the form from the entry and saves it with update-meta-value', async () => {
    seedStore({ education: two });
    const calls = server(two);
    open('/edu-del?index=1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ausbildung bearbeiten');
    expect(field('Schule oder Hochschule').value).toBe('TU Dresden');
    expect(field('Notendurchschnitt').value).toBe('2,3');
    expect((screen.getByLabelText('Aktuell') as HTMLInputElement).checked).toBe(true);
    type('Ort', 'Dresden');
    await submit();
    expect(await where()).toBe('/edu-summary');
    expect(saves(calls)[0]?.url).toBe('/api/v1/resume/update-meta-value');
    expect(saves(calls)[0]?.body).toMatchObject({ meta_index: 1, meta_value: { slname: 'Dresden' } });
    expect(storedEducation().map((e) => [e.sname, e.slname])).toEqual([
      ['Realschule', ''],
      ['TU Dresden', 'Dresden'],
    ]);
  });

  it('adds a new degree when the index names no entry, and says so', async () => {
    seedStore({ education: two });
    const calls = server(two);
    open('/edu-del?index=7');
    expect(screen.getByText(/Diesen Eintrag gibt es nicht mehr/)).toBeTruthy();
    type('Schule oder Hochschule', 'Volkshochschule');
    await submit();
    expect(await where()).toBe('/edu-summary');
    expect(saves(calls)[0]?.url).toBe('/api/v1/resume/save-meta');
  });
});

describe('education form: navigation and drafts', () => {
  it('goes Back to /resume-education without degrees and to /edu-summary with them', () => {
    server();
    const first = open();
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/resume-education');
    first.unmount();
    seedStore({ education: [entry()] });
    open();
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/edu-summary');
  });

  it('keeps typed input over a reload of the page', () => {
    server();
    const first = open();
    type('Schule oder Hochschule', 'TU Dresden');
    first.unmount();
    open();
    expect(field('Schule oder Hochschule').value).toBe('TU Dresden');
  });

  it('reads „Speichern und weiter“ in final mode', () => {
    seedStore({ finalResume: true });
    server();
    open();
    expect(screen.getByRole('button', { name: 'Speichern und weiter' })).toBeTruthy();
  });
});
