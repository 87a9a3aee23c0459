import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../../store/local-store';
import { useResumeStore } from '../../../store/resume-store';
import { type ExportCall, savedFiles, stubExportFetch } from '../../../test/export-stub';
import { renderPage } from '../../../test/render-page';
import { testI18n } from '../../../test/render-route';
import { DownloadDialog } from './download-dialog';

const gate = vi.fn(async (): Promise<'allowed' | 'blocked'> => 'allowed');
vi.mock('../../../session/use-download-gate', () => ({ useDownloadGate: () => gate }));
vi.mock('../../../api/file-download', async (importOriginal) =>
  (await import('../../../test/export-stub')).recordingSaveFile(await importOriginal<object>()),
);
const print = vi.hoisted(() => ({
  printInNewWindow: vi.fn(async (_doc: unknown, _title: string) => 'printed' as const),
}));
vi.mock('./print-fallback', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./print-fallback')>()),
  printInNewWindow: print.printInNewWindow,
}));

const TOKEN = 'd'.repeat(32);
type Exported = { status: number; body: string; type: string; disposition?: string };
let pdfAvailable = true;
let requiresPlan = true;
let exported: Exported;
let exportCalls: ExportCall[] = [];

function stubFetch() {
  exportCalls = stubExportFetch(
    '/resume/export',
    () => ({ pdf: pdfAvailable, requiresPlan }),
    () =>
      new Response(exported.body, {
        status: exported.status,
        headers: {
          'Content-Type': exported.type,
          ...(exported.disposition ? { 'Content-Disposition': exported.disposition } : {}),
        },
      }),
  );
}

function open(onClose = vi.fn(), autoStart: 'pdf' | 'txt' | null = null) {
  localStorage.setItem('resume_token', TOKEN);
  localStorage.setItem('resume_meta_value_heading', JSON.stringify({ fname: 'Lena', lname: 'Schäfer' }));
  useResumeStore.getState().reload();
  renderPage('/final-resume', <DownloadDialog open onClose={onClose} autoStart={autoStart} />);
  return onClose;
}
const download = () => fireEvent.click(screen.getByRole('button', { name: 'Herunterladen' }));

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  savedFiles.length = 0;
  pdfAvailable = true;
  requiresPlan = true;
  gate.mockClear();
  gate.mockImplementation(async () => 'allowed');
  print.printInNewWindow.mockClear();
  exported = {
    status: 200,
    body: '%PDF-1.7',
    type: 'application/pdf',
    disposition: `attachment; filename="Lebenslauf_Lena_Schaefer.pdf"; filename*=UTF-8''Lebenslauf_Lena_Sch%C3%A4fer.pdf`,
  };
  stubFetch();
});

describe('the download gate follows the server', () => {
  it('downloads without the login and plan gate when the server does not require a plan', async () => {
    requiresPlan = false;
    gate.mockImplementation(async () => 'blocked');
    open();
    download();
    await waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(gate).not.toHaveBeenCalled();
  });

  it('runs the gate, naming the chosen format, when the server requires a plan', async () => {
    gate.mockImplementation(async () => 'blocked');
    const onClose = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Nur Text (.txt)' }));
    download();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(gate).toHaveBeenCalledWith('txt');
    expect(exportCalls).toHaveLength(0);
  });

  it('starts the download chosen before the payment on its own, in that format', async () => {
    exported = { status: 200, body: 'Lena Schäfer', type: 'text/plain; charset=utf-8' };
    const onClose = open(vi.fn(), 'txt');
    await waitFor(() => expect(exportCalls).toHaveLength(1));
    expect(exportCalls[0]?.body).toMatchObject({ format: 2 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('Word and JSON Resume', () => {
  it('offers Word (value 3) and JSON Resume (value 4), each with its hint', () => {
    open();
    const word = screen.getByRole('radio', { name: 'Word (.docx)' }) as HTMLInputElement;
    const json = screen.getByRole('radio', { name: 'JSON Resume (.json)' }) as HTMLInputElement;
    expect(word.value).toBe('3');
    expect(json.value).toBe('4');
    const hint = document.getElementById(json.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Ihre Daten zum Mitnehmen in andere Programme – kostenlos, auch ohne Abonnement.',
    );
  });

  it('runs the plan gate for Word, naming the format', async () => {
    gate.mockImplementation(async () => 'blocked');
    const onClose = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Word (.docx)' }));
    download();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(gate).toHaveBeenCalledWith('docx');
    expect(exportCalls).toHaveLength(0);
  });

  it('downloads the JSON Resume without the gate, as the server lists it as free', async () => {
    gate.mockImplementation(async () => 'blocked');
    exported = {
      status: 200,
      body: '{"basics":{"name":"Lena Schäfer"}}',
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="Lebenslauf_Lena_Schaefer.json"; filename*=UTF-8''Lebenslauf_Lena_Sch%C3%A4fer.json`,
    };
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'JSON Resume (.json)' }));
    download();
    await waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(gate).not.toHaveBeenCalled();
    expect(exportCalls[0]?.body).toMatchObject({ format: 4 });
    expect(savedFiles[0]?.fileName).toBe('Lebenslauf_Lena_Schäfer.json');
  });
});

describe('download dialog', () => {
  it('offers PDF (value 1) and TXT (value 2), the name with its tip, Abbrechen and Herunterladen', () => {
    open();
    expect((screen.getByRole('radio', { name: 'Adobe PDF (.pdf)' }) as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('radio', { name: 'Nur Text (.txt)' }) as HTMLInputElement).value).toBe('2');
    const name = screen.getByRole('textbox', { name: 'Name des Lebenslaufs' });
    expect(name.getAttribute('placeholder')).toBe('Lebenslauf_Lena_Schäfer');
    expect(screen.getByText('Tipp: Verwenden Sie im Dateinamen keine Zahlen.').id).toBe(
      name.getAttribute('aria-describedby'),
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('downloads the PDF under the server’s UTF-8 file name, with the login token', async () => {
    localStorage.setItem('token', 'login-jwt');
    const onClose = open();
    download();
    await waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(savedFiles[0]).toEqual({ fileName: 'Lebenslauf_Lena_Schäfer.pdf', text: '%PDF-1.7' });
    expect(exportCalls[0]).toEqual({
      body: { resume_token: TOKEN, format: 1, locale: 'de' },
      auth: 'Bearer login-jwt',
    });
    expect(gate).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('sends TXT with the typed resume name and keeps the name', async () => {
    exported = {
      status: 200,
      body: 'LEBENSLAUF',
      type: 'text/plain',
      disposition: 'attachment; filename="Bewerbung.txt"',
    };
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'Nur Text (.txt)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name des Lebenslaufs' }), {
      target: { value: 'Bewerbung' },
    });
    download();
    await waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(exportCalls[0]?.body).toMatchObject({ format: 2, resume_name: 'Bewerbung' });
    expect(savedFiles[0]?.fileName).toBe('Bewerbung.txt');
    expect(getItem('resumeName')).toBe('Bewerbung');
  });

  it('stops when the gate blocks (login or plan missing)', async () => {
    gate.mockImplementation(async () => 'blocked');
    const onClose = open();
    download();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(exportCalls).toHaveLength(0);
  });

  it('shows the server’s message in German and stays open when the export fails', async () => {
    exported = {
      status: 503,
      type: 'application/json',
      body: JSON.stringify({ status: 503, message: 'Gerade werden sehr viele PDF-Dateien erstellt.' }),
    };
    const onClose = open();
    download();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der Download ist fehlgeschlagen: Gerade werden sehr viele PDF-Dateien erstellt.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Herunterladen' })).toBeTruthy();
  });

  it('refuses a name over 120 characters without calling the server', async () => {
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name des Lebenslaufs' }), {
      target: { value: 'x'.repeat(121) },
    });
    download();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der Name darf höchstens 120 Zeichen lang sein.',
    );
    expect(gate).not.toHaveBeenCalled();
  });

  it('says so and uses the browser’s print dialog when the server cannot make PDFs', async () => {
    pdfAvailable = false;
    open();
    expect((await screen.findByRole('status')).textContent).toContain('Als PDF speichern');
    download();
    await waitFor(() => expect(print.printInNewWindow).toHaveBeenCalledTimes(1));
    expect(print.printInNewWindow.mock.calls[0]?.[1]).toBe('Lebenslauf_Lena_Schäfer');
    expect(exportCalls).toHaveLength(0);
  });
});
