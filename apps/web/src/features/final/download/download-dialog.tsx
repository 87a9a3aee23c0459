import { RESUME_NAME_MAX } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import type { DownloadChoice } from '../../../session/resume-links';
import { type DownloadDialogProps, FORMAT_OF, useDownloadDialog } from './use-download-dialog';
import './download-dialog.css';
import '../texts';
import './port-texts';

/** The radio buttons in the spec's order (PDF, TXT), then Word and JSON Resume with a hint each. */
const FORMAT_OPTIONS = [
  { choice: 'pdf', label: 'finalTools.download.pdf', hint: null },
  { choice: 'txt', label: 'finalTools.download.txt', hint: null },
  { choice: 'docx', label: 'port.download.docx', hint: 'port.download.docxHint' },
  { choice: 'json', label: 'port.download.json', hint: 'port.download.jsonHint' },
] as const satisfies readonly { choice: DownloadChoice; label: string; hint: string | null }[];

/**
 * The download dialog (02 §2.5): Adobe PDF (value 1), plain text (value 2), Word (3) or JSON
 * Resume (4), the resume name with its tip, Abbrechen / Herunterladen. The login and plan gate runs first when the server has one
 * (GET /export/capabilities says so); the file is built by the
 * server from what it holds (queued saves are sent before). Without Chromium on the server, PDF
 * opens the browser's print dialog instead, and the dialog says so.
 */
export function DownloadDialog(props: DownloadDialogProps) {
  const { t } = useTranslation();
  const { format, setFormat, name, setName, error, busy, pdfOnServer, placeholder, submit, close } =
    useDownloadDialog(props);
  const id = useId();

  return (
    <ModalDialog open={props.open} title={t('finalTools.download.title')} onClose={close}>
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
            maxLength={RESUME_NAME_MAX + 20}
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
