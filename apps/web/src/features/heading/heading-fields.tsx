import type { Heading } from '@vita/shared';
import { type ChangeEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { normaliseBirthDate } from './birth-date';
import { applyFirstWordRule, isTypedChange } from './first-word';
import { HEADING_MAX_LENGTH, type HeadingField } from './heading-values';
import type { HeadingErrorField } from './validate-heading';

interface HeadingFieldsProps {
  draft: Heading;
  fieldId: (field: HeadingErrorField) => string;
  messageOf: (field: HeadingErrorField) => string | undefined;
  onChange: (patch: Partial<Heading>) => void;
  onLeave: (field: HeadingField) => void;
}

type HintField = 'birthDatePlace' | 'phone' | 'email' | 'licence' | 'maritalStatus' | 'socialLink';

type FieldSpec = {
  field: HeadingField;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url';
  required?: boolean;
  /** The field's hint text, under heading.hints. */
  hint?: HintField;
  /** Names and email: no maxLength, so a long value is explained instead of silently cut. */
  limitByMessage?: boolean;
  wide?: boolean;
};

const NAME_FIELDS: readonly FieldSpec[] = [
  { field: 'fname', autoComplete: 'given-name', required: true, limitByMessage: true },
  { field: 'lname', autoComplete: 'family-name', required: true, limitByMessage: true },
];
const CONTACT_FIELDS: readonly FieldSpec[] = [
  { field: 'birthDatePlace', hint: 'birthDatePlace', wide: true },
  { field: 'street', autoComplete: 'street-address', wide: true },
  { field: 'pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'location', autoComplete: 'address-level2' },
  { field: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel', hint: 'phone' },
  {
    field: 'email',
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
    required: true,
    hint: 'email',
    limitByMessage: true,
  },
];
const MORE_FIELDS: readonly FieldSpec[] = [
  { field: 'licence', hint: 'licence' },
  { field: 'maritalStatus', hint: 'maritalStatus' },
  { field: 'socialLink', autoComplete: 'url', type: 'url', inputMode: 'url', hint: 'socialLink', wide: true },
];

/** The text fields of the heading form and the 'show more options' switch. */
export function HeadingFields({ draft, fieldId, messageOf, onChange, onLeave }: HeadingFieldsProps) {
  const { t, i18n } = useTranslation();
  const lastKey = useRef<string | null>(null);

  const leave = (field: HeadingField) => {
    if (field === 'birthDatePlace') {
      const written = normaliseBirthDate(draft.birthDatePlace, i18n.resolvedLanguage === 'en' ? 'en' : 'de');
      if (written !== draft.birthDatePlace) onChange({ birthDatePlace: written });
    }
    onLeave(field);
  };

  const changeName = (field: 'fname' | 'lname', value: string, event: ChangeEvent<HTMLInputElement>) => {
    const typed = isTypedChange(event.nativeEvent, lastKey.current);
    lastKey.current = null;
    onChange({ [field]: applyFirstWordRule(draft[field], value, typed) });
  };

  const render = (spec: FieldSpec) => {
    const { field } = spec;
    const isName = field === 'fname' || field === 'lname';
    return (
      <div
        key={field}
        className={spec.wide ? 'heading-form__cell heading-form__cell--wide' : 'heading-form__cell'}
      >
        <TextField
          id={fieldId(field)}
          label={t(`heading.fields.${field}`)}
          value={draft[field]}
          type={spec.type ?? 'text'}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete ?? 'off'}
          required={spec.required ?? false}
          maxLength={spec.limitByMessage ? undefined : HEADING_MAX_LENGTH[field]}
          hint={spec.hint ? t(`heading.hints.${spec.hint}`) : undefined}
          error={messageOf(field)}
          onBlur={() => leave(field)}
          onKeyDown={
            isName
              ? (event: KeyboardEvent<HTMLInputElement>) => {
                  lastKey.current = event.key;
                }
              : undefined
          }
          onValueChange={(value, event) =>
            isName ? changeName(field, value, event) : onChange({ [field]: value })
          }
        />
      </div>
    );
  };

  return (
    <>
      <div className="heading-form__grid">{NAME_FIELDS.map(render)}</div>
      <div className="heading-form__grid">{CONTACT_FIELDS.map(render)}</div>
      <div className="more-options">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            className="switch__input"
            checked={draft.moreOptions}
            aria-checked={draft.moreOptions}
            onChange={(e) => onChange({ moreOptions: e.target.checked })}
            aria-describedby="heading-more-options-hint"
            aria-controls="heading-more-options"
          />
          <span className="switch__track" aria-hidden="true" />
          <span className="switch__label">{t('heading.moreOptions')}</span>
        </label>
        <p className="field__hint" id="heading-more-options-hint">
          {t('heading.moreOptionsHint')}
        </p>
      </div>
      <div id="heading-more-options" className="heading-form__grid" hidden={!draft.moreOptions}>
        {draft.moreOptions && MORE_FIELDS.map(render)}
      </div>
    </>
  );
}
