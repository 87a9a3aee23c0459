import { zodResolver } from '@hookform/resolvers/zod';
import type { TranslationKey } from 'i18next';
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

/**
 * A form validated by a shared zod schema. The wizard checks on submit (Next) and, once a form was
 * submitted, again on every change, so a message goes away while the field is being corrected.
 * `messageOf(name)` gives the field's message as text.
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
    resolver: zodResolver(schema),
  });
  const messageOf = (name: string): string | undefined => fieldMessage(t, form.formState.errors, name);
  return { ...form, messageOf };
}
