import { type FormEvent, useCallback } from 'react';
import type { DefaultValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../components/form';
import { useAsyncAction } from '../components/ui/use-async-action';
import './account-texts';

type TextValues = Record<string, string>;

interface AccountCall<Values> {
  /** A rule across fields (e.g. the confirmation matches): the failure to show, or null. */
  refuse?: (values: Values) => string | null;
  call: (values: Values) => Promise<void>;
  /** The failure's words for what the call threw. */
  describe: (error: unknown) => string;
}

/**
 * An account form on its shared schema and its one call. Messages show when the form is sent and
 * stay until it is sent again; when nothing is refused, `handleSubmit` makes the call (one at a
 * time) and shows why it failed if it does.
 */
export function useAccountForm<Values extends TextValues>(
  schema: z.ZodType<Values, Values>,
  initial: Values,
) {
  type Field = Extract<keyof Values, string>;
  const form = useSchemaForm(schema, {
    defaultValues: initial as DefaultValues<Values>,
    // The account forms check on submit only: a message stays while the field is corrected
    // (`set` writes the value without validating, and nothing re-validates on change).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const action = useAsyncAction();
  const values = form.watch() as Values;
  const set = (field: Field) => (value: string) =>
    form.setValue(field as string as Path<Values>, value as PathValue<Values, Path<Values>>);
  const errorOf = (field: Field) => form.messageOf(field);
  /** New values (the stored profile) without touching the messages shown. */
  const { reset: resetForm } = form;
  const setValues = useCallback(
    (next: Values) => resetForm(next, { keepErrors: true, keepDefaultValues: true }),
    [resetForm],
  );
  const reset = () => resetForm(initial);

  const handleSubmit =
    ({ refuse, call, describe }: AccountCall<Values>) =>
    (event: FormEvent) => {
      event.preventDefault();
      action.setFailure(null);
      void form.handleSubmit(async () => {
        if (action.busy) return;
        const refused = refuse?.(values);
        if (refused) {
          action.setFailure(refused);
          return;
        }
        await action.run(() => call(values), describe);
      })();
    };
  return { values, set, errorOf, setValues, reset, handleSubmit, ...action };
}
