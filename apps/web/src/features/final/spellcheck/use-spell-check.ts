import { type Misspelling, SPELLCHECK_LIMITS, type SpellcheckLang } from '@vita/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { useResumeStore, useStoreValue } from '../../../store/resume-store';
import { spellcheckLanguage } from './spell-language';
import { collectTargets, ownNames, type SpellTarget } from './spell-targets';
import { htmlOf, replaceWord, shiftAfterReplace } from './spell-text';
import { spellcheckApi } from './spellcheck-api';
import { useSpellSave } from './use-spell-save';
import '../texts';

export interface SpellEntry {
  target: SpellTarget;
  source: string;
  misspellings: Misspelling[];
  changed: boolean;
}
export type SpellPhase = { kind: 'checking' } | { kind: 'ready' } | { kind: 'error'; message: string };
/** The highlighted word whose suggestions are open: the entry's id and the misspelling's index. */
export type ActiveWord = { entry: string; index: number } | null;

/** Sends every text of the resume to the check; `retry` (Erneut prüfen) sends them again. */
function useSpellResults(lang: SpellcheckLang) {
  const [entries, setEntries] = useState<SpellEntry[]>([]);
  const [phase, setPhase] = useState<SpellPhase>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check (Erneut prüfen)
  useEffect(() => {
    const { values } = useResumeStore.getState();
    const targets = collectTargets(values);
    setEntries(
      targets.map((target) => ({ target, source: target.source, misspellings: [], changed: false })),
    );
    if (targets.length === 0) {
      setPhase({ kind: 'ready' });
      return;
    }
    setPhase({ kind: 'checking' });
    const abort = new AbortController();
    spellcheckApi
      .check(
        lang,
        targets.map((target) => ({ id: target.id, html: htmlOf(target) })),
        ownNames(values).slice(0, SPELLCHECK_LIMITS.maxNames),
        abort.signal,
      )
      .then(
        (response) => {
          const byId = new Map(response.results.map((result) => [result.id, result.misspellings]));
          setEntries((current) => current.map((e) => ({ ...e, misspellings: byId.get(e.target.id) ?? [] })));
          setPhase({ kind: 'ready' });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setPhase({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => abort.abort();
  }, [lang, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { entries, setEntries, phase, retry };
}

/** Save: writes the changed texts back (nothing changed: just closes) and says how it went. */
function useSaveAll(entries: readonly SpellEntry[], onClose: () => void) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const save = useSpellSave();
  const saveAll = async () => {
    const changes = entries.filter((e) => e.changed).map((e) => ({ target: e.target, source: e.source }));
    if (changes.length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    const result = await save(changes);
    setSaving(false);
    if (result.kind === 'failed') {
      showToast(t('finalTools.spellcheck.saveFailed', { message: result.message }), 'error');
      return;
    }
    showToast(
      t(result.kind === 'saved' ? 'finalTools.spellcheck.saved' : 'finalTools.spellcheck.saveQueued'),
      'success',
    );
    onClose();
  };
  return { saving, saveAll };
}

/**
 * The state of the spell-check mode: the checked texts, the open word, replace / keep a word (focus
 * then moves to the next highlighted word, else to Save) and Save that writes the changed texts back.
 */
export type SpellCheck = ReturnType<typeof useSpellCheck>;

export function useSpellCheck(onClose: () => void) {
  const { t, i18n } = useTranslation();
  const lang = spellcheckLanguage(useStoreValue('documentLanguage'), i18n.resolvedLanguage);
  const { entries, setEntries, phase, retry } = useSpellResults(lang);
  const [active, setActive] = useState<ActiveWord>(null);
  const { saving, saveAll } = useSaveAll(entries, onClose);
  const rootRef = useRef<HTMLDivElement>(null);

  const focusNext = useCallback(() => {
    requestAnimationFrame(() => {
      const root = rootRef.current;
      const next =
        root?.querySelector<HTMLElement>('[data-spell-word]') ??
        root?.querySelector<HTMLElement>('[data-spell-save]');
      next?.focus();
    });
  }, []);

  const toggle = (entry: string, index: number) =>
    setActive((current) => (current?.entry === entry && current.index === index ? null : { entry, index }));

  const replace = (entryId: string, index: number, replacement: string) => {
    const entry = entries.find((e) => e.target.id === entryId);
    const misspelling = entry?.misspellings[index];
    if (!entry || !misspelling) return;
    const source = replaceWord({ source: entry.source, kind: entry.target.kind }, misspelling, replacement);
    if (source === null) {
      showToast(t('finalTools.spellcheck.replaceFailed'), 'error');
      return;
    }
    const replaced = (e: SpellEntry): SpellEntry => ({
      ...e,
      source,
      changed: true,
      misspellings: shiftAfterReplace(e.misspellings, index, replacement.length),
    });
    setEntries((current) => current.map((e) => (e.target.id === entryId ? replaced(e) : e)));
    setActive(null);
    focusNext();
  };

  const keep = (entryId: string, index: number) => {
    setEntries((current) =>
      current.map((e) =>
        e.target.id === entryId ? { ...e, misspellings: e.misspellings.filter((_, i) => i !== index) } : e,
      ),
    );
    setActive(null);
    focusNext();
  };

  /** Escape or ×: the suggestions close and focus returns to their word. */
  const closePopover = () => {
    const current = active;
    setActive(null);
    if (current)
      requestAnimationFrame(() =>
        rootRef.current
          ?.querySelector<HTMLElement>(`[data-spell-word="${current.entry}:${current.index}"]`)
          ?.focus(),
      );
  };

  const count = entries.reduce((sum, e) => sum + e.misspellings.length, 0);
  return {
    lang,
    entries,
    phase,
    count,
    active,
    toggle,
    replace,
    keep,
    closePopover,
    saving,
    saveAll,
    retry,
    rootRef,
  };
}
