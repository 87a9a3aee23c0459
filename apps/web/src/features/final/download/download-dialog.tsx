import { useQuery } from '@tanstack/react-query';
import { EXPORT_FORMAT, type ExportFormat } from '@vita/shared/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../api/file-download';
import { ModalDialog } from '../../../components/modal-dialog';
import { flushPendingSaves } from '../../../components/save-status';
import { showToast } from '../../../components/toast';
import { getItem } from '../../../store/local-store';
import { useResumeStore, useStoreValue } from '../../../store/resume-store';
import type { DownloadChoice } from '../../session/resume-links';
import { useDownloadGate } from '../../session/use-download-gate';
import { exportApi } from '../export-api';
import { documentFromStore, printInNewWindow } from './print-fallback';
import './download-dialog.css';
import '../texts';
import './port-texts';

const MAX_NAME_LENGTH = 120;

interface DownloadDialogProps {
  open: boolean;
  onClose: () => void;
  /** A download chosen before (on the way back from /payment): selected and started on opening. */
  autoStart?: DownloadChoice | null;
}

const FORMAT_OF: Record<DownloadChoice, ExportFormat> = {
  pdf: EXPORT_FORMAT.pdf,
  txt: EXPORT_FORMAT.txt,
  docx: EXPORT_FORMAT.docx,
  json: EXPORT_FORMAT.jsonResume,
};
const CHOICES = Object.keys(FORMAT_OF) as DownloadChoice[];
const choiceOf = (format: ExportFormat): DownloadChoice =>
  CHOICES.find((choice) => FORMAT_OF[choice] === format) ?? 'pdf';

/** The radio buttons in the spec's order (PDF, TXT), then Word and JSON Resume with a hint each. */
const FORMAT_OPTIONS = [
  { choice: 'pdf', label: 'finalTools.download.pdf', hint: null },
  { choice: 'txt', label: 'finalTools.download.txt', hint: null },
  { choice: 'docx', label: 'port.download.docx', hint: 'port.download.docxHint' },
  { choice: 'json', label: 'port.download.json', hint: 'port.download.jsonHint' },
] as const satisfies readonly { choice: DownloadChoice; label: string; hint: string | null }[];

/** The placeholder: the name the server gives the file when the field stays empty. */
function defaultFileName(first: string | undefined, last: string | undefined): string {
  const words = [first, last].flatMap((part) => (part ?? '').trim().split(/\s+/)).filter(Boolean);
  return ['Lebenslauf', ...words].join('_');
}

/**
 * The download dialog (02 §2.5): Adobe PDF (value 1), plain text (value 2), Word (3) or JSON
 * Resume (4), the resume name with its tip, Abbrechen / Herunterladen. The login and plan gate runs first when the server has one
 * (GET /export/capabilities says so); the file is built by the
 * server from what it holds (queued saves are sent before). Without Chromium on the server, PDF
 * opens the browser's print dialog instead, and the dialog says so.
 */
export function DownloadDialog({ open, onClose, autoStart = null }: DownloadDialogProps) {
  const { t, i18n } = useTranslation();
  const gate = useDownloadGate();
  const setValue = useResumeStore((s) => s.set);
  const storedName = useStoreValue('resumeName');
  const heading = useStoreValue('heading');
  const [format, setFormat] = useState<ExportFormat>(EXPORT_FORMAT.pdf);
  const [name, setName] = useState(storedName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';

  const capabilities = useQuery({
    queryKey: ['export-capabilities'],
    queryFn: exportApi.capabilities,
    enabled: open,
    staleTime: 60_000,
    retry: 1,
  });
  const pdfOnServer = capabilities.data?.pdf !== false;
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

  /**
   * Whether this server gates this format; when its answer is missing, the gate runs (the safe
   * side). The JSON Resume is free as data portability, so the server lists it in `freeFormats`.
   */
  const serverRequiresPlan = async (chosen: ExportFormat): Promise<boolean> => {
    const known = capabilities.data ?? (await capabilities.refetch()).data;
    if (known === undefined) return true;
    return known.requiresPlan && !known.freeFormats.includes(chosen);
  };

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
    if (trimmed.length > MAX_NAME_LENGTH) {
      setError(t('finalTools.download.nameTooLong'));
      return;
    }
    const token = getItem('resumeToken');
    if (!token) {
      setError(t('finalTools.download.noResume'));
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
      // The server builds the file from what it holds: saves still waiting go first.
      await flushPendingSaves().catch(() => undefined);
      const file = await exportApi.download(
        { resume_token: token, format: chosen, locale, ...(trimmed ? { resume_name: trimmed } : {}) },
        getItem('loginToken'),
      );
      saveFile(file);
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

  return (
    <ModalDialog
      open={open}
      title={t('finalTools.download.title')}
      onClose={close}
      closeLabel={t('common.close')}
    >
      <form className="download-dialog" onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className="download-dialog__formats">
          <legend className="download-dialog__legend">{t('finalTools.download.formatLegend')}</legend>
          {FORMAT_OPTIONS.map((option) => (
            <div key={option.choice} className="download-dialog__format">
              <label className="download-dialog__format-label">
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={FORMAT_OF[option.choice]}
                  checked={format === FORMAT_OF[option.choice]}
                  onChange={() => setFormat(FORMAT_OF[option.choice])}
                  aria-describedby={option.hint ? `${id}-${option.choice}-hint` : undefined}
                />
                <span>{t(option.label)}</span>
              </label>
              {option.hint && (
                <p id={`${id}-${option.choice}-hint`} className="download-dialog__format-hint">
                  {t(option.hint)}
                </p>
              )}
            </div>
          ))}
        </fieldset>
        {!pdfOnServer && (
          <p className="download-dialog__notice" role="status">
            {t('finalTools.download.noPdf')}
          </p>
        )}
        <div className="download-dialog__field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('finalTools.download.nameLabel')}
          </label>
          <input
            id={`${id}-name`}
            className="field__input"
            value={name}
            maxLength={MAX_NAME_LENGTH + 20}
            placeholder={placeholder}
            aria-describedby={`${id}-tip`}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <p id={`${id}-tip`} className="download-dialog__tip">
            {t('finalTools.download.nameTip')}
          </p>
        </div>
        {error && (
          <p className="download-dialog__error" role="alert">
            {error}
          </p>
        )}
        <div className="download-dialog__actions">
          <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
            {t('finalTools.download.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('finalTools.download.working') : t('finalTools.download.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
