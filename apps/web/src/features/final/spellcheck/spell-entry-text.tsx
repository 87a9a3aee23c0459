import { spellcheckText } from '@vita/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlOf, segmentLines } from './spell-text';
import type { SpellCheck, SpellEntry } from './use-spell-check';
import { WordPopover } from './word-popover';

interface SpellEntryTextProps {
  entry: SpellEntry;
  /** The open word and the choices on it, as `useSpellCheck` keeps them. */
  spell: Pick<SpellCheck, 'active' | 'lang' | 'toggle' | 'replace' | 'keep' | 'closePopover'>;
}

/**
 * One text, line by line, its misspelled words as buttons (a click or Enter opens the
 * suggestions); the suggestions open under the line of the active word.
 */
export function SpellEntryText({ entry, spell }: SpellEntryTextProps) {
  const { active, lang } = spell;
  const { t } = useTranslation();
  const id = entry.target.id;
  const text = spellcheckText(htmlOf({ source: entry.source, kind: entry.target.kind }));
  return segmentLines(text, entry.misspellings).map((line, lineIndex) => {
    const activeHere =
      active?.entry === id &&
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
                data-spell-word={`${id}:${segment.misspelling}`}
                aria-label={t('finalTools.spellcheck.wordLabel', { word: segment.text })}
                aria-expanded={active?.entry === id && active.index === segment.misspelling}
                aria-haspopup="dialog"
                onClick={() => spell.toggle(id, segment.misspelling)}
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
            key={`${id}:${active.index}:${misspelling.offset}`}
            misspelling={misspelling}
            lang={lang}
            onReplace={(replacement) => spell.replace(id, active.index, replacement)}
            onKeep={() => spell.keep(id, active.index)}
            onClose={spell.closePopover}
          />
        )}
      </Fragment>
    );
  });
}
