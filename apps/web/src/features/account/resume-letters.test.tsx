import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Letter } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../components/toast/toast-store';
import { RESUME_TOKEN, resumeItem, setUpLoggedInGermanTests } from '../../test/customer-test-utils';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { CustomerPage } from './customer-page';

const letter = (id: number, name: string, company = ''): Letter => ({
  id,
  resume_token: RESUME_TOKEN,
  name,
  recipient: { company, contact: '', street: '', zip: '', city: '' },
  sender: { name: '', street: '', zip_city: '', phone: '', email: '' },
  position: '',
  subject: '',
  salutation: '',
  body: '<p>Text</p>',
  closing: 'Mit freundlichen Grüßen',
  place: 'Hamburg',
  date: '2026-11-25',
  date_style: 'numeric',
  show_enclosures: true,
  address_window: null,
  job_ad: '',
  answers: { start_date: '', salary: '', motivation: '' },
  tighten: 0,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
});

const nordlicht = letter(7, 'Nordlicht Design');
const stadtwerke = letter(8, '', 'Stadtwerke Kiel');
const blank = letter(9, '');

/** The letters API of one resume, kept in memory like the server would. */
function lettersServer(initial: Letter[], overrides: Record<string, () => unknown> = {}) {
  let letters = [...initial];
  const byId: Record<string, (body: unknown, init: RequestInit) => unknown> = {};
  for (const stored of initial) {
    byId[`/letters/${stored.id}`] = (body, init) => {
      const current = letters.find((l) => l.id === stored.id) ?? stored;
      if (init.method === 'PUT') {
        const changed = { ...current, ...(body as Partial<Letter>) };
        letters = letters.map((l) => (l.id === stored.id ? changed : l));
        return { data: changed };
      }
      if (init.method === 'DELETE') {
        letters = letters.filter((l) => l.id !== stored.id);
        return { data: current };
      }
      return { data: current };
    };
  }
  return mockApi({
    '/resume-listing': () => ({ data: [resumeItem] }),
    '/letters': (body, init) => {
      if (init.method === 'POST') {
        const created = { ...letter(20, ''), ...(body as Partial<Letter>), id: 20 };
        letters = [...letters, created];
        return { data: created };
      }
      return { data: letters };
    },
    ...byId,
    ...overrides,
  });
}

const methodsTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.fetchMock.mock.calls
    .filter(([url]) => String(url).split('?')[0]?.endsWith(path))
    .map(([url, init]) => ({ url: String(url), init: init as RequestInit }));

const toasts = () => useToastStore.getState().toasts.map((t) => t.text);

setUpLoggedInGermanTests();

describe('My Resume › the letters under a resume', () => {
  it('lists them by name, else employer, else "Anschreiben ohne Namen", each opening its editor', async () => {
    lettersServer([nordlicht, stadtwerke, blank]);
    renderPage('/customer', <CustomerPage delayMs={0} />);
    const section = await screen.findByRole('region', { name: 'Anschreiben zu „Lebenslauf Jana Schröder“' });
    const names = within(section)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.resume-letters__name')?.textContent);
    expect(names).toEqual(['Nordlicht Design', 'Stadtwerke Kiel', 'Anschreiben ohne Namen']);
    fireEvent.click(within(section).getByRole('link', { name: 'Anschreiben „Stadtwerke Kiel“ öffnen' }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/anschreiben/8');
  });

  it('shows no letters row for a resume without letters', async () => {
    lettersServer([]);
    renderPage('/customer', <CustomerPage delayMs={0} />);
    await screen.findByRole('row', { name: /Lebenslauf Jana Schröder/ });
    await waitFor(() => expect(screen.queryByText('Anschreiben ohne Namen')).toBeNull());
    expect(screen.queryByRole('region', { name: /Anschreiben zu/ })).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('renames with the login and the resume token, and the list shows the new name', async () => {
    const api = lettersServer([nordlicht]);
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Anschreiben „Nordlicht Design“ umbenennen' }));
    const field = screen.getByLabelText('Neuer Name für „Nordlicht Design“');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  Nordlicht – UX Lead  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const renamed = await screen.findByRole('button', {
      name: 'Anschreiben „Nordlicht – UX Lead“ umbenennen',
    });
    await waitFor(() => expect(document.activeElement).toBe(renamed));
    const [put] = methodsTo(api, '/letters/7').filter(({ init }) => init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({ name: 'Nordlicht – UX Lead' });
    expect(put?.url).toContain(`resume_token=${RESUME_TOKEN}`);
    expect((put?.init.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok');
    expect(toasts()).toContain('Das Anschreiben heißt jetzt „Nordlicht – UX Lead“.');
  });

  it('refuses an empty name in German and sends nothing', async () => {
    const api = lettersServer([nordlicht]);
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Anschreiben „Nordlicht Design“ umbenennen' }));
    const field = screen.getByLabelText('Neuer Name für „Nordlicht Design“');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte geben Sie einen Namen für das Anschreiben ein.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(methodsTo(api, '/letters/7')).toEqual([]);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(await screen.findByText('Nordlicht Design')).toBeTruthy();
  });

  it('keeps the form and says why when the server refuses the name', async () => {
    lettersServer([nordlicht], {
      '/letters/7': () => reply(400, { status: 400, message: 'Der Name ist zu lang.' }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Anschreiben „Nordlicht Design“ umbenennen' }));
    fireEvent.change(screen.getByLabelText('Neuer Name für „Nordlicht Design“'), {
      target: { value: 'Neu' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Das Anschreiben konnte nicht umbenannt werden: Der Name ist zu lang.',
    );
    expect(screen.getByLabelText('Neuer Name für „Nordlicht Design“')).toBeTruthy();
  });

  it('duplicates: the copy "… (Kopie)" joins the list', async () => {
    const api = lettersServer([nordlicht]);
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Anschreiben „Nordlicht Design“ duplizieren' }),
    );
    expect(await screen.findByText('Nordlicht Design (Kopie)')).toBeTruthy();
    const created = api.callsTo('/letters').find((body) => body !== undefined) as Partial<Letter> & {
      resume_token: string;
    };
    expect(created).toMatchObject({
      name: 'Nordlicht Design (Kopie)',
      resume_token: RESUME_TOKEN,
      place: 'Hamburg',
    });
    expect(toasts()).toContain('Die Kopie „Nordlicht Design (Kopie)“ wurde angelegt.');
  });

  it('deletes only after the confirmation; Abbrechen sends nothing', async () => {
    const api = lettersServer([nordlicht, stadtwerke]);
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Anschreiben „Nordlicht Design“ löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anschreiben löschen?' });
    expect(dialog.textContent).toContain('„Nordlicht Design“ wird endgültig gelöscht.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(methodsTo(api, '/letters/7').filter(({ init }) => init.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Anschreiben „Nordlicht Design“ löschen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(screen.queryByText('Nordlicht Design')).toBeNull());
    expect(methodsTo(api, '/letters/7').filter(({ init }) => init.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Stadtwerke Kiel')).toBeTruthy();
    expect(toasts()).toContain('„Nordlicht Design“ wurde gelöscht.');
  });

  it('offers the same in the grid', async () => {
    lettersServer([nordlicht]);
    renderPage('/customer', <CustomerPage delayMs={0} />);
    await screen.findByText('Nordlicht Design');
    fireEvent.click(screen.getByRole('button', { name: 'Kacheln' }));
    const card = screen.getByRole('heading', { level: 2, name: 'Lebenslauf Jana Schröder' }).closest('li');
    const letters = within(card as HTMLElement).getByRole('region', { name: /Anschreiben zu/ });
    for (const action of ['öffnen', 'umbenennen', 'duplizieren', 'löschen']) {
      expect(
        within(letters).getByRole(action === 'öffnen' ? 'link' : 'button', {
          name: `Anschreiben „Nordlicht Design“ ${action}`,
        }),
      ).toBeTruthy();
    }
  });

  it('says so when the letters cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/letters': () =>
        fail ? reply(503, { status: 503, message: 'Nicht erreichbar.' }) : { data: [nordlicht] },
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    expect(await screen.findByText(/Die Anschreiben konnten nicht geladen werden/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Nordlicht Design')).toBeTruthy();
  });
});
