import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkEntry } from '@vita/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, mockOffline } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { WorkFormPage } from './work-form-page';
import { job, setJobs } from './work-test-utils';

const where = () => screen.queryByTestId('where')?.textContent ?? null;
const store = useResumeStore.getState;

const group = (legend: string) => screen.getByRole('group', { name: legend });
const choose = (legend: string, label: string, value: string) =>
  fireEvent.change(within(group(legend)).getByLabelText(label), { target: { value } });
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Next, and the form's checks (react-hook-form validates in a microtask) before it goes on. */
const submit = (name = 'Weiter') =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

function fillJob() {
  type(/^Position/, 'Koch');
  type(/^Arbeitgeber/, 'Hotel Adler');
  choose('Beginn', 'Monat', 'March');
  choose('Beginn', 'Jahr', '2019');
  choose('Ende', 'Monat', 'June');
  choose('Ende', 'Jahr', '2023');
}

const listAnswer = (list: WorkEntry[]) => ({ resume: { meta_key: 'work-expr', meta_value: list } });

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  store().reload();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('work form dates (01 §5)', () => {
  it("says start and end can't be empty", async () => {
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    type(/^Position/, 'Koch');
    await submit();
    expect(screen.getByText('Das Startdatum darf nicht leer sein.')).toBeTruthy();
    expect(screen.getByText('Das Enddatum darf nicht leer sein.')).toBeTruthy();
    expect(within(group('Beginn')).getByLabelText('Monat').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('work-start-month');
    expect(where()).toBeNull();
  });

  it('refuses dates after today and an end before the start', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22), toFake: ['Date'] });
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    fillJob();
    choose('Beginn', 'Monat', 'December');
    choose('Beginn', 'Jahr', '2026');
    await submit();
    expect(screen.getByText('Das Startdatum darf nicht nach dem heutigen Datum liegen.')).toBeTruthy();
    expect(screen.getByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeTruthy();
    choose('Beginn', 'Jahr', '2019');
    choose('Ende', 'Monat', 'December');
    choose('Ende', 'Jahr', '2026');
    // The form checks every change after a Next again (in a microtask).
    expect(await screen.findByText('Das Enddatum darf nicht nach dem aktuellen Datum liegen.')).toBeTruthy();
  });

  it('shows the English texts exactly as the spec quotes them', async () => {
    await testI18n.changeLanguage('en');
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    type(/^Position/, 'Cook');
    await submit('Next');
    expect(screen.getByText("Your start date can't be empty.")).toBeTruthy();
    expect(screen.getByText("Your end date can't be empty.")).toBeTruthy();
  });

  it("'Ich arbeite derzeit hier' clears and disables the end date", async () => {
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    fillJob();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ich arbeite derzeit hier' }));
    const endMonth = within(group('Ende')).getByLabelText('Monat') as HTMLSelectElement;
    const endYear = within(group('Ende')).getByLabelText('Jahr') as HTMLSelectElement;
    expect([endMonth.value, endYear.value]).toEqual(['', '']);
    expect([endMonth.disabled, endYear.disabled]).toEqual([true, true]);
    await submit();
    expect(screen.queryByText('Das Enddatum darf nicht leer sein.')).toBeNull();
  });

  it('offers German month names with English values and the years 1958 to now, newest first', () => {
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    const month = within(group('Beginn')).getByLabelText('Monat') as HTMLSelectElement;
    expect([...month.options].map((o) => [o.value, o.text]).slice(1, 4)).toEqual([
      ['January', 'Januar'],
      ['February', 'Februar'],
      ['March', 'März'],
    ]);
    const years = [...(within(group('Beginn')).getByLabelText('Jahr') as HTMLSelectElement).options];
    expect(years[1]?.value).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)?.value).toBe('1958');
  });
});

describe('More Information Needed', () => {
  it('opens without job title and employer and skips on with "Ich habe keine Berufserfahrung"', async () => {
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    await submit();
    const dialog = screen.getByRole('dialog', { name: 'Weitere Angaben erforderlich' });
    expect(within(dialog).getByText(/mindestens Ihre bisherige Position und das Unternehmen/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ich habe keine Berufserfahrung' }));
    expect(where()).toBe('/resume-education');
  });

  it('OK goes to the work summary', async () => {
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    await submit();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(where()).toBe('/Work-summary');
  });

  it('skips to /final-resume in final mode', async () => {
    localStorage.setItem('FinalResume', 'true');
    store().reload();
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    await submit('Speichern und weiter');
    fireEvent.click(screen.getByRole('button', { name: 'Ich habe keine Berufserfahrung' }));
    expect(where()).toBe('/final-resume');
  });
});

describe('work form saving', () => {
  it('adds with save-meta, appends the last returned entry and goes to the summary', async () => {
    setJobs([job({ jobtitle: 'Kellner' })]);
    const api = mockApi({
      '/resume/save-meta': (body) => {
        const entry = (body as { meta_value: WorkEntry }).meta_value;
        return listAnswer([job({ jobtitle: 'Kellner' }), { ...entry, jobtitle: 'Koch (vom Server)' }]);
      },
    });
    renderPage('/work-expr-form', <WorkFormPage />);
    fillJob();
    type(/^Ort/, ' Köln ');
    await submit();
    await waitFor(() => expect(where()).toBe('/Work-summary'));
    const [body] = api.callsTo('/resume/save-meta') as { meta_key: string; meta_value: WorkEntry }[];
    expect(body?.meta_key).toBe('work-expr');
    expect(body?.meta_value).toMatchObject({
      jobtitle: 'Koch',
      country: 'Köln',
      city: '',
      startMonth: 'March',
    });
    expect(getItem('work')?.map((j) => j.jobtitle)).toEqual(['Kellner', 'Koch (vom Server)']);
    expect(getItem('workDraft')).toBeNull();
    expect(getItem('sectionStrength')?.work).toBe(20);
  });

  it('edits ?index=1 with update-meta-value and takes the server list', async () => {
    setJobs([job({ jobtitle: 'Kellner' }), job({ jobtitle: 'Koch' })]);
    const api = mockApi({
      '/resume/update-meta-value': () =>
        listAnswer([job({ jobtitle: 'Kellner' }), job({ jobtitle: 'Chefkoch' })]),
    });
    renderPage('/work-expr-form?index=1', <WorkFormPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Stelle bearbeiten');
    expect((screen.getByLabelText(/^Position/) as HTMLInputElement).value).toBe('Koch');
    type(/^Position/, 'Chefkoch');
    await submit();
    await waitFor(() => expect(where()).toBe('/Work-summary'));
    expect(api.callsTo('/resume/update-meta-value')).toEqual([
      expect.objectContaining({
        meta_key: 'work-expr',
        meta_index: 1,
        meta_value: expect.objectContaining({ jobtitle: 'Chefkoch' }),
      }),
    ]);
    expect(getItem('work')?.map((j) => j.jobtitle)).toEqual(['Kellner', 'Chefkoch']);
  });

  it('loads the jobs from the server when only the server has them, then fills ?index=0', async () => {
    localStorage.setItem('resume_token', 'e'.repeat(32));
    store().reload();
    const api = mockApi({ '/resume/get-meta': () => listAnswer([job({ jobtitle: 'Gärtnerin' })]) });
    renderPage('/work-expr-form?index=0', <WorkFormPage />);
    await waitFor(() =>
      expect((screen.getByLabelText(/^Position/) as HTMLInputElement).value).toBe('Gärtnerin'),
    );
    expect(api.callsTo('/resume/get-meta')).toEqual([
      { resume_token: 'e'.repeat(32), meta_key: 'work-expr' },
    ]);
  });

  it('an index past the list adds a new job instead', () => {
    setJobs([job({})]);
    mockApi({});
    renderPage('/work-expr-form?index=7', <WorkFormPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Erzählen Sie uns von Ihrer Stelle');
  });

  it('keeps what is typed in the local store and shows it in the preview mirror only', () => {
    setJobs([job({ jobtitle: 'Kellner' })]);
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    type(/^Position/, 'Barista');
    expect(getItem('workDraft')?.entry.jobtitle).toBe('Barista');
    expect(store().values.work?.map((j) => j.jobtitle)).toEqual(['Kellner', 'Barista']);
    expect(getItem('work')?.map((j) => j.jobtitle)).toEqual(['Kellner']);
  });

  it('restores the draft after a reload of the page', () => {
    mockApi({});
    const first = renderPage('/work-expr-form', <WorkFormPage />);
    type(/^Arbeitgeber/, 'Bäckerei Schmitz');
    first.unmount();
    renderPage('/work-expr-form', <WorkFormPage />);
    expect((screen.getByLabelText(/^Arbeitgeber/) as HTMLInputElement).value).toBe('Bäckerei Schmitz');
  });

  it('Back drops the draft and goes to /expr without jobs', () => {
    mockApi({});
    renderPage('/work-expr-form', <WorkFormPage />);
    type(/^Position/, 'Koch');
    fireEvent.click(screen.getByRole('link', { name: 'Zurück' }));
    expect(where()).toBe('/expr');
    expect(getItem('workDraft')).toBeNull();
  });

  it('goes on when the server is unreachable: the job is added locally and the save waits', async () => {
    mockOffline();
    renderPage('/work-expr-form', <WorkFormPage />);
    fillJob();
    await submit();
    await waitFor(() => expect(where()).toBe('/Work-summary'), { timeout: 4000 });
    expect(getItem('work')?.map((j) => j.jobtitle)).toEqual(['Koch']);
    expect(getItem('pendingSaves')?.map((p) => p.path)).toEqual(['/resume/save-meta']);
  });
});
