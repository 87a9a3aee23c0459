import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, mockOffline, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { HeadingPage } from './heading-page';

const token = 'c'.repeat(32);
const where = () => screen.queryByTestId('where')?.textContent ?? null;
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
/** Next, and the form's checks (react-hook-form validates in a microtask) before it goes on. */
const submit = (label: RegExp | string = 'Weiter') =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
const leave = (name: RegExp | string) =>
  act(async () => {
    fireEvent.blur(field(name));
  });
const store = useResumeStore.getState;

function fillValid() {
  type(/^Vorname/, 'Lena');
  type(/^Nachname/, 'Schäfer');
  type(/^E-Mail/, 'lena@example.de');
}

const saveMetaOk = { '/resume/save-meta': () => ({ resume: { meta_key: 'heading', meta_value: {} } }) };

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  localStorage.setItem('templateStyleName', 'styleTempTwo'); // no photo, unless a test says so
  store().reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('heading form validation (01 §5)', () => {
  it('shows the spec messages next to the fields and in a focused summary', async () => {
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    await submit();
    const summary = screen.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    expect(document.activeElement).toBe(summary);
    for (const message of [
      'Vorname ist erforderlich.',
      'Nachname muss erforderlich sein',
      'E-Mail ist erforderlich.',
    ])
      expect(within(summary).getByText(message)).toBeTruthy();
    const email = field(/^E-Mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('E-Mail ist erforderlich.');
    expect(where()).toBeNull();
  });

  it('goes on without a photo on a photo template, with a hint that the photo is optional (AGG)', async () => {
    localStorage.setItem('templateStyleName', 'styleTempDBSix');
    store().reload();
    mockApi(saveMetaOk);
    renderPage('/resume', <HeadingPage />);
    expect(
      screen.getByRole('button', { name: 'Foto hinzufügen' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(screen.getByText(/Freiwillig – in Deutschland gehört ein Foto nicht zwingend/)).toBeTruthy();
    fillValid();
    await submit();
    expect(screen.queryByText(/Foto ist erforderlich/)).toBeNull();
    expect(screen.queryByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeNull();
    await waitFor(() => expect(where()).toBe('/expr'));
  });

  it.each([
    ['an invalid email', /^E-Mail/, 'lena@example', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
    ['an email over 35 characters', /^E-Mail/, `${'l'.repeat(25)}@example.de`, 'höchstens 35 Zeichen'],
    ['a first name over 34 characters', /^Vorname/, 'A'.repeat(35), 'Der Vorname darf höchstens 34'],
    ['a last name over 34 characters', /^Nachname/, 'B'.repeat(35), 'Der Nachname darf höchstens 34'],
  ])('refuses %s', async (_name, label, value, message) => {
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    fillValid();
    type(label, value);
    await submit();
    expect(screen.getAllByText(new RegExp(message)).length).toBeGreaterThan(0);
    expect(where()).toBeNull();
  });

  it('shows a format error as soon as the field is left, but no required error', async () => {
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    type(/^E-Mail/, 'lena@');
    await leave(/^E-Mail/);
    await leave(/^Vorname/);
    expect(screen.getByText(/gültige E-Mail-Adresse/)).toBeTruthy();
    expect(screen.queryByText('Vorname ist erforderlich.')).toBeNull();
  });
});

describe('first-word rule for names', () => {
  it('keeps only the first word of a pasted first name', () => {
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    type(/^Vorname/, 'Anna Lena');
    expect((field(/^Vorname/) as HTMLInputElement).value).toBe('Anna');
    expect(getItem('heading')?.fname).toBe('Anna');
  });

  it('keeps a second name typed with the space key', () => {
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    type(/^Nachname/, 'von');
    fireEvent.keyDown(field(/^Nachname/), { key: ' ' });
    type(/^Nachname/, 'von ');
    type(/^Nachname/, 'von Trapp');
    expect((field(/^Nachname/) as HTMLInputElement).value).toBe('von Trapp');
  });

  it('leaves other fields alone', () => {
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    type(/^Straße/, 'Am Markt 3');
    expect(getItem('heading')?.street).toBe('Am Markt 3');
  });
});

describe('heading form saving', () => {
  it('writes a computer-style birth date the German way when the field is left', () => {
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    type(/^Geburtsdatum/, '1995-04-03 in Dortmund');
    fireEvent.blur(field(/^Geburtsdatum/));
    expect((field(/^Geburtsdatum/) as HTMLInputElement).value).toBe('03.04.1995 in Dortmund');
    expect(getItem('heading')?.birthDatePlace).toBe('03.04.1995 in Dortmund');
  });

  it('writes every change to the local store before any save', () => {
    const api = mockApi({});
    renderPage('/resume', <HeadingPage />);
    type(/^Ort/, 'Köln');
    expect(JSON.parse(localStorage.getItem('resume_meta_value_heading') ?? '{}').location).toBe('Köln');
    expect(api.callsTo('/resume/save-meta')).toEqual([]);
  });

  it('saves trimmed values with save-meta and goes on to /expr', async () => {
    const api = mockApi(saveMetaOk);
    renderPage('/resume', <HeadingPage />);
    fillValid();
    type(/^Ort/, '  Köln ');
    await submit();
    await waitFor(() => expect(where()).toBe('/expr'));
    const [body] = api.callsTo('/resume/save-meta') as {
      meta_key: string;
      meta_value: { location: string };
    }[];
    expect(body?.meta_key).toBe('heading');
    expect(body?.meta_value.location).toBe('Köln');
    expect(getItem('sectionStrength')?.heading).toBeGreaterThan(0);
  });

  it('goes to /resume-education for a student of 0-3 years', async () => {
    localStorage.setItem('isStudent', 'Yes');
    localStorage.setItem('experienceLevel', '0-3');
    store().reload();
    mockApi(saveMetaOk);
    renderPage('/resume', <HeadingPage />);
    fillValid();
    await submit();
    await waitFor(() => expect(where()).toBe('/resume-education'));
  });

  it('reads Speichern und weiter in final mode and returns to /final-resume', async () => {
    localStorage.setItem('FinalResume', 'true');
    store().reload();
    mockApi(saveMetaOk);
    renderPage('/resume', <HeadingPage />);
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/final-resume');
    fillValid();
    await submit('Speichern und weiter');
    await waitFor(() => expect(where()).toBe('/final-resume'));
  });

  it('Back goes to /choose-template outside final mode', () => {
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/choose-template');
  });

  it('a refused save keeps the input, shows the reason next to the field and can be retried', async () => {
    let attempts = 0;
    mockApi({
      '/resume/save-meta': () =>
        ++attempts === 1
          ? reply(400, {
              status: 400,
              message: 'Ungültige Eingabe.',
              errors: { 'meta_value.phone': 'Zu lang.' },
            })
          : { resume: { meta_key: 'heading', meta_value: {} } },
    });
    renderPage('/resume', <HeadingPage />);
    fillValid();
    await submit();
    expect(await screen.findAllByText('Zu lang.')).toHaveLength(2); // summary and field
    expect(screen.getByText(/Speichern fehlgeschlagen/)).toBeTruthy();
    expect(getItem('heading')?.fname).toBe('Lena');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(where()).toBe('/expr'));
  });

  it('goes on when the server is unreachable: the input stays local and the save waits', async () => {
    mockOffline();
    renderPage('/resume', <HeadingPage />);
    fillValid();
    await submit();
    await waitFor(() => expect(where()).toBe('/expr'), { timeout: 4000 });
    expect(getItem('heading')?.email).toBe('lena@example.de');
    expect(getItem('pendingSaves')?.map((p) => p.body.meta_key)).toEqual(['heading']);
  });
});

describe('heading form loading and options', () => {
  it('loads the heading from the server when there is no local copy but a token', async () => {
    localStorage.setItem('resume_token', token);
    store().reload();
    const api = mockApi({
      '/resume/get-meta': () => ({
        resume: { meta_key: 'heading', meta_value: { fname: 'Jonas', email: 'j@x.de' } },
      }),
      '/resume/get-photo': () => ({ base64_img: '' }),
    });
    renderPage('/resume', <HeadingPage />);
    await waitFor(() => expect((field(/^Vorname/) as HTMLInputElement).value).toBe('Jonas'));
    expect(api.callsTo('/resume/get-meta')).toEqual([{ resume_token: token, meta_key: 'heading' }]);
  });

  it('does not ask the server when a local copy exists', () => {
    localStorage.setItem('resume_token', token);
    localStorage.setItem('resume_meta_value_heading', JSON.stringify({ fname: 'Mia' }));
    localStorage.setItem('resume_photo', 'data:image/jpeg;base64,AAAA');
    store().reload();
    const api = mockApi({});
    renderPage('/resume', <HeadingPage />);
    expect((field(/^Vorname/) as HTMLInputElement).value).toBe('Mia');
    expect(api.calls).toEqual([]);
  });

  it("'Weitere Angaben anzeigen' reveals licence, marital status and profile link and is stored", () => {
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    expect(screen.queryByRole('textbox', { name: /^Führerschein/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Weitere Angaben anzeigen' }));
    expect(getItem('heading')?.moreOptions).toBe(true);
    type(/^Führerschein/, 'Klasse B');
    expect(field(/^Familienstand/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Profil-Link/ })).toBeTruthy();
    expect(getItem('heading')?.licence).toBe('Klasse B');
  });

  it('speaks English: Further, Email is required., the photo optional', async () => {
    await testI18n.changeLanguage('en');
    localStorage.setItem('templateStyleName', 'styleTempOne');
    store().reload();
    mockApi({});
    renderPage('/resume', <HeadingPage />);
    await submit('Further');
    expect(screen.getAllByText('Email is required.').length).toBe(2);
    expect(screen.queryByText(/Photo is required/)).toBeNull();
    expect(screen.getByText(/Optional – in Germany a photo is not required/)).toBeTruthy();
    expect(screen.getAllByText('First name is required.').length).toBe(2);
  });
});
