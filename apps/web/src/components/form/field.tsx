import type { ReactNode } from 'react';

/** The ids a field's hint and error text get, for aria-describedby and an error summary. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** What the control inside a `Field` spreads on itself so the label, hint and error reach it. */
export interface FieldControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** The message shown under the control (already translated). */
  error?: string | undefined;
  hint?: ReactNode;
  /** The hint under the control instead of above it (keeps neighbouring controls aligned). */
  hintBelow?: boolean | undefined;
  /** Marks the label with an asterisk (hidden from screen readers, which hear aria-required). */
  required?: boolean | undefined;
  /**
   * The block its classes are named after (`<block>`, `--invalid`, `__hint`, `__error`): the step
   * forms use 'field', the education form, the account and payment forms their own look for
   * hints and errors.
   */
  block?: 'field' | 'edu-field' | 'account-field' | 'billing-field';
  /** Extra class on the wrapper, for a form's own layout. */
  className?: string | undefined;
  /** The control: an input, select, textarea or custom control given the ARIA props. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ARIA props of a control with this id, hint and error. */
export function fieldControlProps(
  id: string,
  { hint, error, required }: { hint?: unknown; error?: string | undefined; required?: boolean | undefined },
): FieldControlProps {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** A labelled control with its hint and error tied to it (aria-describedby, aria-invalid). */
export function Field({
  id,
  label,
  error,
  hint,
  hintBelow,
  required,
  block = 'field',
  className,
  children,
}: FieldProps) {
  const classes = [block, error ? `${block}--invalid` : null, className].filter(Boolean).join(' ');
  const hintText = hint && (
    <p className={`${block}__hint${hintBelow ? ` ${block}__hint--below` : ''}`} id={hintId(id)}>
      {hint}
    </p>
  );
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
      {!hintBelow && hintText}
      {children(fieldControlProps(id, { hint, error, required }))}
      {hintBelow && hintText}
      {error && (
        <p className={`${block}__error`} id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}
