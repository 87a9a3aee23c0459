import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../components/toast';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { EducationSummaryPage } from './education-summary-page';
import {
  educationServer,
  entry,
  errorAnswer,
  metaAnswer,
  mockFetch,
  seedStore,
  storedEducation,
} from './education-test-utils';

const open = () => renderPage('/edu-summary', <EducationSummaryPage />);
const TWO = [
  entry({
    sname: 'TU Dresden',
    sdegree: 'Bachelor of Science (B.Sc.)',
    fieldOStudy: 'Informatik',
    pointer: 1.7,
  }),
  entry({ sname: 'Gymnasium am Markt', sdegree: 'Abitur', studyStartYear: '2010', check: true }),
];

/** get-meta answers the stored list; delete-meta removes the entry. */
const server = (list = TWO) =>
  educationServer(list, (stored, call) =>
    call.url.endsWith('/delete-meta') ? stored.filter((_, i) => i !== call.body?.meta_index) : stored,
  );

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('education summary', () => {
  it('lists each degree with its dates, grade and actions', () => {
    seedStore({ education: TWO });
    server();
    open();
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('reorder-list__item'));
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Bachelor of Science (B.Sc.), Informatik')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Notendurchschnitt: 1,7')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('2010 – Aktuell')).toBeTruthy();
    const links = within(items[1] as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/edu-description?index=1',
      '/edu-del?index=1',
    ]);
    expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Beschreibung hinzufügen' }),
    ).toBeTruthy();
  });

  it('takes the server’s list when it loads', async () => {
    seedStore({ education: [TWO[0] as (typeof TWO)[number]] });
    server();
    open();
    await waitFor(() => expect(storedEducation()).toHaveLength(2));
    expect(screen.getByText('Abitur')).toBeTruthy();
  });

  it('keeps the local list when the server does not know the resume yet', async () => {
    seedStore({ education: TWO });
    const calls = mockFetch(() => errorAnswer(404, 'Lebenslauf nicht gefunden.'));
    open();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(storedEducation()).toHaveLength(2);
    expect(screen.queryByText(/Laden fehlgeschlagen/)).toBeNull();
  });

  it('deletes a degree only after confirming, and takes the server’s list', async () => {
    seedStore({ education: TWO });
    const calls = server();
    open();
    fireEvent.click(screen.getByRole('button', { name: /Löschen.*Abitur/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/„Abitur“ wird aus Ihrem Lebenslauf entfernt/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(calls.some((c) => c.url.endsWith('/delete-meta'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Löschen.*Abitur/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(storedEducation()).toHaveLength(1));
    const call = calls.find((c) => c.url.endsWith('/delete-meta'));
    expect(call?.body).toMatchObject({ meta_key: 'education', meta_index: 1 });
    expect(screen.queryByText('Abitur')).toBeNull();
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('Der Abschluss wurde gelöscht.');
  });

  it('puts a degree back when the server refuses the delete', async () => {
    seedStore({ education: TWO });
    mockFetch((call) =>
      call.url.endsWith('/delete-meta') ? errorAnswer(404, 'Eintrag nicht gefunden.') : metaAnswer(TWO),
    );
    open();
    fireEvent.click(screen.getByRole('button', { name: /Löschen.*Abitur/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText(/Löschen fehlgeschlagen/)).toBeTruthy();
    expect(storedEducation()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('adds another degree through the form', () => {
    seedStore({ education: TWO });
    server();
    open();
    expect(screen.getByRole('link', { name: /Weiteren Abschluss hinzufügen/ }).getAttribute('href')).toBe(
      '/edu-del',
    );
  });

  it('shows an empty list with a way to add the first degree', async () => {
    seedStore({});
    server([]);
    open();
    expect(await screen.findByText('Sie haben noch keinen Abschluss eingetragen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Abschluss hinzufügen/ }).getAttribute('href')).toBe('/edu-del');
  });
});

describe('education summary, save and continue', () => {
  it('goes to /expr for a student without jobs', async () => {
    seedStore({ education: TWO, student: true });
    server();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/expr');
  });

  it('goes to /skill otherwise', async () => {
    seedStore({ education: TWO });
    server();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/skill');
  });

  it('returns to /final-resume in final mode, also by Back', async () => {
    seedStore({ education: TWO, finalResume: true });
    server();
    open();
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/final-resume');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/final-resume');
  });
});
