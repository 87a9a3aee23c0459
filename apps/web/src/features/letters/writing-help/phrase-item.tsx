import { LETTER_LIMITS } from '@vita/shared/constants';
import { escapeHtml } from '@vita/shared/resume';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { fillPlaceholders } from './fill-placeholders';

const SLOT = /\[([^[\]\n]+)\]/g;

/** What only the applicant knows, asked by name ("Zahl", "Eintrittstermin"), each once. */
export function phraseSlots(text: string): string[] {
  return [...new Set([...text.matchAll(SLOT)].map((match) => match[1] ?? ''))];
}

const withSlots = (text: string, values: Record<string, string>, empty: string) =>
  text.replace(SLOT, (_, name: string) => values[name]?.trim() || empty);

interface PhraseItemProps {
  /** The phrase as written, with {placeholders} and [slots]. */
  text: string;
  values: Record<string, string>;
  onInsert: (html: string) => void;
}

/**
 * One phrase: filled from the letter and the CV; what they do not know (a number, a date, the
 * employer when the CV names none) is asked in a field, and the phrase is inserted only once every
 * field is filled, so no "[Zahl]" ever reaches the letter.
 */
export function PhraseItem({ text, values, onInsert }: PhraseItemProps) {
  const { t } = useTranslation();
  const id = useId();
  const filled = fillPlaceholders(text, values);
  const slots = phraseSlots(filled);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const complete = slots.every((slot) => (answers[slot] ?? '').trim() !== '');
  const shown = withSlots(filled, answers, '…');
  return (
    <li className="writing-help__phrase">
      <p lang="de">{shown}</p>
      {slots.length > 0 && (
        <fieldset className="writing-help__slots">
          <legend>{t('writingHelp.fillIn')}</legend>
          {slots.map((slot, index) => (
            <label key={slot} htmlFor={`${id}-${index}`}>
              {slot}
              <input
                id={`${id}-${index}`}
                value={answers[slot] ?? ''}
                maxLength={LETTER_LIMITS.phraseSlot}
                onChange={(event) => setAnswers((current) => ({ ...current, [slot]: event.target.value }))}
              />
            </label>
          ))}
        </fieldset>
      )}
      <button
        type="button"
        className="writing-help__button writing-help__button--secondary"
        aria-label={t('writingHelp.insertLabel', { text: shown })}
        disabled={!complete}
        onClick={() => {
          onInsert(`<p>${escapeHtml(withSlots(filled, answers, ''))}</p>`);
          showToast(t('writingHelp.inserted'), 'success');
        }}
      >
        {t('writingHelp.insert')}
      </button>
    </li>
  );
}
