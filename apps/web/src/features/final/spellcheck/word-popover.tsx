import { useQuery } from '@tanstack/react-query';
import type { Misspelling, SpellcheckLang } from '@vita/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { spellcheckApi } from './spellcheck-api';
import '../texts';

interface WordPopoverProps {
  misspelling: Misspelling;
  lang: SpellcheckLang;
  onReplace: (replacement: string) => void;
  onKeep: () => void;
  onClose: () => void;
}

/**
 * The choices for one highlighted word: its suggestions (asked for when the check had no time
 * left for them), keep it, or type the right spelling. Escape closes and returns to the word.
 */
export function WordPopover({ misspelling, lang, onReplace, onKeep, onClose }: WordPopoverProps) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(misspelling.word);
  const [error, setError] = useState<string | null>(null);
  const firstRef = useRef<HTMLDivElement>(null);

  const lookup = useQuery({
    queryKey: ['spell-suggest', lang, misspelling.word],
    queryFn: () => spellcheckApi.suggest(lang, misspelling.word),
    enabled: !misspelling.suggested,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const suggestions = misspelling.suggested ? misspelling.suggestions : (lookup.data?.suggestions ?? []);
  const loading = !misspelling.suggested && lookup.isPending;

  useEffect(() => {
    firstRef.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, []);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const word = typed.trim();
    if (word === '') {
      setError(t('finalTools.spellcheck.emptyWord'));
      return;
    }
    onReplace(word);
  };

  return (
    <div
      ref={firstRef}
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
      {editing ? (
        <form className="spell-popover__edit" onSubmit={apply} noValidate>
          <label className="field__label" htmlFor={`${id}-edit`}>
            {t('finalTools.spellcheck.editLabel')}
          </label>
          <input
            id={`${id}-edit`}
            className="field__input"
            value={typed}
            maxLength={60}
            // biome-ignore lint/a11y/noAutofocus: the field the visitor just asked for
            autoFocus
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(null);
            }}
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
      ) : (
        <div className="spell-popover__actions">
          <button type="button" className="button button--secondary button--small" onClick={onKeep}>
            {t('finalTools.spellcheck.keep')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setEditing(true)}
          >
            {t('finalTools.spellcheck.edit')}
          </button>
        </div>
      )}
    </div>
  );
}
