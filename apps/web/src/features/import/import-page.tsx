import type { ImportDraft } from '@vita/shared/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { paths } from '../../flow/paths';
import { confirmImport, readCv } from './import-api';
import { ImportReview } from './import-review';
import './import-texts';
import './import.css';

type Step = { kind: 'choose' } | { kind: 'review'; draft: ImportDraft; warnings: string[] };

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : String(error));

/**
 * /import: upload a CV (PDF, Word, LinkedIn export), review what was read, then create a new
 * resume from it and open it on the final page. Nothing is stored before the confirmation.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fileId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  /** The draft as last edited, read by the confirm button after it has blurred the open field. */
  const latest = useRef<ImportDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const read = async () => {
    const file = input.current?.files?.[0];
    if (!file) {
      setError(t('importCv.noFile'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { draft, warnings } = await readCv(file);
      latest.current = draft;
      setStep({ kind: 'review', draft, warnings });
      window.scrollTo(0, 0);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (draft: ImportDraft) => {
    setBusy(true);
    setError('');
    try {
      const { resume_token } = await confirmImport(draft);
      navigate(`${paths.finalResume}?id=${resume_token}`);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  const errorBox = error && (
    <p id={errorId} className="import-error" role="alert">
      {error}
    </p>
  );

  if (step.kind === 'review') {
    return (
      <div className="import-page container">
        <h1>{t('importCv.reviewTitle')}</h1>
        <p>{t('importCv.reviewLead')}</p>
        {step.warnings.length > 0 && (
          <div className="import-warnings" role="status">
            <h2>{t('importCv.warnings')}</h2>
            <ul>
              {step.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}
        <ImportReview
          draft={step.draft}
          onChange={(draft) => {
            latest.current = draft;
            setStep({ ...step, draft });
          }}
        />
        {errorBox}
        <div className="import-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStep({ kind: 'choose' })}
          >
            {t('importCv.back')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              // Date and list fields commit on blur, which runs synchronously here.
              (document.activeElement as HTMLElement | null)?.blur();
              if (latest.current) void confirm(latest.current);
            }}
          >
            {busy ? t('importCv.creating') : t('importCv.confirm')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="import-page import-page--choose container">
      <h1>{t('importCv.title')}</h1>
      <p>{t('importCv.lead')}</p>
      <div className="import-upload">
        <label htmlFor={fileId}>{t('importCv.fileLabel')}</label>
        <input
          id={fileId}
          ref={input}
          type="file"
          accept=".pdf,.docx,.zip,.json,application/pdf"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={() => setError('')}
        />
        <p id={hintId} className="import-hint">
          {t('importCv.formats')}
        </p>
        {errorBox}
        <button type="button" className="button button--primary" disabled={busy} onClick={read}>
          {busy ? t('importCv.reading') : t('importCv.read')}
        </button>
      </div>
    </div>
  );
}
