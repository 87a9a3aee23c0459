import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LetterDraft, LetterDraftRequest } from '@vita/shared/contracts';
import { letterFieldsSchema } from '@vita/shared/contracts';
import { buildResumeDocument, sampleResumeParts } from '@vita/shared/resume';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { WritingHelpPanel } from './writing-help-panel';

const DRAFT: LetterDraft = {
  subject: 'Bewerbung als Pflegefachfrau (m/w/d)',
  blocks: [
    {
      kind: 'paragraph',
      sentences: [
        {
          text: 'Seit 2021 arbeite ich als Pflegefachfrau bei St. Anna.',
          sources: [{ kind: 'resume', text: 'x' }],
        },
      ],
    },
    {
      kind: 'list',
      sentences: [
        {
          text: 'Wundversorgung: Wundversorgung & Dokumentation.',
          sources: [{ kind: 'ad', text: 'Wundversorgung' }],
        },
      ],
    },
  ],
  tasks: ['Wundversorgung', 'Schichtleitung'],
  tasks_named: ['Wundversorgung'],
  asks: ['motivation', 'salary'],
};
const draftCalls: LetterDraftRequest[] = [];
vi.mock('../../../api/letters-api', () => ({
  lettersApi: {
    draft: async (body: LetterDraftRequest) => {
      draftCalls.push(body);
      return { status: 200, message: 'Entwurf erstellt.', data: DRAFT };
    },
  },
}));

/** The one occupation matcher, answered as the server does: only the nurse's title names an occupation. */
const matcherCalls: string[] = [];
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  apiRequest: async (path: string, options: { body: { title: string } }) => {
    if (path !== '/resume/occupation-match') throw new Error(`unexpected call ${path}`);
    matcherCalls.push(options.body.title);
    const nurse = options.body.title.startsWith('Pflegefachfrau');
    return {
      status: 200,
      message: 'OK',
      occupation: nurse
        ? { id: 7, title: 'Pflegefachfrau/-mann', esco_id: 'x', isco_group: '2221', alternatives: [] }
        : null,
    };
  },
}));

const NOW = new Date(2026, 10, 25);
const resume = buildResumeDocument(sampleResumeParts, { locale: 'de', now: NOW });
const letterWith = (body: string) =>
  letterFieldsSchema.parse({
    position: 'Pflegefachfrau (m/w/d)',
    recipient: { company: 'Klinikum Süd' },
    body,
    job_ad: 'Ihre Aufgaben\n- Wundversorgung\n- Schichtleitung\nBitte nennen Sie Ihre Gehaltsvorstellung.',
  });

function renderPanel(body = '', letter = letterWith(body)) {
  const onInsert = vi.fn();
  const onReplaceBody = vi.fn();
  const onChange = vi.fn();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <WritingHelpPanel
        resume={resume}
        letter={letter}
        onInsert={onInsert}
        onReplaceBody={onReplaceBody}
        onChange={onChange}
        access={{ resumeToken: 'a'.repeat(32), token: null }}
        now={NOW}
      />
    </QueryClientProvider>,
  );
  return { onInsert, onReplaceBody, onChange };
}

describe('writing help panel', () => {
  it('offers the general phrases for a title the occupation matcher names no occupation for', async () => {
    await i18n.changeLanguage('de');
    const letter = letterFieldsSchema.parse({
      position: 'Pflegeleitung Zeitreisen (m/w/d)',
      recipient: { company: 'Chronos AG' },
    });
    // The position's own words ("Pflege…") once made the panel guess care; only the matcher decides now.
    renderPanel('', letter);
    await waitFor(() => expect(matcherCalls).toContain('Pflegeleitung Zeitreisen (m/w/d)'));
    expect((screen.getByLabelText('Berufsfeld') as HTMLSelectElement).value).toBe('general');
  });

  it('asks what only the applicant knows before a phrase goes in, and never shows or inserts "[…]"', async () => {
    const { onInsert } = renderPanel();
    await waitFor(() =>
      expect((screen.getByLabelText('Berufsfeld') as HTMLSelectElement).value).toBe('care'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schluss' }));
    const closing = screen.getByRole('list', { name: 'Schluss' });
    expect(closing.textContent).not.toMatch(/\[[^\]]*\]/);
    const phrase = within(closing)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Hospitation auf die Station')) as HTMLElement;
    const insert = within(phrase).getByRole('button', { name: /^Formulierung einfügen:/ });
    expect((insert as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(phrase).getByLabelText('Eintrittstermin'), { target: { value: '1. März 2027' } });
    fireEvent.click(insert);
    expect(onInsert).toHaveBeenCalledWith(
      '<p>Zum 1. März 2027 kann ich bei Ihnen beginnen; gern komme ich vorher zu einer Hospitation auf die Station.</p>',
    );
  });

  it('writes the position in running text without "(m/w/d)"', async () => {
    await i18n.changeLanguage('de');
    renderPanel();
    const phrases = screen.getByRole('list', { name: 'Einleitung' });
    await waitFor(() => expect(within(phrases).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(phrases.textContent).not.toContain('(m/w/d)');
    expect(phrases.textContent).toContain('Pflegefachfrau');
  });

  it('says why it avoids clichés and picks the field from the position', async () => {
    await i18n.changeLanguage('de');
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Formulierungshilfe' })).toBeTruthy();
    expect(screen.getByText(/überspringen Floskeln/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Berufsfeld') as HTMLSelectElement).value).toBe('care'),
    );
    expect(matcherCalls).toContain('Pflegefachfrau (m/w/d)');
    expect((screen.getByLabelText('Erfahrung') as HTMLSelectElement).value).toBe('experienced');
  });

  it('inserts a phrase with the letter and resume filled in, as an escaped paragraph', async () => {
    const { onInsert } = renderPanel();
    await waitFor(() =>
      expect((screen.getByLabelText('Berufsfeld') as HTMLSelectElement).value).toBe('care'),
    );
    const list = screen.getByRole('list', { name: 'Einleitung' });
    const buttons = within(list).getAllByRole('button', { name: /^Formulierung einfügen:/ });
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onInsert).toHaveBeenCalledWith(
      '<p>als Senior-Produktdesignerin bei Grünwerk Mobility GmbH habe ich Patientinnen und Patienten durch schwierige Wochen begleitet. Diese Arbeit möchte ich bei Klinikum Süd fortsetzen.</p>',
    );
  });

  it('switches between the parts and lets the user change field and level', async () => {
    renderPanel();
    await waitFor(() =>
      expect((screen.getByLabelText('Berufsfeld') as HTMLSelectElement).value).toBe('care'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schluss' }));
    expect(screen.getByRole('button', { name: 'Schluss' }).getAttribute('aria-pressed')).toBe('true');
    const closing = screen.getByRole('list', { name: 'Schluss' });
    expect(closing.textContent).toContain('Hospitation');
    fireEvent.change(screen.getByLabelText('Berufsfeld'), { target: { value: 'logistics' } });
    fireEvent.change(screen.getByLabelText('Erfahrung'), { target: { value: 'entry' } });
    const entry = screen.getByRole('list', { name: 'Schluss' }).textContent ?? '';
    expect(entry).toContain('Lagerleitung');
    expect(entry).toContain('Mein Abschluss ist im …');
  });

  it('writes the server’s draft from the ad straight into an empty letter, escaped, with the subject', async () => {
    const { onReplaceBody, onChange } = renderPanel('<p></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Ersten Entwurf erstellen' }));
    await waitFor(() => expect(onReplaceBody).toHaveBeenCalledTimes(1));
    expect(onReplaceBody.mock.calls[0]?.[0]).toBe(
      '<p>Seit 2021 arbeite ich als Pflegefachfrau bei St. Anna.</p><ul><li><p>Wundversorgung: Wundversorgung &amp; Dokumentation.</p></li></ul>',
    );
    expect(draftCalls.at(-1)).toMatchObject({
      position: 'Pflegefachfrau (m/w/d)',
      company: 'Klinikum Süd',
      ad_text: expect.stringContaining('Wundversorgung'),
    });
    expect(onChange).toHaveBeenCalledWith({ subject: 'Bewerbung als Pflegefachfrau (m/w/d)' });
    expect(
      screen.getByText('Der Entwurf beantwortet 1 von 2 Aufgaben der Anzeige mit Ihrer Erfahrung.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Nicht in Ihrem Lebenslauf gefunden und deshalb nicht genannt: Schichtleitung.'),
    ).toBeTruthy();
    expect(screen.getByText('Die Anzeige fragt nach Ihrer Gehaltsvorstellung.')).toBeTruthy();
  });

  it('asks start date, salary and motivation as named fields and stores what is typed', () => {
    const { onChange } = renderPanel();
    fireEvent.change(screen.getByLabelText('Gehaltsvorstellung'), { target: { value: '48.000 €' } });
    expect(onChange).toHaveBeenCalledWith({
      answers: { start_date: '', salary: '48.000 €', motivation: '' },
    });
    expect(screen.getByLabelText('Frühester Eintrittstermin')).toBeTruthy();
    expect(screen.getByLabelText(/Warum diese Stelle/)).toBeTruthy();
    expect(screen.getByLabelText('Stellenanzeige für den Entwurf')).toHaveProperty(
      'value',
      expect.stringContaining('Wundversorgung'),
    );
  });

  it('asks before the draft replaces text the user wrote, and cancelling keeps it', async () => {
    const { onReplaceBody } = renderPanel('<p>Mein eigener Text</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Ersten Entwurf erstellen' }));
    const dialog = screen.getByRole('alertdialog', { name: /enthält schon Text/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(onReplaceBody).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ersten Entwurf erstellen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Text ersetzen' }));
    await waitFor(() => expect(onReplaceBody).toHaveBeenCalledTimes(1));
  });

  it('speaks English around German phrases', async () => {
    await i18n.changeLanguage('en');
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Writing help' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a first draft' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Opening' }).querySelector('p[lang="de"]')).toBeTruthy();
    await i18n.changeLanguage('de');
  });
});
