import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../../store/local-store';
import { useResumeStore } from '../../../store/resume-store';
import { mockApi, reply } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { testI18n } from '../../../test/render-route';
import { FinalToolbar } from './final-toolbar';
import { SLIDER_SAVE_DELAY_MS } from './use-style-save';

const TOKEN = 'c'.repeat(32);

function seed(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  useResumeStore.getState().reload();
}

const open = () => {
  seed({ resume_token: TOKEN, templateId: '1', templateStyleName: 'styleTempOne' });
  return renderPage('/final-resume', <FinalToolbar />);
};
const styleApi = () => mockApi({ '/resume/resume-style': () => ({ data: {} }) });
const button = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('final toolbar: formatting', () => {
  it('shows Normal by default and the preset chosen', async () => {
    const api = styleApi();
    open();
    expect(screen.getByTestId('current-preset').textContent).toBe('Normal');
    fireEvent.click(button(/Format/));
    fireEvent.click(screen.getByRole('radio', { name: 'Groß' }));
    expect(getItem('templateFormatting')).toMatchObject({ fontSize: 13, headingSize: 24, custom: false });
    expect(screen.getByTestId('current-preset').textContent).toBe('Groß');
    await waitFor(() => expect(api.callsTo('/resume/resume-style')).toHaveLength(1));
    const [body] = api.callsTo('/resume/resume-style') as Record<string, unknown>[];
    expect(body).toMatchObject({
      resume_token: TOKEN,
      template_id: 1,
      style_name: 'styleTempOne',
      formatting: { fontSize: 13, headingSize: 24, preset: 'Large', custom: false },
    });
    // The section order belongs to the final page: left out, so the server keeps it.
    expect(body).not.toHaveProperty('layout');
  });

  it('a slider sets the custom flag and saves once the slider rests', async () => {
    const api = styleApi();
    open();
    vi.useFakeTimers();
    fireEvent.click(button(/Format/));
    const slider = screen.getByRole('slider', { name: 'Schriftgröße' });
    fireEvent.change(slider, { target: { value: '12' } });
    fireEvent.change(slider, { target: { value: '13' } });
    expect(getItem('templateFormatting')).toMatchObject({ fontSize: 13, custom: true });
    expect(screen.getByTestId('current-preset').textContent).toBe('Angepasst');
    expect(api.callsTo('/resume/resume-style')).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(SLIDER_SAVE_DELAY_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(api.callsTo('/resume/resume-style')).toHaveLength(1));
    expect(api.callsTo('/resume/resume-style')[0]).toMatchObject({
      formatting: { fontSize: 13, custom: true },
    });
  });

  it('keeps the sliders inside the spec bounds', () => {
    styleApi();
    open();
    fireEvent.click(button(/Format/));
    const heading = screen.getByRole('slider', { name: 'Größe der Überschriften' });
    expect(heading.getAttribute('min')).toBe('10');
    expect(heading.getAttribute('max')).toBe('26');
    expect(heading.getAttribute('step')).toBe('2');
    expect(screen.getByRole('slider', { name: 'Einzug der Absätze' }).getAttribute('max')).toBe('5');
  });

  it('changes the font', () => {
    styleApi();
    open();
    fireEvent.click(button(/Format/));
    fireEvent.click(screen.getByRole('radio', { name: 'Times New Roman' }));
    expect(getItem('templateFormatting')).toMatchObject({ fontStyle: 'Times New Roman' });
  });
});

describe('final toolbar: template and colour', () => {
  it('stores the chosen template by style name and id', async () => {
    const api = styleApi();
    open();
    fireEvent.click(button(/Vorlage/));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(11);
    fireEvent.click(button(/Hell/));
    expect(getItem('templateStyleName')).toBe('styleTempDBSeven');
    expect(getItem('templateId')).toBe(7);
    await waitFor(() =>
      expect(api.callsTo('/resume/resume-style')[0]).toMatchObject({
        template_id: 7,
        style_name: 'styleTempDBSeven',
      }),
    );
  });

  it('says that a template without a photo leaves the photo out, and that it stays saved', () => {
    styleApi();
    seed({ resume_photo: 'data:image/jpeg;base64,AAAA' });
    open();
    fireEvent.click(button(/Vorlage/));
    expect(screen.getByRole('status').textContent).toBe('');
    const card = (name: string) => {
      const found = screen
        .getAllByRole('button')
        .find((b) => b.querySelector('.template-choice__name')?.firstChild?.textContent === name);
      if (!found) throw new Error(`no card ${name}`);
      return found;
    };
    fireEvent.click(card('Zeitleiste'));
    expect(screen.getByRole('status').textContent).toBe(
      'Die Vorlage „Zeitleiste“ zeigt kein Foto. Ihr Foto bleibt gespeichert und erscheint wieder, sobald Sie eine Vorlage mit Foto wählen.',
    );
    expect(card('Zeitleiste').textContent).toContain('ohne Foto');
    expect(card('Klassisch').textContent).not.toContain('ohne Foto');
    expect(getItem('photo')).toBe('data:image/jpeg;base64,AAAA');
  });

  it('offers the palette of 12 and stores the colour', async () => {
    const api = styleApi();
    open();
    fireEvent.click(button(/Farbe/));
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    fireEvent.click(screen.getByRole('radio', { name: 'Petrol' }));
    expect(getItem('templateColour')).toBe('petrol');
    await waitFor(() => expect(api.callsTo('/resume/resume-style')[0]).toMatchObject({ colour: 'petrol' }));
  });

  it('keeps the local choice and says so in German when the server refuses', async () => {
    mockApi({ '/resume/resume-style': () => reply(400, { status: 400, message: 'Ungültig.' }) });
    open();
    fireEvent.click(button(/Farbe/));
    fireEvent.click(screen.getByRole('radio', { name: 'Pflaume' }));
    const { useToastStore } = await import('../../../components/toast');
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(
        'Die Gestaltung konnte nicht gespeichert werden. Ihre Änderung bleibt in diesem Browser erhalten.',
      ),
    );
    expect(getItem('templateColour')).toBe('plum');
  });

  it('closes the open panel with Escape', () => {
    styleApi();
    open();
    fireEvent.click(button(/Farbe/));
    expect(button(/Farbe/).getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button(/Farbe/).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
