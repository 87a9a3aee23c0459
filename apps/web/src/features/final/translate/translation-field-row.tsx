import type { TranslationField } from '@vita/shared';
import { parseRichText, richTextToPlainLines } from '@vita/shared/resume';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text-editor';
import '../texts';

export type RowState = 'open' | 'saving' | 'saved';

interface TranslationFieldRowProps {
  field: TranslationField;
  label: string;
  draft: string;
  state: RowState;
  error: string | null;
  onDraft(value: string): void;
  onSave(): void;
  onKeep(): void;
}

/** The German text as lines of plain text: shown, never rendered as HTML. */
function GermanText({ field }: { field: TranslationField }) {
  const { t } = useTranslation();
  if (field.german === null)
    return <p className="translate-row__missing">{t('final.translate.germanGone')}</p>;
  const lines = field.rich ? richTextToPlainLines(parseRichText(field.german)) : [field.german];
  const shown = lines.filter((line) => line.trim() !== '');
  if (shown.length === 0) return <p className="translate-row__missing">{t('final.translate.germanEmpty')}</p>;
  return (
    <div className="translate-row__german-text">
      {shown.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, in order
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

/** One field: German on the left (read-only), English on the right (editable), its marker and actions. */
export function TranslationFieldRow({
  field,
  label,
  draft,
  state,
  error,
  onDraft,
  onSave,
  onKeep,
}: TranslationFieldRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const englishLabel = `${id}-en`;
  const rich = field.key.startsWith('extra.') || field.key.startsWith('custom.') ? 'rich' : 'basic';
  return (
    <section
      className="translate-row"
      aria-labelledby={`${id}-title`}
      data-testid={`translate-row-${field.key}`}
    >
      <header className="translate-row__header">
        <h3 className="translate-row__title" id={`${id}-title`}>
          {label}
        </h3>
        {state === 'saved' ? (
          <span className="translate-row__done" role="status">
            {t('final.translate.saved')}
          </span>
        ) : (
          <span className="translate-row__badge">{t('final.translate.badge')}</span>
        )}
      </header>
      <div className="translate-row__columns">
        <div className="translate-row__column" lang="de">
          <p className="translate-row__side">{t('final.translate.german')}</p>
          <GermanText field={field} />
        </div>
        <div className="translate-row__column" lang="en" spellCheck>
          <p className="translate-row__side" id={englishLabel}>
            {t('final.translate.english')}
            <span className="visually-hidden">{`: ${label}`}</span>
          </p>
          {field.rich ? (
            <RichTextEditor
              value={draft}
              onChange={onDraft}
              labelledBy={englishLabel}
              variant={rich}
              startWithBullet={false}
            />
          ) : (
            <input
              className="translate-row__input"
              type="text"
              value={draft}
              aria-labelledby={englishLabel}
              lang="en"
              spellCheck
              onChange={(event) => onDraft(event.target.value)}
            />
          )}
        </div>
      </div>
      {error && (
        <p className="translate-row__error" role="alert">
          {error}
        </p>
      )}
      <div className="translate-row__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={state === 'saving' || draft !== field.english}
          onClick={onKeep}
        >
          {t('final.translate.keep')}
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          disabled={state === 'saving'}
          aria-busy={state === 'saving'}
          onClick={onSave}
        >
          {state === 'saving' ? t('final.translate.saving') : t('final.translate.save')}
        </button>
      </div>
    </section>
  );
}
