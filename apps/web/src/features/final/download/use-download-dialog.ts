import { useQuery } from '@tanstack/react-query';
import { RESUME_NAME_MAX } from '@vita/shared/constants';
import { EXPORT_FORMAT, type ExportFormat } from '@vita/shared/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportApi } from '../../../api/export-api';
import { saveFile } from '../../../api/file-download';
import { flushPendingSaves } from '../../../components/save-status';
import { showToast } from '../../../components/toast';
import type { DownloadChoice } from '../../../session/resume-links';
import { useDownloadGate } from '../../../session/use-download-gate';
import { getItem } from '../../../store/local-store';
import { useResumeStore, useStoreValue } from '../../../store/resume-store';
import { documentFromStore, printInNewWindow } from './print-fallback';

export interface DownloadDialogProps {
  open: boolean;
  onClose: () => void;
  /** A download chosen before (on the way back from /payment): selected and started on opening. */
  autoStart?: DownloadChoice | null;
}

export const FORMAT_OF: Record<DownloadChoice, ExportFormat> = {
  pdf: EXPORT_FORMAT.pdf,
  txt: EXPORT_FORMAT.txt,
  docx: EXPORT_FORMAT.docx,
  json: EXPORT_FORMAT.jsonResume,
};
const CHOICES = Object.keys(FORMAT_OF) as DownloadChoice[];
const choiceOf = (format: ExportFormat): DownloadChoice =>
  CHOICES.find((choice) => FORMAT_OF[choice] === format) ?? 'pdf';

/** The placeholder: the name the server gives the file when the field stays empty. */
function defaultFileName(first: string | undefined, last: string | undefined): string {
  const words = [first, last].flatMap((part) => (part ?? '').trim().split(/\s+/)).filter(Boolean);
  return ['Lebenslauf', ...words].join('_');
}

/** Why a download cannot start (an i18n key), or null. */
function startProblem(
  name: string,
  resumeToken: string | null,
): 'finalTools.download.nameTooLong' | 'finalTools.download.noResume' | null {
  if (name.length > RESUME_NAME_MAX) return 'finalTools.download.nameTooLong';
  return resumeToken ? null : 'finalTools.download.noResume';
}

/** The server builds the file from what it holds: saves still waiting go first. */
async function downloadFromServer(
  resumeToken: string,
  format: ExportFormat,
  locale: 'de' | 'en',
  name: string,
) {
  await flushPendingSaves().catch(() => undefined);
  const file = await exportApi.download(
    { resume_token: resumeToken, format, locale, ...(name ? { resume_name: name } : {}) },
    getItem('loginToken'),
  );
  saveFile(file);
}

/** What this server can export, fetched while the dialog is open. */
function useExportCapabilities(open: boolean) {
  const capabilities = useQuery({
    queryKey: ['export-capabilities'],
    queryFn: exportApi.capabilities,
    enabled: open,
    staleTime: 60_000,
    retry: 1,
  });
  /**
   * Whether this server gates this format; when its answer is missing, the gate runs (the safe
   * side). The JSON Resume is free as data portability, so the server lists it in `freeFormats`.
   */
  const serverRequiresPlan = async (chosen: ExportFormat): Promise<boolean> => {
    const known = capabilities.data ?? (await capabilities.refetch()).data;
    if (known === undefined) return true;
    return known.requiresPlan && !known.freeFormats.includes(chosen);
  };
  return { capabilities, pdfOnServer: capabilities.data?.pdf !== false, serverRequiresPlan };
}

/**
 * The download dialog's state and its one action: the chosen format and name, the server's
 * capabilities, the start on opening when a download was chosen before, and the download itself
 * (gate, print fallback or the server's file).
 */
export function useDownloadDialog({ open, onClose, autoStart = null }: DownloadDialogProps) {
  const { t, i18n } = useTranslation();
  const gate = useDownloadGate();
  const setValue = useResumeStore((s) => s.set);
  const storedName = useStoreValue('resumeName');
  const heading = useStoreValue('heading');
  const [format, setFormat] = useState<ExportFormat>(EXPORT_FORMAT.pdf);
  const [name, setName] = useState(storedName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';

  const { capabilities, pdfOnServer, serverRequiresPlan } = useExportCapabilities(open);
  const autoStarted = useRef(false);

  // Each opening starts from the stored name, without the last attempt's message.
  useEffect(() => {
    if (!open) {
      autoStarted.current = false;
      return;
    }
    setName(getItem('resumeName') ?? '');
    setError(null);
    if (autoStart) setFormat(FORMAT_OF[autoStart]);
  }, [open, autoStart]);

  // Escape closes the native dialog even while a download runs: the state must follow it, or the
  // next click on Herunterladen would not open it again. A running download still finishes.
  const close = () => onClose();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start(format, name);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening with a chosen download
  useEffect(() => {
    if (!open || !autoStart || autoStarted.current || capabilities.isPending) return;
    autoStarted.current = true;
    void start(FORMAT_OF[autoStart], getItem('resumeName') ?? '');
  }, [open, autoStart, capabilities.isPending]);

  const start = async (chosen: ExportFormat, typedName: string) => {
    if (busy) return;
    const trimmed = typedName.trim();
    const token = getItem('resumeToken');
    const problem = startProblem(trimmed, token);
    if (problem || !token) {
      setError(t(problem ?? 'finalTools.download.noResume'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // Kept before the gate: registering or logging in from its modal names the resume with it.
      if (trimmed !== (getItem('resumeName') ?? '')) setValue('resumeName', trimmed === '' ? null : trimmed);
      if ((await serverRequiresPlan(chosen)) && (await gate(choiceOf(chosen))) === 'blocked') {
        onClose();
        return;
      }
      if (chosen === EXPORT_FORMAT.pdf && !pdfOnServer) {
        const title = trimmed || defaultFileName(heading?.fname, heading?.lname);
        const outcome = await printInNewWindow(documentFromStore(locale), title);
        if (outcome === 'printed') onClose();
        else
          setError(
            t(outcome === 'blocked' ? 'finalTools.download.popupBlocked' : 'finalTools.download.printFailed'),
          );
        return;
      }
      await downloadFromServer(token, chosen, locale, trimmed);
      showToast(t('finalTools.download.done'), 'success');
      onClose();
    } catch (thrown) {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      setError(t('finalTools.download.failed', { message }));
    } finally {
      setBusy(false);
    }
  };
  const placeholder = defaultFileName(heading?.fname, heading?.lname);
  return { format, setFormat, name, setName, error, busy, pdfOnServer, placeholder, submit, close };
}
