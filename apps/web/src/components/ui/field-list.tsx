import { TextField, type TextFieldProps } from '../text-field';

/** One text field of a form: its key in the form's values, and what TextField needs besides. */
export type FieldSpec<F extends string> = Omit<
  TextFieldProps,
  'value' | 'onValueChange' | 'error' | 'block'
> & {
  name: F;
};

interface FieldListProps<F extends string> {
  fields: readonly FieldSpec<F>[];
  values: Record<F, string>;
  onChange: (field: F) => (value: string) => void;
  /** The field's error text (translated), or undefined. */
  errorOf: (field: F) => string | undefined;
  block?: TextFieldProps['block'];
}

/**
 * The text fields of a form, from a table: a form lists what differs (id, label, type,
 * autoComplete) and the wiring of value, change and error is written once here.
 */
export function FieldList<F extends string>({ fields, values, onChange, errorOf, block }: FieldListProps<F>) {
  return fields.map(({ name, ...field }) => (
    <TextField
      key={name}
      block={block}
      {...field}
      value={values[name]}
      onValueChange={onChange(name)}
      error={errorOf(name)}
    />
  ));
}
