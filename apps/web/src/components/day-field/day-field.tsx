import { type DayInputError, formatDayInput, parseDayInput } from '@vita/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/day-field.de.json';
import en from '../../i18n/parts/day-field.en.json';
import './day-field.css';

registerTexts({ de, en });

export type DayFieldClasses = { field: string; label: string; input: string; hint: string };

const DEFAULT_CLASSES: DayFieldClasses = {
  field: 'field',
  label: 'field__label',
  input: 'field__input',
  hint: 'field__hint',
};

interface DayFieldProps {
  label: string;
  /** The stored day, yyyy-MM-dd, or '' for none. */
  value: string;
  /** Each time the typed text is a real day (or empty), as yyyy-MM-dd. */
  onChange?: (iso: string) => void;
  /** On leaving the field with a real day (or empty): for forms that save on leaving. */
  onLeave?: (iso: string) => void;
  id?: string;
  readOnly?: boolean;
  classNames?: Partial<DayFieldClasses>;
}

/**
 * One calendar day typed as the reader writes it: TT.MM.JJJJ in German, MM/DD/YYYY in English.
 * Not `<input type="date">`, whose format follows the operating system's language (an English
 * system shows MM/DD/YYYY on a German page and refuses 25.11.2026). Parsed on every keystroke;
 * the error waits until the field is left, so half-typed dates are not scolded.
 */
export function DayField({ label, value, onChange, onLeave, id, readOnly, classNames }: DayFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const classes = { ...DEFAULT_CLASSES, ...classNames };
  const ownId = useId();
  const inputId = id ?? `${ownId}-day`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(() => formatDayInput(value, locale));
  const [error, setError] = useState<DayInputError | null>(null);
  const textRef = useRef(text);
  textRef.current = text;

  // A day set from outside (today filled in, another language) replaces the text, unless the
  // text already says that day.
  useEffect(() => {
    const parsed = parseDayInput(textRef.current, locale);
    if ('iso' in parsed && parsed.iso === value) return;
    setText(formatDayInput(value, locale));
    setError(null);
  }, [value, locale]);

  const type = (next: string) => {
    setText(next);
    const parsed = parseDayInput(next, locale);
    if (!('iso' in parsed)) return;
    setError(null);
    if (parsed.iso !== value) onChange?.(parsed.iso);
  };

  const leave = () => {
    const parsed = parseDayInput(text, locale);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onLeave?.(parsed.iso);
  };

  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={`${classes.input} day-field__input`}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dayField.datePlaceholder')}
        readOnly={readOnly}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={leave}
        aria-invalid={error !== null || undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <p className={`${classes.hint} day-field__hint`} id={hintId}>
        {t('dayField.hint')}
      </p>
      {error && (
        <p className="field__error day-field__error" id={errorId}>
          {t(error === 'format' ? 'dayField.formatError' : 'dayField.impossible')}
        </p>
      )}
    </div>
  );
}
