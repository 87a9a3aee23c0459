import type { InputHTMLAttributes } from 'react';

type LetterFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  hint?: string;
  onValue: (value: string) => void;
};

/** One labelled text input of the letter form, with an optional hint read with it. */
export function LetterField({ id, label, value, hint, onValue, className, ...rest }: LetterFieldProps) {
  return (
    <div className={`le-field ${className ?? ''}`}>
      <label className="le-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="le-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        {...rest}
        id={id}
        className="le-field__input"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}
