type ToggleGroupProps<T extends string> = {
  /** Read by screen readers only: what the options choose between. */
  legend: string;
  options: readonly T[];
  /** The option chosen; one outside the options presses none. */
  value: string;
  onChange(option: NoInfer<T>): void;
  label(option: NoInfer<T>): string;
  /** The classes of the group and of each button: the feature's own look. */
  className: string;
  optionClassName: string;
};

/** Options as a row of buttons in a fieldset; the chosen one is pressed (aria-pressed). */
export function ToggleGroup<T extends string>(props: ToggleGroupProps<T>) {
  const { legend, options, value, onChange, label, className, optionClassName } = props;
  return (
    <fieldset className={className}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={optionClassName}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  );
}
