import { RESUME_NAME_MAX } from '@vita/shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { useResumeStore, useStoreValue } from '../../store/resume-store';
import './texts';

/** Checks a typed name; returns the trimmed name or the message key of what is wrong. */
export function checkResumeName(raw: string): { name: string } | { error: 'empty' | 'tooLong' } {
  const name = raw.trim();
  if (name === '') return { error: 'empty' };
  if (name.length > RESUME_NAME_MAX) return { error: 'tooLong' };
  return { name };
}

interface ResumeNameFieldProps {
  /** Sends the name to the server (save-resume-object); rejects when that failed. */
  save: (name: string) => Promise<void>;
  fallback: string;
}

/**
 * The resume's name above the preview: shown as a title with a rename button, edited in place.
 * The typed name goes to the local store first, then to the server; a failed save says so and
 * keeps the name in the browser.
 */
export function ResumeNameField({ save, fallback }: ResumeNameFieldProps) {
  const { t } = useTranslation();
  const stored = useStoreValue('resumeName');
  const setValue = useResumeStore((s) => s.set);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<'empty' | 'tooLong' | null>(null);
  const inputId = useId();
  const errorId = useId();
  const shown = stored?.trim() || fallback;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const checked = checkResumeName(draft);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setDraft(null);
    setValue('resumeName', checked.name);
    save(checked.name).then(
      () => showToast(t('final.name.saved'), 'success'),
      () => showToast(t('final.name.failed'), 'error'),
    );
  };

  if (draft === null) {
    return (
      <div className="resume-name">
        <h2 className="resume-name__title">{shown}</h2>
        <button type="button" className="resume-name__edit" onClick={() => setDraft(stored ?? fallback)}>
          {t('final.name.edit')}
        </button>
      </div>
    );
  }

  return (
    <form className="resume-name resume-name--editing" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="resume-name__label">
        {t('final.name.label')}
      </label>
      <input
        id={inputId}
        className="resume-name__input"
        value={draft}
        maxLength={RESUME_NAME_MAX + 20}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        // biome-ignore lint/a11y/noAutofocus: the visitor just asked to rename
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setDraft(null);
            setError(null);
          }
        }}
      />
      <button type="submit" className="final-button">
        {t('final.name.save')}
      </button>
      <button
        type="button"
        className="final-button final-button--secondary"
        onClick={() => {
          setDraft(null);
          setError(null);
        }}
      >
        {t('final.name.cancel')}
      </button>
      {error && (
        <p id={errorId} className="resume-name__error" role="alert">
          {t(`final.name.${error}`)}
        </p>
      )}
      <p className="resume-name__hint">{t('final.name.hint')}</p>
    </form>
  );
}
