import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

interface FieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input whose hint and error are tied to it (aria-describedby). */
export function Field({ id, label, value, onValueChange, error, hint, className, ...rest }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div
      className={`billing-field${error ? ' billing-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="billing-field__hint" id={`${id}-hint`}>
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
        <p className="billing-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
