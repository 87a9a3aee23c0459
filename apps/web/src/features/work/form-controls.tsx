import type { SelectHTMLAttributes } from 'react';

const describedBy = (...ids: (string | null | undefined | false)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'>;

interface SelectFieldProps extends SelectProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
  /** The id of the group's error text, when the group is invalid. */
  errorTextId?: string | undefined;
}

/** A labelled select with an empty first choice. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, value, placeholder, options, onValueChange, errorTextId, ...rest } = props;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...rest}
        id={id}
        className="field__select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errorTextId ? true : undefined}
        aria-describedby={describedBy(errorTextId)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
