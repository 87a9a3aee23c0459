type Props<T extends string> = {
  /** Read by screen readers only: what the options choose between. */
  legend: string;
  options: readonly T[];
  /** The view shown; one outside the options (the forgotten-password form) presses none. */
  value: string;
  onChange(option: NoInfer<T>): void;
  label(option: NoInfer<T>): string;
};

/** Two views of one page side by side (list or grid, login or register); the chosen one is pressed. */
export function ViewSwitch<T extends string>({ legend, options, value, onChange, label }: Props<T>) {
  return (
    <fieldset className="segmented view-switch">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="segmented__option view-switch__option"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  );
}
