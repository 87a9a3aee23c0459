import { type Misspelling, type SpellcheckLang, spellcheckText } from '@vita/shared';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { spellcheckApi } from '../../../api/spellcheck';
import { showToast } from '../../../components/toast';
import { useResumeStore } from '../../../store/resume-store';
import { collectTargets, SPELL_SECTIONS, type SpellTarget } from './spell-targets';
import { htmlOf, replaceWord, segmentLines, shiftAfterReplace } from './spell-text';
import { useSpellSave } from './use-spell-save';
import { WordPopover } from './word-popover';
import './spell-check-mode.css';
import '../texts';

interface Entry {
  target: SpellTarget;
  source: string;
  misspellings: Misspelling[];
  changed: boolean;
}
type Phase = { kind: 'checking' } | { kind: 'ready' } | { kind: 'error'; message: string };
type Active = { entry: string; index: number } | null;

/**
 * The spell-check mode of /final-resume (01 §2, §4): shown instead of the preview while active.
 * The banner, the texts with the misspelled words highlighted (buttons: a click or Enter opens the
 * suggestions), Cancel (onClose, nothing changes) and Save (writes the texts back, then onClose).
 */
export function SpellCheckMode({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang: SpellcheckLang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const [entries, setEntries] = useState<Entry[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [active, setActive] = useState<Active>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const save = useSpellSave();
  const rootRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check (Erneut prüfen)
  useEffect(() => {
    const targets = collectTargets(useResumeStore.getState().values);
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

  /** After a word is handled, focus goes to the next highlighted word, else to Save. */
  const focusNext = useCallback(() => {
    requestAnimationFrame(() => {
      const root = rootRef.current;
      const next =
        root?.querySelector<HTMLElement>('[data-spell-word]') ??
        root?.querySelector<HTMLElement>('[data-spell-save]');
      next?.focus();
    });
  }, []);

  const replace = (entryId: string, index: number, replacement: string) => {
    const entry = entries.find((e) => e.target.id === entryId);
    const misspelling = entry?.misspellings[index];
    if (!entry || !misspelling) return;
    const source = replaceWord({ source: entry.source, kind: entry.target.kind }, misspelling, replacement);
    if (source === null) {
      showToast(t('finalTools.spellcheck.replaceFailed'), 'error');
      return;
    }
    setEntries((current) =>
      current.map((e) =>
        e.target.id === entryId
          ? {
              ...e,
              source,
              changed: true,
              misspellings: shiftAfterReplace(e.misspellings, index, replacement.length),
            }
          : e,
      ),
    );
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

  const count = entries.reduce((sum, e) => sum + e.misspellings.length, 0);
  const status =
    phase.kind === 'checking'
      ? t('finalTools.spellcheck.checking')
      : phase.kind === 'error'
        ? t('finalTools.spellcheck.checkFailed', { message: phase.message })
        : entries.length === 0
          ? t('finalTools.spellcheck.nothingToCheck')
          : count === 0
            ? t('finalTools.spellcheck.noErrors')
            : t('finalTools.spellcheck.found', { count });

  const renderEntry = (entry: Entry) => {
    const text = spellcheckText(htmlOf({ source: entry.source, kind: entry.target.kind }));
    return segmentLines(text, entry.misspellings).map((line, lineIndex) => {
      const activeHere =
        active?.entry === entry.target.id &&
        line.some((segment) => 'misspelling' in segment && segment.misspelling === active.index);
      const misspelling = activeHere && active ? entry.misspellings[active.index] : undefined;
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, in order
        <Fragment key={lineIndex}>
          <p className="spell-mode__line">
            {line.map((segment, i) =>
              'misspelling' in segment ? (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments of one line, in order
                  key={i}
                  type="button"
                  className="spell-mode__word"
                  data-spell-word={`${entry.target.id}:${segment.misspelling}`}
                  aria-label={t('finalTools.spellcheck.wordLabel', { word: segment.text })}
                  aria-expanded={active?.entry === entry.target.id && active.index === segment.misspelling}
                  aria-haspopup="dialog"
                  onClick={() =>
                    setActive((current) =>
                      current?.entry === entry.target.id && current.index === segment.misspelling
                        ? null
                        : { entry: entry.target.id, index: segment.misspelling },
                    )
                  }
                >
                  {segment.text}
                </button>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: segments of one line, in order
                <Fragment key={i}>{segment.text}</Fragment>
              ),
            )}
          </p>
          {misspelling && active && (
            <WordPopover
              key={`${entry.target.id}:${active.index}:${misspelling.offset}`}
              misspelling={misspelling}
              lang={lang}
              onReplace={(replacement) => replace(entry.target.id, active.index, replacement)}
              onKeep={() => keep(entry.target.id, active.index)}
              onClose={closePopover}
            />
          )}
        </Fragment>
      );
    });
  };

  return (
    <div ref={rootRef} className="spell-mode">
      <div className="spell-mode__banner">
        <p className="spell-mode__banner-text">{t('finalTools.spellcheck.banner')}</p>
        <div className="spell-mode__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={saving}>
            {t('finalTools.spellcheck.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-spell-save
            onClick={() => void saveAll()}
            disabled={saving || phase.kind === 'checking'}
          >
            {saving ? t('finalTools.spellcheck.saving') : t('finalTools.spellcheck.save')}
          </button>
        </div>
      </div>
      <p
        className={`spell-mode__status${phase.kind === 'error' ? ' spell-mode__status--error' : ''}`}
        role="status"
      >
        {status}
      </p>
      {phase.kind === 'error' && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setAttempt((n) => n + 1)}
        >
          {t('finalTools.spellcheck.retry')}
        </button>
      )}
      {phase.kind === 'ready' &&
        SPELL_SECTIONS.map((section) => {
          const list = entries.filter((e) => e.target.section === section);
          if (list.length === 0) return null;
          return (
            <section key={section} className="spell-mode__section" aria-labelledby={`spell-${section}`}>
              <h2 id={`spell-${section}`} className="spell-mode__heading">
                {t(`finalTools.spellcheck.sections.${section}`)}
              </h2>
              {list.map((entry, i) => (
                <div key={entry.target.id} className="spell-mode__text">
                  {entry.target.entryLabel && entry.target.entryLabel !== list[i - 1]?.target.entryLabel && (
                    <h3 className="spell-mode__entry">{entry.target.entryLabel}</h3>
                  )}
                  {renderEntry(entry)}
                </div>
              ))}
            </section>
          );
        })}
    </div>
  );
}
