import { type Misspelling, SPELLCHECK_LIMITS, type SpellcheckLang } from '@vita/shared';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWordPopover } from './use-word-popover';
import '../texts';

interface WordPopoverProps {
  misspelling: Misspelling;
  lang: SpellcheckLang;
  onReplace: (replacement: string) => void;
  onKeep: () => void;
  onClose: () => void;
}

/**
 * The choices for one highlighted word: its suggestions, keep it, or type the right spelling.
 * Escape closes and returns to the word.
 */
export function WordPopover({ misspelling, lang, onReplace, onKeep, onClose }: WordPopoverProps) {
  const { t } = useTranslation();
  const id = useId();
  const popover = useWordPopover(misspelling, lang, onReplace);
  const { suggestions, loading } = popover;

  return (
    <div
      ref={popover.rootRef}
      className="spell-popover"
      role="dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <p id={`${id}-title`} className="spell-popover__title">
        {t('finalTools.spellcheck.suggestionsFor', { word: misspelling.word })}
      </p>
      {loading && <p className="spell-popover__note">{t('finalTools.spellcheck.loadingSuggestions')}</p>}
      {!loading && suggestions.length === 0 && (
        <p className="spell-popover__note">{t('finalTools.spellcheck.noSuggestions')}</p>
      )}
      {suggestions.length > 0 && (
        <ul className="spell-popover__suggestions">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                className="spell-popover__suggestion"
                onClick={() => onReplace(suggestion)}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
      {popover.editing ? (
        <WordEditForm
          id={id}
          typed={popover.typed}
          error={popover.error}
          onType={popover.type}
          onApply={popover.apply}
        />
      ) : (
        <div className="spell-popover__actions">
          <button type="button" className="button button--secondary button--small" onClick={onKeep}>
            {t('finalTools.spellcheck.keep')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={popover.startEditing}
          >
            {t('finalTools.spellcheck.edit')}
          </button>
        </div>
      )}
    </div>
  );
}

interface WordEditFormProps {
  id: string;
  typed: string;
  error: string | null;
  onType: (value: string) => void;
  onApply: (event: FormEvent) => void;
}

/** The field for typing the right spelling, with its error. */
function WordEditForm({ id, typed, error, onType, onApply }: WordEditFormProps) {
  const { t } = useTranslation();
  return (
    <form className="spell-popover__edit" onSubmit={onApply} noValidate>
      <label className="field__label" htmlFor={`${id}-edit`}>
        {t('finalTools.spellcheck.editLabel')}
      </label>
      <input
        id={`${id}-edit`}
        className="field__input"
        value={typed}
        maxLength={SPELLCHECK_LIMITS.maxWordLength}
        // biome-ignore lint/a11y/noAutofocus: the field the visitor just asked for
        autoFocus
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onType(event.currentTarget.value)}
      />
      {error && (
        <p id={`${id}-error`} className="spell-popover__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--small">
        {t('finalTools.spellcheck.apply')}
      </button>
    </form>
  );
}
