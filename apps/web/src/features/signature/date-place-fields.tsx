import { type DayInputError, formatDayInput, parseDayInput, type Signature } from '@vita/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from './signature-values';

type DatePlace = Pick<Signature, 'addDateAndPlace' | 'date' | 'location'>;

interface DatePlaceFieldsProps {
  value: DatePlace;
  onChange: (patch: Partial<DatePlace>) => void;
}

/**
 * 'Datum und Ort hinzufügen' (02 §2.6): DATUM and ORT are read-only until the box is ticked (02 §5).
 * The date is typed and shown TT.MM.JJJJ in German (the spec's MM/dd/yyyy in English) and stored
 * yyyy-MM-dd (02 §9); ticking the box with no date fills in today.
 */
export function DatePlaceFields({ value, onChange }: DatePlaceFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const id = useId();
  const dateId = `${id}-date`;
  const placeId = `${id}-place`;
  const hintId = `${id}-date-hint`;
  const errorId = `${id}-date-error`;
  const [dateText, setDateText] = useState(() => formatDayInput(value.date, locale));
  const [dateError, setDateError] = useState<DayInputError | null>(null);
  const editable = value.addDateAndPlace;

  // A language switch shows the stored day in the other language's format.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the language changes the format
  useEffect(() => {
    if (value.date !== '') setDateText(formatDayInput(value.date, locale));
  }, [locale]);

  const toggle = (checked: boolean) => {
    if (checked && value.date === '') {
      const today = todayIso();
      setDateText(formatDayInput(today, locale));
      setDateError(null);
      onChange({ addDateAndPlace: true, date: today });
      return;
    }
    onChange({ addDateAndPlace: checked });
  };

  const typeDate = (text: string) => {
    setDateText(text);
    const parsed = parseDayInput(text, locale);
    if ('iso' in parsed) {
      setDateError(null);
      if (parsed.iso !== value.date) onChange({ date: parsed.iso });
    }
  };

  const leaveDate = () => {
    const parsed = parseDayInput(dateText, locale);
    setDateError('error' in parsed ? parsed.error : null);
  };

  return (
    <fieldset className="sig-date-place">
      <legend className="visually-hidden">{t('signature.datePlace.legend')}</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          className="checkbox__input"
          checked={editable}
          onChange={(event) => toggle(event.target.checked)}
        />
        {t('signature.datePlace.add')}
      </label>
      <div className="sig-date-place__grid">
        <div className="field">
          <label className="sig-label" htmlFor={dateId}>
            {t('signature.datePlace.date')}
          </label>
          <input
            id={dateId}
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('signature.datePlace.datePlaceholder')}
            readOnly={!editable}
            value={dateText}
            onChange={(event) => typeDate(event.target.value)}
            onBlur={leaveDate}
            aria-invalid={dateError !== null || undefined}
            aria-describedby={dateError ? `${hintId} ${errorId}` : hintId}
          />
          <p className="field__hint sig-date-place__hint" id={hintId}>
            {t('signature.datePlace.dateHint')}
          </p>
          {dateError && (
            <p className="field__error" id={errorId}>
              {t(
                dateError === 'format'
                  ? 'signature.datePlace.dateError'
                  : 'signature.datePlace.dateImpossible',
              )}
            </p>
          )}
        </div>
        <div className="field">
          <label className="sig-label" htmlFor={placeId}>
            {t('signature.datePlace.place')}
          </label>
          <input
            id={placeId}
            className="field__input"
            autoComplete="address-level2"
            placeholder="Berlin"
            maxLength={80}
            readOnly={!editable}
            value={value.location}
            onChange={(event) => onChange({ location: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
