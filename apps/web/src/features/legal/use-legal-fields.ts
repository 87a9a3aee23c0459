import { useId, useState } from 'react';
import { ApiRequestError } from '../../api/client';

/**
 * The text fields of a public legal form (contact, cancellation): values, errors in words, and
 * the props that wire an input or textarea to them. A change clears that field's error.
 */
export function useLegalFields<F extends string>(initial: Record<F, string>) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const fieldId = (field: F) => `${id}-${field}`;

  /** Props of the field's input or textarea; `hinted` when a hint above it describes it too. */
  const text = (field: F, hinted = false) => {
    const describedBy = [
      hinted ? `${fieldId(field)}-hint` : '',
      errors[field] ? `${fieldId(field)}-error` : '',
    ]
      .join(' ')
      .trim();
    return {
      id: fieldId(field),
      className: 'field__input',
      value: values[field],
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [field]: event.target.value }));
        if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
      },
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  /** Shows what the checks found, the first wrong field (in the form's order) focused; true when nothing. */
  const showErrors = (found: Partial<Record<F, string>>): boolean => {
    setErrors(found);
    const first = (Object.keys(initial) as F[]).find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
    return first === undefined;
  };

  return { id, fieldId, values, errors, text, showErrors };
}

/** Why sending failed, as a key under the form's own texts: too many tries, offline, or else. */
export function sendFailureKey(error: unknown): 'tooMany' | 'offline' | 'failed' {
  if (error instanceof ApiRequestError && error.status === 429) return 'tooMany';
  if (error instanceof ApiRequestError && error.status === 0) return 'offline';
  return 'failed';
}
