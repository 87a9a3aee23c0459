import { useQuery } from '@tanstack/react-query';
import type { Misspelling, SpellcheckLang } from '@vita/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { spellcheckApi } from './spellcheck-api';
import '../texts';

/**
 * The state of one word's popover: its suggestions (asked for when the check had no time left
 * for them), the typed spelling and its error, and focus on the first choice when it opens.
 */
export function useWordPopover(
  misspelling: Misspelling,
  lang: SpellcheckLang,
  onReplace: (word: string) => void,
) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(misspelling.word);
  const [error, setError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

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
    rootRef.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, []);

  const type = (value: string) => {
    setTyped(value);
    setError(null);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const word = typed.trim();
    if (word === '') {
      setError(t('finalTools.spellcheck.emptyWord'));
      return;
    }
    onReplace(word);
  };

  return {
    rootRef,
    suggestions,
    loading,
    editing,
    startEditing: () => setEditing(true),
    typed,
    type,
    error,
    apply,
  };
}
