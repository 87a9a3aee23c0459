import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SpellEntryText } from './spell-entry-text';
import { SPELL_SECTIONS } from './spell-targets';
import { type SpellEntry, type SpellPhase, useSpellCheck } from './use-spell-check';
import './spell-check-mode.css';
import '../texts';

/** The status line: checking, the check failed, nothing to check, no errors, or how many. */
function statusText(t: TFunction, phase: SpellPhase, entries: readonly SpellEntry[], count: number): string {
  if (phase.kind === 'checking') return t('finalTools.spellcheck.checking');
  if (phase.kind === 'error') return t('finalTools.spellcheck.checkFailed', { message: phase.message });
  if (entries.length === 0) return t('finalTools.spellcheck.nothingToCheck');
  return count === 0 ? t('finalTools.spellcheck.noErrors') : t('finalTools.spellcheck.found', { count });
}

/**
 * The spell-check mode of /final-resume (01 §2, §4): shown instead of the preview while active.
 * The banner, the texts with the misspelled words highlighted (buttons: a click or Enter opens the
 * suggestions), Cancel (onClose, nothing changes) and Save (writes the texts back, then onClose).
 * State and calls live in useSpellCheck; this is the view.
 */
export function SpellCheckMode({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const spell = useSpellCheck(onClose);
  const { entries, phase, saving, rootRef } = spell;
  const status = statusText(t, phase, entries, spell.count);

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
            onClick={() => void spell.saveAll()}
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
        <button type="button" className="button button--secondary button--small" onClick={spell.retry}>
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
                  <SpellEntryText entry={entry} spell={spell} />
                </div>
              ))}
            </section>
          );
        })}
    </div>
  );
}
