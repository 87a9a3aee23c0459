import type { Signature } from '@vita/shared';
import { HEADING_LIMITS } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../components/day-field';
import { useStoreValue } from '../../store/resume-store';
import { todayIso } from './signature-values';

type DatePlace = Pick<Signature, 'addDateAndPlace' | 'date' | 'location'>;

interface DatePlaceFieldsProps {
  value: DatePlace;
  onChange: (patch: Partial<DatePlace>) => void;
}

/**
 * 'Datum und Ort hinzufügen' (02 §2.6): DATUM and ORT are read-only until the box is ticked (02 §5).
 * The date is typed and shown TT.MM.JJJJ in German (the spec's MM/dd/yyyy in English) and stored
 * yyyy-MM-dd (02 §9); ticking the box with no date fills in today, and with no place the town of
 * the contact data (what the applicant signs with).
 */
export function DatePlaceFields({ value, onChange }: DatePlaceFieldsProps) {
  const { t } = useTranslation();
  const placeId = `${useId()}-place`;
  const editable = value.addDateAndPlace;
  // The stored heading may predate the field.
  const town = useStoreValue('heading')?.location?.trim() ?? '';

  const toggle = (checked: boolean) => {
    if (!checked) {
      onChange({ addDateAndPlace: false });
      return;
    }
    onChange({
      addDateAndPlace: true,
      date: value.date === '' ? todayIso() : value.date,
      location: value.location === '' ? town : value.location,
    });
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
        <DayField
          label={t('signature.datePlace.date')}
          value={value.date}
          readOnly={!editable}
          onChange={(date) => onChange({ date })}
          classNames={{ label: 'sig-label', hint: 'field__hint sig-date-place__hint' }}
        />
        <div className="field">
          <label className="sig-label" htmlFor={placeId}>
            {t('signature.datePlace.place')}
          </label>
          <input
            id={placeId}
            className="field__input"
            autoComplete="address-level2"
            placeholder={town || 'Berlin'}
            maxLength={HEADING_LIMITS.location}
            readOnly={!editable}
            value={value.location}
            onChange={(event) => onChange({ location: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
