import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsyncAction } from '../components/ui/use-async-action';
import { useFormFields } from '../components/ui/use-form-fields';
import { collectErrors, hasErrors, type ValidationKey } from './validation';
import './account-texts';

/** The values and errors of an account form; `errorOf` gives a field's message in words. */
export function useAccountFields<F extends string>(initial: Record<F, string>) {
  const { t } = useTranslation();
  const fields = useFormFields<F, ValidationKey>(initial);
  const errorOf = (field: F) => {
    const key = fields.errors[field];
    return key ? t(`account.validation.${key}`) : undefined;
  };
  return { ...fields, errorOf };
}

interface CheckedCall<F extends string> {
  /** Each field's check: an error key, or null when the value is fine. */
  checks: Record<F, ValidationKey | null>;
  /** A rule across fields (e.g. the confirmation matches): the failure to show, or null. */
  refuse?: () => string | null;
  call: () => Promise<void>;
  /** The failure's words for what the call threw. */
  describe: (error: unknown) => string;
}

/**
 * An account form: its fields and its one call. `submit` shows what the checks found and, when
 * nothing, makes the call (one at a time), showing why it failed if it does.
 */
export function useAccountForm<F extends string>(initial: Record<F, string>) {
  const fields = useAccountFields(initial);
  const action = useAsyncAction();
  const submit = async ({ checks, refuse, call, describe }: CheckedCall<F>) => {
    const found = collectErrors(checks);
    fields.setErrors(found);
    action.setFailure(null);
    if (hasErrors(found) || action.busy) return;
    const refused = refuse?.();
    if (refused) {
      action.setFailure(refused);
      return;
    }
    await action.run(call, describe);
  };
  /** The form's submit handler: `checked` reads the values when the form is sent. */
  const handleSubmit = (checked: () => CheckedCall<F>) => (event: FormEvent) => {
    event.preventDefault();
    void submit(checked());
  };
  return { ...fields, ...action, submit, handleSubmit };
}
