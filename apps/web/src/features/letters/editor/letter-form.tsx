import type { LetterRecipient } from '@vita/shared/contracts';
import type { Personal, ResumeLocale } from '@vita/shared/resume';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/day-field';
import { RichTextEditor, type RichTextEditorHandle } from '../../../components/rich-text-editor';
import { CheckOption } from '../../../components/ui/check-option';
import { closingOf, GERMAN_CLOSING, usesAddressWindow } from '../../../letters/letter-skeleton';
import { effectiveSalutation, salutationFor } from '../../../letters/letter-text';
import { LetterField } from './letter-field';
import { SenderFields } from './sender-fields';
import type { EditableLetter } from './use-letter-autosave';

interface LetterFormProps {
  letter: EditableLetter;
  onChange: (change: Partial<EditableLetter>) => void;
  editorRef: Ref<RichTextEditorHandle>;
  /** The resume's Kontaktdaten: the sender unless the letter names its own. */
  personal: Personal;
  /** The resume's document language: the letter's Anrede, Gruß and date follow it. */
  locale?: ResumeLocale;
}

const RECIPIENT_FIELDS = ['company', 'contact', 'street', 'zip', 'city'] as const;
type TextKey = 'position' | 'subject' | 'salutation' | 'closing' | 'place';
const LETTER_FIELD_CLASSES = {
  field: 'le-field',
  label: 'le-field__label',
  input: 'le-field__input',
  hint: 'le-field__hint',
};

/** Every field of the Anschreiben, in the order they appear on the page. */
export function LetterForm({ letter, onChange, editorRef, personal, locale = 'de' }: LetterFormProps) {
  const { t } = useTranslation();
  const english = locale === 'en';
  const suggestion = salutationFor(letter.recipient.contact, locale);
  // The German default every letter is stored with is no Gruß of an English letter: the field
  // shows it empty, with the English rule's Gruß as its placeholder (and on the page).
  const closingValue = english && letter.closing.trim() === GERMAN_CLOSING ? '' : letter.closing;
  const closingSuggestion = closingOf('', effectiveSalutation(letter, locale), locale);
  const setRecipient = (key: keyof LetterRecipient, value: string) =>
    onChange({ recipient: { ...letter.recipient, [key]: value } });
  /** One of the letter's own text fields, named and labelled after its key. */
  const text = (key: TextKey, more: { hint?: string; placeholder?: string; value?: string } = {}) => (
    <LetterField
      id={`le-${key}`}
      label={t(`letters.editor.${key}`)}
      value={letter[key]}
      onValue={(value) => onChange({ [key]: value })}
      {...more}
    />
  );

  return (
    <form className="le-form" aria-label={t('letters.editor.formLabel')} onSubmit={(e) => e.preventDefault()}>
      {english && <p className="le-field__hint">{t('letters.editor.englishLetter')}</p>}
      <SenderFields sender={letter.sender} personal={personal} onChange={(sender) => onChange({ sender })} />
      <fieldset className="le-form__group">
        <legend>{t('letters.editor.recipient')}</legend>
        {RECIPIENT_FIELDS.map((key) => (
          <LetterField
            key={key}
            id={`le-${key}`}
            className={`le-field--${key}`}
            label={t(`letters.editor.${key}`)}
            hint={key === 'contact' ? t('letters.editor.contactHint') : undefined}
            value={letter.recipient[key]}
            autoComplete="off"
            onValue={(value) => setRecipient(key, value)}
          />
        ))}
      </fieldset>
      {text('position')}
      {text('subject', { hint: t('letters.editor.subjectHint') })}
      <div className="le-salutation">
        {text('salutation', { placeholder: suggestion })}
        <button
          type="button"
          className="le-button le-button--quiet"
          disabled={letter.salutation === suggestion}
          onClick={() => onChange({ salutation: suggestion })}
        >
          {t('letters.editor.useSuggestion')}
        </button>
      </div>
      <div className="le-field">
        <p className="le-field__label" id="le-body-label">
          {t('letters.editor.body')}
        </p>
        <RichTextEditor
          ref={editorRef}
          value={letter.body}
          onChange={(body) => onChange({ body })}
          labelledBy="le-body-label"
          startWithBullet={false}
        />
      </div>
      {text('closing', { value: closingValue, placeholder: closingSuggestion })}
      <div className="le-form__row">
        {!english && text('place')}
        <DayField
          id="le-date"
          label={t('letters.editor.date')}
          value={letter.date}
          onChange={(date) => onChange({ date })}
          classNames={LETTER_FIELD_CLASSES}
        />
      </div>
      {english ? (
        <p className="le-field__hint">{t('letters.editor.englishDate')}</p>
      ) : (
        <div className="le-field">
          <label className="le-field__label" htmlFor="le-date-style">
            {t('letters.editor.dateStyle')}
          </label>
          <select
            id="le-date-style"
            className="le-field__input"
            value={letter.date_style}
            onChange={(e) => onChange({ date_style: e.target.value === 'long' ? 'long' : 'numeric' })}
          >
            <option value="numeric">{t('letters.editor.dateNumeric')}</option>
            <option value="long">{t('letters.editor.dateLong')}</option>
          </select>
        </div>
      )}
      <CheckOption
        className="le-check"
        checked={usesAddressWindow(letter, locale)}
        onChange={(address_window) => onChange({ address_window })}
      >
        {t('letters.editor.addressWindow')}
      </CheckOption>
      <CheckOption
        className="le-check"
        checked={letter.show_enclosures}
        onChange={(show_enclosures) => onChange({ show_enclosures })}
      >
        {t('letters.editor.showEnclosures')}
      </CheckOption>
    </form>
  );
}
