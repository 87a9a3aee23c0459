import type { ReactNode } from 'react';

interface LegalFieldProps {
  /** The control's id; its hint and error take `<id>-hint` and `<id>-error`. */
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string | undefined;
  /** The control itself (input, textarea or select). */
  children: ReactNode;
}

/** A labelled control of the legal forms, with an optional hint above it and its error below. */
export function LegalField({ id, label, hint, error, children }: LegalFieldProps) {
  return (
    <div className={`legal-form__field${error ? ' legal-form__field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="legal-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="legal-form__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
