import type { ReactNode } from 'react';

interface CheckOptionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label's class: the feature's own look of a checkbox row. */
  className: string;
  disabled?: boolean;
  /** The option's text. */
  children: ReactNode;
}

/** A checkbox inside its label, so the whole text toggles it. */
export function CheckOption({ checked, onChange, className, disabled, children }: CheckOptionProps) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {children}
    </label>
  );
}
