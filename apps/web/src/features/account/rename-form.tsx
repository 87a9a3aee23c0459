import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './my-letters-texts';

interface RenameFormProps {
  /** The name shown now, for the field's label and its first value. */
  name: string;
  busy: boolean;
  /** What an empty name is refused with, in the words of the thing renamed. */
  emptyText: string;
  /** Why a save failed, given the server's message. */
  failedText: (message: string) => string;
  /** Resolves when stored; rejects with the server's message, which the form shows. */
  onSave: (name: string) => Promise<unknown>;
  onDone: () => void;
  /** The contract's limit for the name (RESUME_NAME_MAX, LETTER_LIMITS.name). */
  maxLength: number;
}

/**
 * "Umbenennen" in place on My Resume, for a CV and for a letter: the field replaces the name until
 * it is saved or left with Abbrechen or Escape. An empty name is refused here, and nothing is sent.
 */
export function RenameForm({
  name,
  busy,
  emptyText,
  failedText,
  onSave,
  onDone,
  maxLength,
}: RenameFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '') {
      setError(emptyText);
      input.current?.focus();
      return;
    }
    if (trimmed === name) {
      onDone();
      return;
    }
    try {
      await onSave(trimmed);
      onDone();
    } catch (thrown) {
      setError(failedText(thrown instanceof Error ? thrown.message : String(thrown)));
    }
  };

  return (
    <form
      className="resume-letters__rename"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <label className="field__label" htmlFor={`${id}-name`}>
        {t('myLetters.renameField', { name })}
      </label>
      <input
        ref={input}
        id={`${id}-name`}
        className="field__input"
        value={value}
        maxLength={maxLength}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="resume-letters__error" role="alert">
          {error}
        </p>
      )}
      <div className="resume-item__actions">
        <button
          type="submit"
          className="button button--primary button--small"
          aria-busy={busy}
          disabled={busy}
        >
          {t('myLetters.renameSave')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onDone}>
          {t('myLetters.renameCancel')}
        </button>
      </div>
    </form>
  );
}
