import { zodResolver } from '@hookform/resolvers/zod';
import type { TranslationKey } from 'i18next';
import { useEffect } from 'react';
import { type FieldErrors, type FieldValues, get, type UseFormProps, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * The translated message of a field's error. The shared form schemas carry i18n keys as their
 * messages; a message that is no key (a server's field error) is shown as it is.
 */
export function fieldMessage(
  t: (key: TranslationKey) => string,
  errors: FieldErrors,
  name: string,
): string | undefined {
  const error: { message?: unknown } | undefined = get(errors, name);
  const message = error?.message;
  if (typeof message !== 'string' || message === '') return undefined;
  return t(message as TranslationKey);
}

type SchemaFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
>;

/** A new draft keeps what the form knows: which fields were left, its messages, its submits. */
const KEEP_FORM_STATE = { keepErrors: true, keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true };

/**
 * A form validated by a shared zod schema. Without `values` it checks on submit (Next) and, once
 * submitted, again on every change, so a message goes away while the field is being corrected.
 * With `values` (a wizard draft, written to the local store on every keystroke) the draft is the
 * form's value and the whole draft is checked after every change; the form decides which of the
 * messages show. `messageOf(name)` gives the field's message as text.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: SchemaFormOptions<z.input<Schema>, z.output<Schema>> = {},
) {
  const { t } = useTranslation();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resetOptions: { ...KEEP_FORM_STATE, ...options.resetOptions },
    resolver: zodResolver(schema),
  });
  const { values } = options;
  const { trigger } = form;
  useEffect(() => {
    if (values !== undefined) void trigger(undefined, { shouldFocus: false });
  }, [trigger, values]);
  // Read on every render, so the form renders again when its messages change (react-hook-form
  // updates only the form state a component reads), even while a form shows none of them yet.
  const { errors } = form.formState;
  const messageOf = (name: string): string | undefined => fieldMessage(t, errors, name);
  return { ...form, messageOf };
}
