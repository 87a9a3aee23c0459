import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { testI18n } from '../../test/render-route';
import { FakeSignaturePad } from './fake-signature-pad';
import {
  DRAWN,
  localSignature,
  openSignaturePage,
  PNG,
  seed,
  signature,
  signatureAnswer,
} from './signature-test-utils';

vi.mock('signature_pad', async () => ({ default: (await import('./fake-signature-pad')).FakeSignaturePad }));
vi.mock('./image-file', async (original) => ({
  ...(await original<typeof import('./image-file')>()),
  readSignatureImage: vi.fn(async (file: File) =>
    file.name === 'kaputt.png' ? { ok: false, error: 'type' } : { ok: true, dataUrl: PNG },
  ),
}));

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  FakeSignaturePad.instances = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('signature page: opening (02 §2.6, §4)', () => {
  it('opens on Eintippen with first and last name from the heading, in a tablist of three', () => {
    seed();
    openSignaturePage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unterschrift eintippen');
    const tablist = screen.getByRole('tablist', { name: 'Art der Unterschrift' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Eintippen', 'Unterschreiben', 'Hochladen']);
    expect(selectedTab()?.textContent).toBe('Eintippen');
    expect(screen.getByRole('tabpanel', { name: 'Eintippen' })).toBeTruthy();
    expect((screen.getByLabelText('Ihr Name') as HTMLInputElement).value).toBe('Jana Schröder');
    expect(screen.getByRole('combobox', { name: /Schriftart/ }).textContent).toBe('Italianno');
  });

  it('opens on Unterschreiben with the drawing when the server holds a drawn signature', async () => {
    seed({ token: true });
    mockApi({ '/resume/get-meta': () => signatureAnswer({ tab: 1, adjustment: 'center', sign: DRAWN }) });
    openSignaturePage();
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Unterschreiben'));
    expect(FakeSignaturePad.last.fromDataURL).toHaveBeenCalledWith(DRAWN, expect.anything());
    expect(localSignature()).toMatchObject({ tab: 1, sign: DRAWN, adjustment: 'center' });
  });

  it('opens on Hochladen with the picture when an upload is saved', () => {
    seed({ local: signature({ tab: 0, upload: PNG, imageSize: 120 }) });
    openSignaturePage();
    expect(selectedTab()?.textContent).toBe('Hochladen');
    expect(screen.getByRole('img', { name: 'Ihre hochgeladene Unterschrift' }).getAttribute('src')).toBe(PNG);
  });

  it('opens with the name when the load fails, and takes the server’s record once Erneut versuchen succeeds', async () => {
    seed({ token: true });
    let fail = true;
    mockApi({
      '/resume/get-meta': () =>
        fail
          ? reply(503, { status: 503, message: 'Die Datenbank ist nicht erreichbar.' })
          : signatureAnswer({ tab: 2, adjustment: 'right', upload: PNG }),
    });
    openSignaturePage();
    expect(await screen.findByText(/Die Datenbank ist nicht erreichbar\./)).toBeTruthy();
    expect((screen.getByLabelText('Ihr Name') as HTMLInputElement).value).toBe('Jana Schröder');
    expect(localSignature()).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Hochladen'));
    expect(localSignature()).toMatchObject({ tab: 2, upload: PNG, adjustment: 'right' });
  });

  it('moves between tabs with the arrow keys without switching (manual activation)', () => {
    seed();
    openSignaturePage();
    act(() => tab('Eintippen').focus());
    fireEvent.keyDown(tab('Eintippen'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Unterschreiben'));
    expect(selectedTab()?.textContent).toBe('Eintippen');
    fireEvent.keyDown(tab('Unterschreiben'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Hochladen'));
    fireEvent.keyDown(tab('Hochladen'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Eintippen'));
  });
});

describe('signature page: switching tab clears the other kinds', () => {
  it('Eintippen → Unterschreiben drops the typed name at once', () => {
    seed();
    openSignaturePage();
    fireEvent.click(tab('Unterschreiben'));
    expect(selectedTab()?.textContent).toBe('Unterschreiben');
    expect(localSignature()).toMatchObject({ tab: 1, text: '' });
  });

  it('asks before a picture is dropped; Abbrechen keeps it, Wechseln drops it', () => {
    seed({ local: signature({ tab: 2, upload: PNG, contrast: 150 }) });
    openSignaturePage();
    fireEvent.click(tab('Eintippen'));
    const dialog = screen.getByRole('dialog', { name: 'Art der Unterschrift wechseln?' });
    expect(dialog.textContent).toContain(
      'Ihr hochgeladenes Bild wird entfernt, wenn Sie zu „Eintippen“ wechseln.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(localSignature()?.upload).toBe(PNG);
    expect(selectedTab()?.textContent).toBe('Hochladen');

    fireEvent.click(tab('Eintippen'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Wechseln' }));
    expect(selectedTab()?.textContent).toBe('Eintippen');
    expect(localSignature()).toMatchObject({ tab: 0, upload: '', contrast: 100, text: 'Jana Schröder' });
  });
});

describe('signature page: every change is kept locally (local_sign_data)', () => {
  it('the typed name, the font, alignment and colour', () => {
    seed();
    openSignaturePage();
    fireEvent.change(screen.getByLabelText('Ihr Name'), { target: { value: 'J. Schröder' } });
    const combo = screen.getByRole('combobox', { name: /Schriftart/ });
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'Enter' });
    fireEvent.click(screen.getByRole('radio', { name: 'Rechts' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Blau' }));
    expect(localSignature()).toMatchObject({
      text: 'J. Schröder',
      style: { fontFamily: 'Alex Brush', color: 'blue' },
      adjustment: 'right',
      color: 'blue',
    });
  });

  it('GRÖSSE steps by 2 between 16 and 24 and stops at the bounds', () => {
    seed();
    openSignaturePage();
    const larger = screen.getByRole('button', { name: 'Größer' });
    fireEvent.click(larger);
    fireEvent.click(larger);
    expect(localSignature()?.textSize).toBe(24);
    expect(larger.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Stufe 5 von 5')).toBeTruthy();
    fireEvent.click(larger);
    expect(localSignature()?.textSize).toBe(24);
    const smaller = screen.getByRole('button', { name: 'Kleiner' });
    for (let i = 0; i < 6; i += 1) fireEvent.click(smaller);
    expect(localSignature()?.textSize).toBe(16);
    expect(smaller.getAttribute('aria-disabled')).toBe('true');
  });

  it('a finished stroke stores the drawing; Löschen clears it; FARBE re-inks it', () => {
    seed();
    openSignaturePage();
    fireEvent.click(tab('Unterschreiben'));
    expect(screen.getByRole('img', { name: 'Zeichenfeld für Ihre Unterschrift' })).toBeTruthy();
    act(() => FakeSignaturePad.last.draw());
    expect(localSignature()).toMatchObject({ tab: 1, sign: DRAWN, signSize: 140 });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Farbe' })).getByRole('radio', { name: 'Blau' }),
    );
    expect(FakeSignaturePad.last.penColor).toBe('#1f3b8c');
    expect(localSignature()?.color).toBe('blue');
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(localSignature()?.sign).toBe('');
  });

  it('BILD AUSWÄHLEN reads the picture; a refused one says why', async () => {
    seed();
    openSignaturePage();
    fireEvent.click(tab('Hochladen'));
    expect(screen.getByRole('button', { name: 'Bild auswählen' })).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('.png');
    fireEvent.change(input, { target: { files: [new File(['x'], 'kaputt.png')] } });
    expect(await screen.findByText('Bitte wählen Sie ein PNG-, GIF- oder JPG-Bild.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['x'], 'unterschrift.jpg')] } });
    await waitFor(() => expect(localSignature()?.upload).toBe(PNG));
    fireEvent.change(screen.getByLabelText('Kontrast'), { target: { value: '170' } });
    expect(localSignature()?.contrast).toBe(170);
  });
});

describe('signature page: opened from a way of /signature (?tab=)', () => {
  it('opens on the tab asked for', () => {
    seed();
    const first = openSignaturePage('?tab=draw');
    expect(selectedTab()?.textContent).toBe('Unterschreiben');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unterschreiben Sie im Feld');
    first.unmount();
    openSignaturePage('?tab=upload');
    expect(selectedTab()?.textContent).toBe('Hochladen');
    expect(screen.getByRole('button', { name: 'Bild auswählen' })).toBeTruthy();
  });

  it('keeps a kept drawing and asks before switching to the tab asked for', () => {
    seed({ local: signature({ tab: 1, sign: DRAWN }) });
    openSignaturePage('?tab=type');
    expect(selectedTab()?.textContent).toBe('Unterschreiben');
    const dialog = screen.getByRole('dialog', { name: 'Art der Unterschrift wechseln?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(localSignature()?.sign ?? DRAWN).toBe(DRAWN);
    expect(selectedTab()?.textContent).toBe('Unterschreiben');
  });

  it('ignores an unknown tab', () => {
    seed();
    openSignaturePage('?tab=fax');
    expect(selectedTab()?.textContent).toBe('Eintippen');
  });
});

describe('signature page: labels and headings', () => {
  const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
  const groups = () =>
    screen
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-label') ?? g.querySelector('legend')?.textContent);

  it('names the tabs Eintippen, Unterschreiben, Hochladen and each tab has its own heading', () => {
    seed();
    openSignaturePage();
    expect(heading()).toBe('Unterschrift eintippen');
    expect(groups()).toEqual(expect.arrayContaining(['Ausrichtung', 'Farbe']));
    fireEvent.click(tab('Unterschreiben'));
    expect(heading()).toBe('Unterschreiben Sie im Feld');
    expect(groups()).toEqual(expect.arrayContaining(['Ausrichtung', 'Farbe']));
    expect(groups()).not.toContain('Kontrast');
    expect(screen.getByText(/wählen Sie „Eintippen“ oder „Hochladen“/)).toBeTruthy();
    fireEvent.click(tab('Hochladen'));
    expect(heading()).toBe('Laden Sie Ihre Unterschrift hoch');
  });

  it('speaks English: Type, Draw, Upload, Alignment and Colour', async () => {
    await testI18n.changeLanguage('en');
    seed();
    openSignaturePage();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Type', 'Draw', 'Upload']);
    expect(heading()).toBe('Type your signature');
    expect(groups()).toEqual(expect.arrayContaining(['Alignment', 'Colour']));
    fireEvent.click(screen.getByRole('tab', { name: 'Draw' }));
    expect(heading()).toBe('Sign in the field');
    expect(groups()).toEqual(expect.arrayContaining(['Alignment', 'Colour']));
    expect(groups()).not.toContain('Contrast');
    fireEvent.click(screen.getByRole('tab', { name: 'Upload' }));
    expect(heading()).toBe('Upload your signature');
  });
});

describe('signature page: date and place (02 §5, §9)', () => {
  it('DATUM and ORT are read-only until „Datum und Ort hinzufügen“ is ticked', () => {
    seed();
    openSignaturePage();
    const date = screen.getByLabelText('Datum') as HTMLInputElement;
    const place = screen.getByLabelText('Ort') as HTMLInputElement;
    expect(date.readOnly).toBe(true);
    expect(place.readOnly).toBe(true);
    expect(place.placeholder).toBe('Berlin');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Datum und Ort hinzufügen' }));
    expect(date.readOnly).toBe(false);
    expect(place.readOnly).toBe(false);
    expect(date.value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it('ticking the box fills in the town of the contact data, and never replaces a typed place', () => {
    seed();
    localStorage.setItem(
      'resume_meta_value_heading',
      JSON.stringify({ fname: 'Jana', lname: 'Schröder', location: 'Dortmund' }),
    );
    useResumeStore.getState().reload();
    openSignaturePage();
    const place = screen.getByLabelText('Ort') as HTMLInputElement;
    expect(place.placeholder).toBe('Dortmund');
    const box = screen.getByRole('checkbox', { name: 'Datum und Ort hinzufügen' });
    fireEvent.click(box);
    expect(place.value).toBe('Dortmund');
    fireEvent.change(place, { target: { value: 'Essen' } });
    fireEvent.click(box);
    fireEvent.click(box);
    expect(place.value).toBe('Essen');
  });

  it('ORT lines up with DATUM: neither field is stretched to the row (the date has a hint below)', () => {
    // The app's styles as they stand once /add-section was shown (its `.field` is a grid).
    const style = document.createElement('style');
    const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    style.textContent = `${css('../sections/sections.css')}\n${css('./signature.css')}`;
    document.head.append(style);
    try {
      seed();
      openSignaturePage();
      const place = (screen.getByLabelText('Ort') as HTMLInputElement).closest('.field') as HTMLElement;
      const date = (screen.getByLabelText('Datum') as HTMLInputElement).closest('.field') as HTMLElement;
      const grid = place.parentElement as HTMLElement;
      expect(date.parentElement).toBe(grid);
      expect(getComputedStyle(grid).alignItems).toBe('start');
      expect(getComputedStyle(place).alignContent).toBe('start');
    } finally {
      style.remove();
    }
  });

  it('takes the date as TT.MM.JJJJ ("25.11.2026") and stores yyyy-MM-dd', () => {
    seed({ local: signature({ text: 'Jana', addDateAndPlace: true, date: '2026-03-05' }) });
    openSignaturePage();
    const date = screen.getByLabelText('Datum') as HTMLInputElement;
    expect(date.value).toBe('05.03.2026');
    expect(date.placeholder).toBe('TT.MM.JJJJ');
    fireEvent.change(date, { target: { value: '25.11.2026' } });
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Köln' } });
    expect(localSignature()).toMatchObject({ date: '2026-11-25', location: 'Köln' });
  });

  it('refuses an impossible day (31.02.2026) with a German message, and keeps the last good one', () => {
    seed({ local: signature({ text: 'Jana', addDateAndPlace: true, date: '2026-03-05' }) });
    openSignaturePage();
    const date = screen.getByLabelText('Datum');
    fireEvent.change(date, { target: { value: '31.02.2026' } });
    fireEvent.blur(date);
    expect(
      screen.getByText('Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat, z. B. 25.11.2026.'),
    ).toBeTruthy();
    expect(localSignature()?.date).toBe('2026-03-05');
  });

  it("takes the spec's MM/dd/yyyy in English", async () => {
    await testI18n.changeLanguage('en');
    seed({ local: signature({ text: 'Jana', addDateAndPlace: true, date: '2026-03-05' }) });
    openSignaturePage();
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.value).toBe('03/05/2026');
    fireEvent.change(date, { target: { value: '05/21/2026' } });
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'Köln' } });
    expect(localSignature()).toMatchObject({ date: '2026-05-21', location: 'Köln' });
  });

  it('says how to write a date it cannot read, and keeps the last good one', () => {
    seed({ local: signature({ text: 'Jana', addDateAndPlace: true, date: '2026-03-05' }) });
    openSignaturePage();
    const date = screen.getByLabelText('Datum');
    fireEvent.change(date, { target: { value: '05/21/2026' } });
    fireEvent.blur(date);
    expect(screen.getByText('Bitte geben Sie das Datum als TT.MM.JJJJ ein, z. B. 25.11.2026.')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(localSignature()?.date).toBe('2026-03-05');
  });
});
