import type { Signature } from '@vita/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayToIsoDate, isoToDisplayDate, todayIso } from './signature-values';

type DatePlace = Pick<Signature, 'addDateAndPlace' | 'date' | 'location'>;

interface DatePlaceFieldsProps {
  value: DatePlace;
  onChange: (patch: Partial<DatePlace>) => void;
}

/**
 * 'Datum und Ort hinzufügen' (02 §2.6): DATUM and ORT are read-only until the box is ticked (02 §5).
 * The date is typed and shown MM/dd/yyyy and stored yyyy-MM-dd (02 §9); ticking the box with no
 * date fills in today.
 */
export function DatePlaceFields({ value, onChange }: DatePlaceFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const dateId = `${id}-date`;
  const placeId = `${id}-place`;
  const hintId = `${id}-date-hint`;
  const errorId = `${id}-date-error`;
  const [dateText, setDateText] = useState(() => isoToDisplayDate(value.date));
  const [dateInvalid, setDateInvalid] = useState(false);
  const editable = value.addDateAndPlace;

  const toggle = (checked: boolean) => {
    if (checked && value.date === '') {
      const today = todayIso();
      setDateText(isoToDisplayDate(today));
      setDateInvalid(false);
      onChange({ addDateAndPlace: true, date: today });
      return;
    }
    onChange({ addDateAndPlace: checked });
  };

  const typeDate = (text: string) => {
    setDateText(text);
    const iso = text.trim() === '' ? '' : displayToIsoDate(text);
    if (iso !== null) {
      setDateInvalid(false);
      if (iso !== value.date) onChange({ date: iso });
    }
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
            onBlur={() => setDateInvalid(dateText.trim() !== '' && displayToIsoDate(dateText) === null)}
            aria-invalid={dateInvalid || undefined}
            aria-describedby={dateInvalid ? `${hintId} ${errorId}` : hintId}
          />
          <p className="field__hint sig-date-place__hint" id={hintId}>
            {t('signature.datePlace.dateHint')}
          </p>
          {dateInvalid && (
            <p className="field__error" id={errorId}>
              {t('signature.datePlace.dateError')}
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
