import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from './form/field';

export { errorId, hintId } from './form/field';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'required' | 'className'
>;

export interface TextFieldProps extends InputProps, Omit<FieldProps, 'children' | 'label' | 'hint'> {
  label: string;
  value: string;
  onValueChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: string | undefined;
}

/** A labelled text input on `Field`: its hint and error are tied to it. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onValueChange, error, hint, hintBelow, required, block, className, ...rest } =
    props;
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      hintBelow={hintBelow}
      required={required}
      block={block}
      className={className}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value, event)}
        />
      )}
    </Field>
  );
}
