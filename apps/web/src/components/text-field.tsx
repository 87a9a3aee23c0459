import type { ChangeEvent, InputHTMLAttributes } from 'react';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'required' | 'className'
>;

export interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** The message shown under the field (already translated). */
  error?: string | undefined;
  hint?: string | undefined;
  /** Marks the label with an asterisk (hidden from screen readers, which hear aria-required). */
  required?: boolean;
  /**
   * The block its classes are named after (`<block>`, `--invalid`, `__hint`, `__error`): the step
   * forms use 'field', the account and payment forms their own look for hints and errors.
   */
  block?: 'field' | 'account-field' | 'billing-field';
  /** Extra class on the wrapper, for a form's own layout. */
  className?: string | undefined;
}

/** The ids a field's hint and error text get, for aria-describedby and an error summary. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** A labelled text input; its hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField(props: TextFieldProps) {
  const {
    id,
    label,
    value,
    onValueChange,
    error,
    hint,
    required,
    block = 'field',
    className,
    ...rest
  } = props;
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  const classes = [block, error ? `${block}--invalid` : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
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
        <p className={`${block}__hint`} id={hintId(id)}>
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
        <p className={`${block}__error`} id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}
