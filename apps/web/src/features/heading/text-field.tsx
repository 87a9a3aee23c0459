import type { ChangeEvent, InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required'>;

export interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
}

/** The ids a field's hint and error text get, for aria-describedby and the error summary. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** A labelled text input; its hint and error are tied to it with aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  required,
  ...rest
}: TextFieldProps) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      <input
        {...rest}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value, event)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p className="field__error" id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}
