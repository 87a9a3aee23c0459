import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toast/toast-store';
import { type ExportCall, savedFiles, stubExportFetch } from '../../../test/export-stub';
import { renderPage } from '../../../test/render-page';
import { testI18n } from '../../../test/render-route';
import { LetterPdfButton } from './letter-pdf-button';

const gate = vi.fn(async (_choice?: string): Promise<'allowed' | 'blocked'> => 'allowed');
vi.mock('../../../session/use-download-gate', () => ({ useDownloadGate: () => gate }));
vi.mock('../../../api/file-download', async (importOriginal) =>
  (await import('../../../test/export-stub')).recordingSaveFile(await importOriginal<object>()),
);

const TOKEN = 'f'.repeat(32);
const access = { resumeToken: TOKEN, token: 'tok' };
const FILE_NAME = 'Anschreiben_Lena_Schäfer_Nordlicht_Design_GmbH.pdf';
let requiresPlan = true;
let exportAnswer: () => Response;
let exportCalls: ExportCall[] = [];

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  savedFiles.length = 0;
  requiresPlan = true;
  gate.mockClear();
  gate.mockImplementation(async () => 'allowed');
  exportAnswer = () =>
    new Response('%PDF-1.7 letter', {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="Anschreiben.pdf"; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`,
        'X-Page-Count': '1',
      },
    });
  exportCalls = stubExportFetch(
    '/application/export',
    () => ({ pdf: true, requiresPlan }),
    () => exportAnswer(),
  );
});
afterEach(() => vi.unstubAllGlobals());

const finished = {
  subject: 'Bewerbung als Filialleitung (m/w/d)',
  salutation: 'Sehr geehrte Frau Berger,',
  body: '<p>Seit 2019 leite ich die Filiale.</p>',
  closing: 'Mit freundlichen Grüßen',
};

const click2 = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const click = () => click2('Als PDF herunterladen');

describe('letter editor › Als PDF herunterladen', () => {
  it('stores the letter, passes the gate and saves the letter alone under the server’s name', async () => {
    const save = vi.fn(async () => true);
    renderPage('/anschreiben/7', <LetterPdfButton id={7} access={access} letter={finished} save={save} />);
    click();
    await waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(savedFiles[0]).toEqual({ fileName: FILE_NAME, text: '%PDF-1.7 letter' });
    expect(gate).toHaveBeenCalledWith('pdf');
    expect(save).toHaveBeenCalledTimes(1);
    expect(exportCalls).toEqual([
      { body: { resume_token: TOKEN, letter_id: 7, parts: ['letter'] }, auth: 'Bearer tok' },
    ]);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(
      'Ihr Anschreiben wurde heruntergeladen.',
    );
  });

  it('stops at the gate when there is no plan: nothing is exported', async () => {
    gate.mockImplementation(async () => 'blocked');
    renderPage(
      '/anschreiben/7',
      <LetterPdfButton id={7} access={access} letter={finished} save={async () => true} />,
    );
    click();
    await waitFor(() => expect(gate).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Als PDF herunterladen' })).toHaveProperty('disabled', false),
    );
    expect(exportCalls).toEqual([]);
  });

  it('skips the gate where the server needs no plan', async () => {
    requiresPlan = false;
    renderPage(
      '/anschreiben/7',
      <LetterPdfButton id={7} access={access} letter={finished} save={async () => true} />,
    );
    click();
    await waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(gate).not.toHaveBeenCalled();
  });

  it('does not export an older text when the letter could not be stored', async () => {
    renderPage(
      '/anschreiben/7',
      <LetterPdfButton id={7} access={access} letter={finished} save={async () => false} />,
    );
    click();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ihre letzten Änderungen sind noch nicht gespeichert. Bitte speichern Sie zuerst erneut.',
    );
    expect(exportCalls).toEqual([]);
  });

  it('refuses a letter with placeholders, naming each, and exports nothing', async () => {
    const save = vi.fn(async () => true);
    const letter = { ...finished, body: '<p>Ab [Eintrittstermin], mit [Betrag] Euro.</p>' };
    renderPage('/anschreiben/7', <LetterPdfButton id={7} access={access} letter={letter} save={save} />);
    click();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Im Anschreiben stehen noch die Platzhalter „[Eintrittstermin]“ und „[Betrag]“. Bitte ersetzen Sie sie durch Ihren Text oder löschen Sie sie, dann lässt sich das Anschreiben herunterladen.',
    );
    expect(exportCalls).toEqual([]);
    expect(gate).not.toHaveBeenCalled();
  });

  it('names the placeholder in English too', async () => {
    await testI18n.changeLanguage('en');
    const letter = { ...finished, subject: 'Bewerbung als [Position]' };
    renderPage(
      '/anschreiben/7',
      <LetterPdfButton id={7} access={access} letter={letter} save={async () => true} />,
    );
    click2('Download as PDF');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The cover letter still contains the placeholder “[Position]”. Please replace it with your own text or delete it; then the letter can be downloaded.',
    );
    expect(exportCalls).toEqual([]);
  });

  it('shows the server’s refusal of a placeholder it found', async () => {
    exportAnswer = () =>
      new Response(
        JSON.stringify({ status: 422, message: 'Im Anschreiben steht noch der Platzhalter „[…]“.' }),
        { status: 422 },
      );
    renderPage(
      '/anschreiben/7',
      <LetterPdfButton id={7} access={access} letter={finished} save={async () => true} />,
    );
    click();
    expect((await screen.findByRole('alert')).textContent).toContain('„[…]“');
    expect(savedFiles).toEqual([]);
  });

  it('says in German why the PDF failed', async () => {
    exportAnswer = () =>
      new Response(JSON.stringify({ status: 503, message: 'Der PDF-Dienst ist gerade nicht verfügbar.' }), {
        status: 503,
      });
    renderPage(
      '/anschreiben/7',
      <LetterPdfButton id={7} access={access} letter={finished} save={async () => true} />,
    );
    click();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Das PDF konnte nicht erstellt werden: Der PDF-Dienst ist gerade nicht verfügbar.',
    );
    expect(savedFiles).toEqual([]);
  });
});
