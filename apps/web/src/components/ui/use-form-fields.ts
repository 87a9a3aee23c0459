import { useState } from 'react';

/**
 * A form's text values and its per-field errors. `E` is whatever the form's checks return (an
 * i18n key, usually); `set(field)` gives the change handler a field wants.
 */
export function useFormFields<F extends string, E = string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, E>>>({});
  const set = (field: F) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { values, setValues, set, errors, setErrors, reset };
}
