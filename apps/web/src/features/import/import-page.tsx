import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../components/ui/dialog-actions';
import { FilePicker } from '../../components/ui/file-picker';
import { ImportReview } from './import-review';
import { type ImportStep, useImport } from './use-import';
import './import-texts';
import './import.css';

type ReviewProps = {
  step: Extract<ImportStep, { kind: 'review' }>;
  busy: boolean;
  errorBox: ReactNode;
} & Pick<ReturnType<typeof useImport>, 'edit' | 'confirm' | 'back'>;

/** The draft read from the file, to correct before the resume is made from it. */
function ReviewStep({ step, busy, errorBox, edit, confirm, back }: ReviewProps) {
  const { t } = useTranslation();
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
      <ImportReview draft={step.draft} onChange={edit} />
      {step.draft.not_taken.length > 0 && (
        <section className="import-not-taken" aria-labelledby="import-not-taken">
          <h2 id="import-not-taken">{t('importCv.notTaken')}</h2>
          <p>{t('importCv.notTakenLead')}</p>
          <ul>
            {step.draft.not_taken.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
              <li key={index}>
                <strong>{part.title}</strong>
                <pre>{part.text}</pre>
              </li>
            ))}
          </ul>
        </section>
      )}
      {errorBox}
      <DialogActions
        className="import-actions"
        cancelFirst
        cancelLabel={t('importCv.back')}
        onCancel={back}
        confirmLabel={busy ? t('importCv.creating') : t('importCv.confirm')}
        onConfirm={() => void confirm()}
        disabled={busy}
      />
    </div>
  );
}

/**
 * /import: upload a CV (PDF, Word, LinkedIn export), review what was read, then create a new
 * resume from it and open it on the final page. Nothing is stored before the confirmation.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const fileId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { step, busy, error, clearError, read, ...review } = useImport();

  const errorBox = error && (
    <p id={errorId} className="import-error" role="alert">
      {error}
    </p>
  );

  if (step.kind === 'review') return <ReviewStep step={step} busy={busy} errorBox={errorBox} {...review} />;

  return (
    <div className="import-page import-page--choose container">
      <h1>{t('importCv.title')}</h1>
      <p>{t('importCv.lead')}</p>
      <div className="import-upload">
        <FilePicker
          id={fileId}
          inputRef={input}
          choose={t('importCv.fileLabel')}
          accept=".pdf,.docx,.zip,.json,application/pdf"
          describedBy={error ? `${hintId} ${errorId}` : hintId}
          onChange={clearError}
        />
        <p id={hintId} className="import-hint">
          {t('importCv.formats')}
        </p>
        {errorBox}
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void read(input.current?.files?.[0])}
        >
          {busy ? t('importCv.reading') : t('importCv.read')}
        </button>
      </div>
    </div>
  );
}
