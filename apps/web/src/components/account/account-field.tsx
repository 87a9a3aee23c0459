import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

export interface AccountFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The message shown under the field (already translated). */
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function AccountField({ id, label, value, onValueChange, error, hint, ...rest }: AccountFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'account-field account-field--invalid' : 'account-field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="account-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        {...rest}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p className="account-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
